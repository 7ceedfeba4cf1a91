package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;

/**
 * "Faculty members", "each staff member": a noun of belonging ({@code member.head} in cues.properties)
 * right after a phrase naming a table names that table's rows, as English names the people of a
 * body by it. Read only where the noun names nothing in the catalog itself (a table Member keeps
 * "members"): the two chunks become one phrase of the table's. Elsewhere the noun stays unplaced,
 * and the planner declines naming it.
 */
final class MemberHeads {
    private MemberHeads() {
    }

    /**
     * @param chunks the question's chunks, in order
     * @param cues   the English the noun is read with
     * @return the chunks with each such table phrase and noun one {@link Chunk.Kind#TERM}
     */
    static List<Chunk> join(List<Chunk> chunks, Cues cues) {
        List<Chunk> out = new ArrayList<>(chunks.size());
        for (Chunk c : chunks) {
            Chunk before = out.isEmpty() ? null : out.get(out.size() - 1);
            if (c.kind() == Chunk.Kind.UNPLACED && head(c.text(), cues) && before != null && before.kind() == Chunk.Kind.TERM
                    && !before.term().tables().isEmpty() && !before.possessive() && before.end() == c.start()) {
                String text = before.text() + " " + c.text();
                Term t = before.term();
                Term joined = new Term(t.start(), c.end(), text, t.targets(), t.exact());
                out.set(out.size() - 1, new Chunk(Chunk.Kind.TERM, before.start(), c.end(), text, joined, null, null, c.possessive()));
            } else {
                out.add(c);
            }
        }
        return out;
    }

    private static boolean head(String text, Cues cues) {
        for (List<String> p : cues.phrases("member.head")) if (p.size() == 1 && p.get(0).equals(text)) return true;
        return false;
    }
}
