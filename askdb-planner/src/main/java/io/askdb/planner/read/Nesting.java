package io.askdb.planner.read;

import java.util.List;

/**
 * A question's chunks with the parts that need rows matched separately taken out: the read stage's
 * {@link NestedReader} output. The outer chunks are read by {@link ShapeReader} as any question.
 *
 * @param outer the chunks left for the rows asked about; not empty
 * @param nests the parts taken out, in the question's order; empty when there were none
 */
public record Nesting(List<Chunk> outer, List<Nest> nests) {
    public Nesting {
        outer = List.copyOf(outer);
        nests = List.copyOf(nests);
        if (outer.isEmpty()) throw new IllegalArgumentException("Nesting.outer must not be empty");
    }
}
