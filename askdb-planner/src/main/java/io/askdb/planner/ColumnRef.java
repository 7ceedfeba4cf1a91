package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.Objects;

/**
 * A column together with the table that holds it.
 *
 * @param table  the table; not null
 * @param column one of its columns; not null
 */
record ColumnRef(Table table, Column column) {
    ColumnRef {
        Objects.requireNonNull(table, "ColumnRef.table");
        Objects.requireNonNull(column, "ColumnRef.column");
    }

    /** @return {@code Table.Column} for messages */
    String display() {
        return table.id().name() + "." + column.name();
    }
}
