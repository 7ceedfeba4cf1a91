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

    /** @return a similarity that finds no synonyms (every pair 0) */
    static TermSimilarity none() {
        return (w, p) -> 0;
    }
}
