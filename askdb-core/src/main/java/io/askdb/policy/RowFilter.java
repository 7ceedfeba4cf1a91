package io.askdb.policy;

import java.util.Objects;

/**
 * Restricts a table to the caller's rows: every reference to the table in approved SQL is
 * replaced by {@code (SELECT ... FROM table WHERE column = <caller's attribute>)}.
 *
 * @param table     a table pattern ({@link NamePattern}), e.g. {@code Invoice}; not null
 * @param column    the tenant column of that table, as catalogued (compared case-insensitively); not blank
 * @param attribute the {@link Caller} attribute whose value the column must equal; not blank
 * @since 0.3
 */
public record RowFilter(NamePattern table, String column, String attribute) {
    public RowFilter {
        Objects.requireNonNull(table, "RowFilter.table");
        if (column == null || column.isBlank()) throw new IllegalArgumentException("RowFilter.column must not be blank");
        if (attribute == null || attribute.isBlank()) throw new IllegalArgumentException("RowFilter.attribute must not be blank");
        column = column.strip();
        attribute = attribute.strip();
    }
}
