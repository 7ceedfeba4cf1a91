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
 * institutions") it stays a count of rows.
 */
public final class AggregateNumbers {
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
        return out;
    }
}
