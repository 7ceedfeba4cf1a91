package io.askdb.planner.read;

/**
 * A measured similarity of a question's word to a catalog phrase, for reading a synonym
 * ("forename" for first name) that no catalog name spells. The app supplies one backed by
 * in-process embeddings; {@link #none()} knows no synonyms.
 */
@FunctionalInterface
public interface TermSimilarity {
    /**
     * @param word   a question word, lower case, singular ("forename"); not null
     * @param phrase a catalog phrase of singular words ("first name"); not null
     * @return the similarity, 0 (unrelated) to 1 (same meaning)
     */
    double similarity(String word, String phrase);

    /**
     * Whether a lexical source (WordNet in the app) relates the word to the phrase: same meaning, or one
     * broader/narrower step ("goods" and product). Asked only for words the catalog's names left unplaced,
     * and only for phrases already near by {@link #similarity}; an implementation may load its dictionary then.
     *
     * @param word   a question word, lower case, singular; not null
     * @param phrase a catalog phrase of singular words; not null
     * @return true when related; false by default (no lexical source)
     */
    default boolean related(String word, String phrase) {
        return false;
    }

    /**
     * @param similarity the measured similarity, as {@link #similarity}; not null
     * @param related    the lexical relation, as {@link #related}; not null
     * @return a similarity that answers each question by the one given
     * @throws NullPointerException when either is null
     */
    static TermSimilarity of(TermSimilarity similarity, java.util.function.BiPredicate<String, String> related) {
        java.util.Objects.requireNonNull(similarity, "similarity");
        java.util.Objects.requireNonNull(related, "related");
        return new TermSimilarity() {
            @Override
            public double similarity(String word, String phrase) {
                return similarity.similarity(word, phrase);
            }

            @Override
            public boolean related(String word, String phrase) {
                return related.test(word, phrase);
            }
        };
    }

    /** @return a similarity that finds no synonyms (every pair 0) */
    static TermSimilarity none() {
        return (w, p) -> 0;
    }
}
