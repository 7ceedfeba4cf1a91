package io.askdb.planner.read;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.Objects;

/**
 * What a phrase of the question may name: a table, or one column of a table.
 *
 * @param table  the table; not null
 * @param column the column, or null when the phrase names the table itself
 * @param weak   true when the phrase spells only the part of the column's name that is not its
 *               table's ("name" for dorm.dorm_name): it names the column only when the question names its table
 */
public record Target(Table table, Column column, boolean weak) {
    public Target {
        Objects.requireNonNull(table, "Target.table");
    }

    /** A table, or a column named by its whole name. */
    public Target(Table table, Column column) {
        this(table, column, false);
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
