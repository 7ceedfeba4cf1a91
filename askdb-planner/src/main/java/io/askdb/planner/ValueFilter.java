package io.askdb.planner;

import java.util.Objects;

/**
 * An equality condition on a stored value: {@code column = 'value'}.
 *
 * @param ref   the column compared; not null
 * @param value the value exactly as stored; not null
 * @param at    which table of the plan's join chain holds the column: 0 for the fact table, n for the n-th join
 * @param negated true for {@code column <> 'value'} ("customers not in the USA"); rows whose column is NULL
 *                are then kept too ({@code column IS NULL OR column <> 'value'}), since they are not 'value'
 */
record ValueFilter(ColumnRef ref, String value, int at, boolean negated) {
    ValueFilter {
        Objects.requireNonNull(ref, "ValueFilter.ref");
        Objects.requireNonNull(value, "ValueFilter.value");
        if (at < 0) throw new IllegalArgumentException("ValueFilter.at must be >= 0");
    }

    /** An equality filter. */
    ValueFilter(ColumnRef ref, String value, int at) {
        this(ref, value, at, false);
    }

    /** @return the value as an SQL string literal, single quotes doubled */
    String literal() {
        return "'" + value.replace("'", "''") + "'";
    }

    /** @return the assumption stated to the user, ending in one full stop */
    String assumption() {
        return "Filtered on " + ref.display() + (negated ? " <> " : " = ") + literal() + ".";
    }
}
