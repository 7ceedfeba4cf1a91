package io.askdb.planner.read;

import io.askdb.planner.read.Chunk.Kind;
import io.askdb.planner.read.QuestionShape.Item;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a column a question names is the noun of the rows asked about rather than a column to show: the areas and
 * counties "for all appelations" (after what is shown, through "of" or "for"), or "when was the school with the largest
 * enrollment founded" (before what is shown, through "with", "whose", "that" ... and the conditions on it, without "and").
 * The column must be of the table holding every other column asked for, as a table's naming column is (School of
 * university, Appelation of appellations): a column of text; a number or a date ("the open date of open year") is a value
 * asked for. Spider's gold, like the person asking, shows only what was asked (issue 17).
 */
final class RowNoun {
    private RowNoun() {
    }

    /**
     * @param c     the question's chunks
     * @param used  which chunks a pass consumed
     * @param items what is asked for so far (aggregates)
     * @param i     the column term asked about
     * @param shown the column terms left to show, i among them
     * @return true when term i names the rows, so it is not shown
     */
    static boolean names(List<Chunk> c, boolean[] used, List<Item> items, int i, List<Integer> shown) {
        List<Term> others = new ArrayList<>();
        for (Item it : items) others.add(it.term());
        for (int k : shown) if (k != i) others.add(c.get(k).term());
        if (others.isEmpty()) return false;
        Term t = c.get(i).term();
        if (!ColumnTypes.textOnly(t)) return false;
        for (Term o : others) if (!sameTable(t, o)) return false;
        boolean before = true, after = true;
        for (Term o : others) {
            before &= o.start() > t.start();
            after &= o.start() < t.start();
        }
        if (after) {
            for (int k = i - 1; k >= 0 && link(c.get(k)); k--) if (c.get(k).text().equals("of") || c.get(k).text().equals("for")) return true;
            return false;
        }
        if (!before || i + 1 >= c.size() || c.get(i + 1).kind() != Kind.LINK || !ShapeReader.AFTER_SUBJECT.contains(c.get(i + 1).text())) return false;
        int first = c.size();
        for (int k : shown) if (k > i) first = Math.min(first, k);
        for (int k = i + 1; k < first; k++) {
            Kind kind = c.get(k).kind();
            if (kind == Kind.AND || kind == Kind.OR || !(used[k] || link(c.get(k)))) return false;
        }
        return first < c.size();
    }

    private static boolean link(Chunk ch) {
        return ch.kind() == Kind.LINK || ch.kind() == Kind.FRAME;
    }

    /** @return true when a table holding one of a's columns holds one of b's */
    private static boolean sameTable(Term a, Term b) {
        for (Target x : a.columns()) for (Target y : b.columns()) if (x.table().id().equals(y.table().id())) return true;
        return false;
    }
}
