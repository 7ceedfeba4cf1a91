package io.askdb.planner.read;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.Objects;

/**
 * What a phrase of the question may name: a table, or one column of a table.
 *
 * @param table  the table; not null
 * @param column the column, or null when the phrase names the table itself
 */
public record Target(Table table, Column column) {
    public Target {
        Objects.requireNonNull(table, "Target.table");
    }

    /** @return true when this names a column */
    public boolean isColumn() {
        return column != null;
    }

    @Override
    public String toString() {
        return table.id().name() + (column == null ? "" : "." + column.name());
    }
}
