package io.askdb.planner.read;

import java.util.List;

/**
 * A phrase of the question that names tables or columns of the catalog.
 *
 * @param start   the index of its first word
 * @param end     the index after its last word; greater than start
 * @param text    the phrase as written
 * @param targets what it may name, best first; not empty
 * @param exact   true when the phrase spells the whole name ("born state" for born_state), false
 *                when only the part of a column's name that is not its table's name ("name" for dorm_name)
 */
public record Term(int start, int end, String text, List<Target> targets, boolean exact) {
    public Term {
        if (start < 0 || end <= start) throw new IllegalArgumentException("Term must span at least one word");
        targets = List.copyOf(targets);
        if (targets.isEmpty()) throw new IllegalArgumentException("Term.targets must not be empty");
    }

    /** @return the targets that are columns */
    public List<Target> columns() {
        return targets.stream().filter(Target::isColumn).toList();
    }

    /** @return the targets that are whole tables */
    public List<Target> tables() {
        return targets.stream().filter(t -> !t.isColumn()).toList();
    }
}
