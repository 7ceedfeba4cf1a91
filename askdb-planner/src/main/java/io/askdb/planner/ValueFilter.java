package io.askdb.planner;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * An equality condition on a stored value: {@code column = 'value'}, or, when the question's words
 * match several stored spellings of one value in the column ('São Paulo' and 'Sao Paulo' for "Sao
 * Paulo"; value linking ignores case, accents, spacing and punctuation), {@code column IN (...)}
 * over every spelling, so no spelling's rows are missed.
 *
 * @param ref       the column compared; not null
 * @param value     the value exactly as stored (the first spelling); not null
 * @param at        which table of the plan's join chain holds the column: 0 for the fact table, n for the n-th join
 * @param negated   true for {@code column <> 'value'} ("customers not in the USA"); rows whose column is NULL
 *                  are then kept too ({@code column IS NULL OR column <> 'value'}), since they are not 'value'
 * @param spellings every stored spelling filtered on, {@code value} first, each once; not empty
 */
record ValueFilter(ColumnRef ref, String value, int at, boolean negated, List<String> spellings) {
    ValueFilter {
        Objects.requireNonNull(ref, "ValueFilter.ref");
        Objects.requireNonNull(value, "ValueFilter.value");
        if (at < 0) throw new IllegalArgumentException("ValueFilter.at must be >= 0");
        spellings = List.copyOf(spellings);
        if (spellings.isEmpty() || !spellings.get(0).equals(value) || spellings.stream().distinct().count() != spellings.size()) {
            throw new IllegalArgumentException("ValueFilter.spellings must start with the value and name each spelling once");
        }
    }

    /** A filter on one spelling. */
    ValueFilter(ColumnRef ref, String value, int at, boolean negated) {
        this(ref, value, at, negated, List.of(value));
    }

    /** An equality filter on one spelling. */
    ValueFilter(ColumnRef ref, String value, int at) {
        this(ref, value, at, false);
    }

    /** @return this filter negated or not, with the same spellings */
    ValueFilter negated(boolean not) {
        return new ValueFilter(ref, value, at, not, spellings);
    }

    /** @return the value as an SQL string literal, single quotes doubled; for several spellings, their parenthesised list */
    String literal() {
        if (spellings.size() == 1) return quoted(value);
        return spellings.stream().map(ValueFilter::quoted).collect(Collectors.joining(", ", "(", ")"));
    }

    /** @return the comparison as written in assumptions: "= 'x'", "<> 'x'", "IN ('x', 'y')" or "NOT IN ('x', 'y')" */
    String comparison() {
        String op = spellings.size() == 1 ? (negated ? "<>" : "=") : (negated ? "NOT IN" : "IN");
        return op + " " + literal();
    }

    /** @return the assumption stated to the user, ending in one full stop; several spellings are named as such */
    String assumption() {
        String s = "Filtered on " + ref.display() + " " + comparison();
        return spellings.size() == 1 ? s + "." : s + ": the question's words match each of these " + spellings.size() + " stored spellings.";
    }

    private static String quoted(String v) {
        return "'" + v.replace("'", "''") + "'";
    }
}
