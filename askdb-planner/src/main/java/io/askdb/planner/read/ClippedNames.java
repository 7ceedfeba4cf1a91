package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A word nothing placed that a column's whole name begins, as schemas clip long words ("latitude"
 * for station.lat, "longitude" for station.long, "enrollment" for College.enr): the word is read as
 * that column. Only where the name is at least three letters, what it leaves of the word is at least
 * four letters and as long as the name ("state" does not clip "statement", nor "age" "agency"), and begins no word of the catalog's names ("laptime" is lap and time, not a clipped
 * "lap"); participles and superlatives ("enrolled", "addressed", "longest") are never read so, as in
 * {@link SimilarTerms#candidate}. The longest such name is taken; a name that also names a table is not.
 */
final class ClippedNames {
    private static final int SHORTEST = 3;

    private ClippedNames() {
    }

    /**
     * @param chunks the question's chunks, in order
     * @param words  the words they were read from
     * @param terms  the catalog's phrases
     * @return the chunks with each such word a {@link Chunk.Kind#TERM}
     */
    static List<Chunk> place(List<Chunk> chunks, List<Word> words, SchemaTerms terms) {
        if (chunks.stream().noneMatch(c -> c.kind() == Chunk.Kind.UNPLACED)) return chunks;
        Set<String> vocabulary = new HashSet<>();
        for (List<String> p : terms.phrases()) for (String w : p) if (w.length() >= SHORTEST) vocabulary.add(w);
        List<Chunk> out = new ArrayList<>(chunks.size());
        for (Chunk c : chunks) {
            Term t = c.kind() == Chunk.Kind.UNPLACED && c.end() - c.start() == 1 && c.start() < words.size() ? clipped(words.get(c.start()), terms, vocabulary) : null;
            if (t == null) {
                out.add(c);
                continue;
            }
            Term at = new Term(c.start(), c.end(), c.text(), t.targets(), true);
            out.add(new Chunk(Chunk.Kind.TERM, c.start(), c.end(), c.text(), at, null, null, c.possessive()));
        }
        return out;
    }

    private static Term clipped(Word w, SchemaTerms terms, Set<String> vocabulary) {
        if (!SimilarTerms.candidate(w)) return null;
        String s = w.stem();
        for (int k = s.length() - 1; k >= SHORTEST; k--) {
            Term t = terms.at(Words.of(s.substring(0, k)), 0);
            if (t == null || !t.exact() || t.end() != 1 || !t.tables().isEmpty()) continue;
            String rest = s.substring(k);
            if (rest.length() < Math.max(4, k)) return null;
            for (String v : vocabulary) if (rest.startsWith(v)) return null;
            return t;
        }
        return null;
    }
}
