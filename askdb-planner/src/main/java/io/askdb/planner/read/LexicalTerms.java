package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;

/**
 * The second reading of a synonym, for a word {@link SimilarTerms}' similarity alone left unplaced: the
 * catalog phrase a lexical source relates it to ({@link TermSimilarity#related}: WordNet's same synset or one
 * broader/narrower step, "goods" and product, "vessel" and ship) when the measured similarity also agrees
 * (at least {@link #THRESHOLD}) and no other phrase of the catalog is both related and that similar.
 *
 * <p>The lexical source is asked only about phrases at or above the threshold, nearest first, and only
 * here, so a question the catalog's own names read never loads its dictionary.
 *
 * <p>Source of the numbers: Spider-Syn train pairs outside the held-out sp800 set, aligned word by word as
 * {@link SimilarTerms} says (here by a difflib alignment of question and question_syn: 3,690 replaced words
 * whose original is a catalog phrase of the database, 5,775 unchanged content words that name nothing). The
 * MiniLM rule alone places 1,208 synonyms, 98.6% right (recall 32.3%), and 7.8% of distractors. Of the words
 * it leaves unplaced, this rule (WordNet same synset or one hypernym/hyponym step, MiniLM at least 0.40, one
 * such phrase) places 939 synonyms, 97.1% right (recall +24.7%), and 2.0% of distractors. Same synset only:
 * 99.7% right, recall +18.9%, 0.45% of distractors; two steps: 93.7%, +28.6%, 3.3%; one step at 0.30: 97.7%,
 * +37.6%, 4.5%; at 0.50: 91.4%, +19.8%, 1.3% (a higher threshold leaves fewer related phrases to tell apart).
 * Many "distractors" placed are right readings (gender as sex, score as rating); the wrong ones are broad
 * words read as a narrower phrase (person as adult, place as station). Those figures are before the compound
 * rule of {@link #place}; on the dev questions (/tmp/spdev.json, Spider train outside sp800) that rule turned 3
 * wrong answers into declines ("position title" as position name, "catalogue publishers"), lost 2 right and
 * gained 4 (a second word no longer read as the same phrase). With it the rule newly answers 24 Spider-Syn
 * dev questions (23 right) and 3 original-wording ones (3 right).
 */
final class LexicalTerms {
    /** The least MiniLM similarity at which a WordNet-related phrase is read (cosine; measured, see the class). */
    static final double THRESHOLD = 0.40;

    private LexicalTerms() {}

    /**
     * @param similarity the measured similarity and its lexical relation
     * @param word       the unplaced word of chunk i
     * @param chunks     the question's chunks
     * @param i          the index of the word's one-word chunk
     * @param terms      the catalog's phrases
     * @return the phrase the word is read as; null when it is no candidate ({@link SimilarTerms#candidate}), when a
     *         noun chunk is right before or after it (a compound, "position title", "catalogue publishers", that one
     *         word's synonym cannot read: on the dev set all such readings were wrong answers), or when none is related
     */
    static List<String> place(TermSimilarity similarity, Word word, List<Chunk> chunks, int i, SchemaTerms terms) {
        if (!SimilarTerms.candidate(word) || compound(chunks, i)) return null;
        List<String> p = related(similarity, word.stem(), terms);
        // a word that is one word of a longer phrase is part of a name the catalog's phrases did not place (as SimilarTerms)
        return p == null || p.size() > 1 && p.contains(word.stem()) ? null : p;
    }

    private static boolean compound(List<Chunk> chunks, int i) {
        Chunk c = chunks.get(i);
        return i > 0 && noun(chunks.get(i - 1)) && chunks.get(i - 1).end() == c.start()
                || i + 1 < chunks.size() && noun(chunks.get(i + 1)) && chunks.get(i + 1).start() == c.end();
    }

    private static boolean noun(Chunk c) {
        return c.kind() == Chunk.Kind.TERM || c.kind() == Chunk.Kind.UNPLACED;
    }

    /**
     * @param similarity the measured similarity and its lexical relation
     * @param word       the word, lower case, singular
     * @param terms      the catalog's phrases
     * @return the one phrase related and near enough; null when none or more than one
     */
    static List<String> related(TermSimilarity similarity, String word, SchemaTerms terms) {
        List<List<String>> near = new ArrayList<>();
        for (List<String> p : terms.phrases()) {
            double s = similarity.similarity(word, String.join(" ", p));
            if (s >= THRESHOLD) near.add(p);
        }
        List<String> found = null;
        for (List<String> p : near) {
            if (!similarity.related(word, String.join(" ", p))) continue;
            if (found != null && !found.equals(p)) return null;
            found = p;
        }
        return found;
    }
}
