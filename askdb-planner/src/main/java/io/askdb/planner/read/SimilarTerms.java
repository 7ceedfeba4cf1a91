package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Places a word nothing else placed as the catalog phrase it is most similar to ("forename" as
 * first name, "goods" as product, "clients" as customer), when that similarity is at least
 * {@link #THRESHOLD} and beats the next phrase by {@link #MARGIN}; otherwise the word stays
 * unplaced and the question declines naming it. Each placement is said: "Read 'forename' as first name".
 *
 * <p>Only content nouns are tried: words of three letters or more, not numbers or quoted, not
 * capitalised inside a sentence (a name such as "Australia" is a value, not a column), and not
 * ending in -ed, -ing or -est (participles and superlatives: "named", "located", "tallest" are near
 * their columns but do not name them).
 *
 * <p>Source of the numbers: Spider-Syn train pairs (question vs question_syn of
 * shared/data/spider-train/train.json, questions outside the held-out sp800 set), aligned word by
 * word: 6,720 replaced words whose original is a catalog phrase of the database, and 5,696
 * unchanged content words that name nothing (distractors), each scored with all-MiniLM-L6-v2
 * against every phrase of its database. At 0.55 and a margin of 0.15 the best phrase is right for
 * 97.8% of the synonyms placed (recall 28.1%), and 5.4% of distractors are placed; a margin of 0.10
 * gives 93.0% (recall 44.5%), 0.20 gives 99.3% (recall 17.3%).
 *
 * <p>A word before "of" and a phrase naming a column and no table, with no value after it, is not placed: "the name of film studio" is the
 * column's own value (the word is read as a function word), any other word there ("the title of film studio") may
 * name that column or another, and stays unplaced.
 *
 * <p>A word this rule leaves unplaced is tried by {@link LexicalTerms}: a phrase WordNet relates it to
 * (through {@link TermSimilarity#related}) at a lower similarity, when it is the only such phrase.
 */
public final class SimilarTerms {
    /** The least similarity at which a word is read as a catalog phrase (cosine, MiniLM). */
    public static final double THRESHOLD = 0.55;
    /** How far the best phrase must beat the next. */
    public static final double MARGIN = 0.15;

    /** The words that ask for a value's own name. */
    private static final java.util.Set<String> NAME = java.util.Set.of("name", "names");

    private final TermSimilarity similarity;

    /** @param similarity the measured similarity; not null */
    public SimilarTerms(TermSimilarity similarity) {
        this.similarity = Objects.requireNonNull(similarity, "similarity");
    }

    /**
     * The chunks placed, and what was read.
     *
     * @param chunks      the chunks, unplaced words that were placed now {@link Chunk.Kind#TERM}
     * @param assumptions one sentence per placement ("Read 'forename' as first name"); possibly empty
     */
    public record Placed(List<Chunk> chunks, List<String> assumptions) {
        public Placed {
            chunks = List.copyOf(chunks);
            assumptions = List.copyOf(assumptions);
        }
    }

    /**
     * @param chunks the question's chunks ({@link Chunker#read})
     * @param words  the question's words, as {@link Words#of} read them
     * @param terms  the catalog's phrases
     * @return the chunks with placed synonyms; the same chunks when none is placed
     */
    public Placed place(List<Chunk> chunks, List<Word> words, SchemaTerms terms) {
        List<Chunk> out = new ArrayList<>(chunks.size());
        List<String> said = new ArrayList<>();
        List<List<String>> near = new ArrayList<>();
        for (int i = 0; i < chunks.size(); i++) {
            Chunk c = chunks.get(i);
            List<String> p = c.kind() == Chunk.Kind.UNPLACED && c.end() - c.start() == 1 ? near(word(words, c), terms) : null;
            if (p == null && c.kind() == Chunk.Kind.UNPLACED && c.end() - c.start() == 1) p = LexicalTerms.place(similarity, word(words, c), chunks, i, terms);
            near.add(p);
        }
        for (int i = 0; i < chunks.size(); i++) {
            Chunk c = chunks.get(i);
            List<String> p = near.get(i);
            Term named = p == null ? null : terms.at(Words.of(String.join(" ", p)), 0);
            // two words read as one phrase ("over 20 years old": years, old -> age) are no synonym of it: neither is placed
            if (p != null && twice(chunks, near, i)) named = null;
            if (named == null || named.end() != p.size()) {
                out.add(c);
                continue;
            }
            Chunk of = ofColumn(chunks, i);
            if (of != null) {
                // "the name of film studio": a column's values are their own names, so 'name' is the column after it, not another one;
                // another word before "of" and a column ("the title of film studio") may be either, and stays unplaced
                boolean itsName = NAME.contains(c.text()) && of.term().columns().stream().allMatch(x -> ColumnTypes.text(x.column()));
                out.add(itsName ? new Chunk(Chunk.Kind.LINK, c.start(), c.end(), c.text(), null, null, null) : c);
                continue;
            }
            Term t = new Term(c.start(), c.end(), c.text(), named.targets(), named.exact());
            out.add(new Chunk(Chunk.Kind.TERM, c.start(), c.end(), c.text(), t, null, null, c.possessive()));
            String as = "Read '" + c.text() + "' as " + String.join(" ", p);
            if (!said.contains(as)) said.add(as);
        }
        return new Placed(out, said);
    }

    /** @return the column phrase after chunk i and "of" (over "the"), naming no table and followed by no value or number; or null */
    private static Chunk ofColumn(List<Chunk> chunks, int i) {
        int k = i + 1;
        if (k >= chunks.size() || chunks.get(k).kind() != Chunk.Kind.LINK || !chunks.get(k).text().equals("of")) return null;
        k++;
        while (k < chunks.size() && chunks.get(k).kind() == Chunk.Kind.LINK && chunks.get(k).text().equals("the")) k++;
        if (k >= chunks.size() || chunks.get(k).kind() != Chunk.Kind.TERM) return null;
        Term t = chunks.get(k).term();
        // "the representative of district 1": the column and its value pick the row; the word is another column of it
        boolean valued = k + 1 < chunks.size() && (chunks.get(k + 1).kind() == Chunk.Kind.NUMBER || chunks.get(k + 1).kind() == Chunk.Kind.VALUE);
        return !t.columns().isEmpty() && t.tables().isEmpty() && !valued ? chunks.get(k) : null;
    }

    /** True when another word (not the same word again, as "wage ... by wage") is read as chunk i's phrase. */
    private static boolean twice(List<Chunk> chunks, List<List<String>> near, int i) {
        for (int j = 0; j < chunks.size(); j++) {
            if (j != i && near.get(i).equals(near.get(j)) && !Singular.of(chunks.get(j).text().toLowerCase(java.util.Locale.ROOT))
                    .equals(Singular.of(chunks.get(i).text().toLowerCase(java.util.Locale.ROOT)))) return true;
        }
        return false;
    }

    /** @return the phrase the word is read as, or null when none is near enough and clearly nearest */
    List<String> near(Word w, SchemaTerms terms) {
        if (!candidate(w)) return null;
        List<String> best = null;
        double first = -1, second = -1;
        for (List<String> p : terms.phrases()) {
            double s = similarity.similarity(w.stem(), String.join(" ", p));
            if (s > first) {
                second = first;
                first = s;
                best = p;
            } else if (s > second) {
                second = s;
            }
        }
        if (best == null || first < THRESHOLD || first - Math.max(0, second) < MARGIN) return null;
        // a word that is itself one word of the phrase ("built" of built year) is part of a name the catalog's own
        // phrases did not place, not a synonym: the rest of that name is missing from the question
        return best.size() > 1 && best.contains(w.stem()) ? null : best;
    }

    /** The question's word a one-word chunk stands for (the chunker may have rewritten words before it: "older" as "age greater than"). */
    private static Word word(List<Word> words, Chunk c) {
        if (c.start() < words.size() && words.get(c.start()).text().equals(c.text())) return words.get(c.start());
        for (Word w : words) if (w.text().equals(c.text())) return w;
        return Words.of(c.text()).get(0);
    }

    static boolean candidate(Word w) {
        String x = w.text();
        if (w.quoted() || w.isNumber() || x.length() < 3 || !x.chars().allMatch(Character::isLetter)) return false;
        if (!w.opens() && Character.isUpperCase(w.original().codePointAt(0))) return false;
        return !(x.endsWith("ed") || x.endsWith("ing") || x.endsWith("est"));
    }
}
