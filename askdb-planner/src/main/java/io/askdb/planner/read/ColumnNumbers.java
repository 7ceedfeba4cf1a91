package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;

/**
 * "The phone numbers for suppliers", "Nancy Edwards's phone number": a "number(s)" written right
 * after a phrase that names only columns is that column's own word, as {@link ShapeReader} already
 * reads "number of" after a column ("the name and phone number of these patients"). The word joins
 * the column's phrase; after a phrase that may name a table ("department numbers") it stays
 * unplaced, and the planner declines naming it.
 */
final class ColumnNumbers {
    private ColumnNumbers() {
    }

    /**
     * @param chunks the question's chunks, in order
     * @return the chunks with each such "number(s)" joined to the column phrase before it
     */
    static List<Chunk> join(List<Chunk> chunks) {
        List<Chunk> out = new ArrayList<>(chunks.size());
        for (Chunk ch : chunks) {
            Chunk before = out.isEmpty() ? null : out.get(out.size() - 1);
            if (ch.kind() == Chunk.Kind.UNPLACED && Singular.of(ch.text()).equals("number") && before != null && before.kind() == Chunk.Kind.TERM
                    && before.end() == ch.start() && !before.possessive() && !before.term().columns().isEmpty() && before.term().tables().isEmpty()) {
                Term t = before.term();
                Term joined = new Term(t.start(), ch.end(), t.text() + " " + ch.text(), t.targets(), t.exact());
                out.set(out.size() - 1, new Chunk(Chunk.Kind.TERM, before.start(), ch.end(), before.text() + " " + ch.text(), joined,
                        before.value(), before.valueColumns(), ch.possessive()));
            } else {
                out.add(ch);
            }
        }
        return out;
    }
}
