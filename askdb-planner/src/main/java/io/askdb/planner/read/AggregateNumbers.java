package io.askdb.planner.read;

import io.askdb.planner.read.Chunk.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads "the average number of points", "the maximum and minimum number of rooms", "the lowest
 * number of days held" as an aggregate of the column named after "number of", not a count: a
 * count cue right after an aggregate or superlative, before a phrase that names a column and no
 * table, is the column's own word ("number of" a quantity). Before a table ("the largest number of
 * institutions") it stays a count of rows. "The number of people they injured", a count of a table's
 * rows followed by a pronoun and a numeric column, is that column (Injured holds how many).
 */
public final class AggregateNumbers {
    /** Pronouns of the counted rows in the clause that names the column: "the number of people they injured". */
    private static final Set<String> PRONOUNS = Set.of("they", "it", "he", "she");
    private static final Set<Kind> AGGREGATES = Set.of(Kind.AVG, Kind.SUM, Kind.MAX, Kind.MIN, Kind.SUPER_DESC, Kind.SUPER_ASC);

    private AggregateNumbers() {
    }

    /**
     * @param chunks the question's chunks
     * @return the chunks with such a "number of" read as a function word; the others unchanged
     */
    public static List<Chunk> read(List<Chunk> chunks) {
        List<Chunk> out = new ArrayList<>(chunks);
        for (int i = 1; i + 1 < out.size(); i++) {
            Chunk c = out.get(i), before = out.get(i - 1), after = out.get(i + 1);
            if (c.kind() != Kind.COUNT || !c.text().equals("number of") || !AGGREGATES.contains(before.kind())) continue;
            if (after.kind() != Kind.TERM || after.term().columns().isEmpty() || !after.term().tables().isEmpty()) continue;
            out.set(i, new Chunk(Kind.LINK, c.start(), c.end(), c.text(), null, null, null));
        }
        for (int i = 0; i + 2 < out.size(); i++) {
            Chunk c = out.get(i), counted = out.get(i + 1);
            if (c.kind() != Kind.COUNT || !c.text().endsWith("number of") || counted.kind() != Kind.TERM || counted.term().tables().isEmpty()) continue;
            int k = i + 2;
            while (k < out.size() && out.get(k).kind() == Kind.LINK && PRONOUNS.contains(out.get(k).text())) k++;
            if (k == i + 2 || k >= out.size() || !numericColumn(out.get(k))) continue;
            // "the number of people they injured" where Injured holds how many: the column, not a count of people
            for (int j = i; j < k; j++) out.set(j, new Chunk(Kind.LINK, out.get(j).start(), out.get(j).end(), out.get(j).text(), null, null, null));
        }
        return out;
    }

    /** @return true when the chunk names numeric columns only, and no table */
    private static boolean numericColumn(Chunk c) {
        if (c.kind() != Kind.TERM || c.term().columns().isEmpty() || !c.term().tables().isEmpty()) return false;
        for (Target t : c.term().columns()) if (!ColumnTypes.numeric(t.column())) return false;
        return true;
    }
}
