package io.askdb.planner;

import java.util.Objects;

/**
 * Grouping rows by a period of a date column ("per year", "each month").
 *
 * @param ref   the date column; not null
 * @param at    which table of the plan's join chain holds it: 0 for the fact table
 * @param grain "year" or "month"
 */
record TimeBucket(ColumnRef ref, int at, String grain) {
    TimeBucket {
        Objects.requireNonNull(ref, "TimeBucket.ref");
        if (at < 0) throw new IllegalArgumentException("TimeBucket.at must be >= 0");
        if (!"year".equals(grain) && !"month".equals(grain)) throw new IllegalArgumentException("TimeBucket.grain must be year or month, was " + grain);
    }
}
