package io.askdb.semantic;

import io.askdb.catalog.TableId;
import java.util.Objects;

/**
 * A column of a named table, as in a metric's time column {@code Invoice.InvoiceDate}.
 *
 * @param table  the table; not null
 * @param column the column name; not blank
 * @since 0.3
 */
public record ColumnRef(TableId table, String column) {
    public ColumnRef {
        Objects.requireNonNull(table, "ColumnRef.table");
        if (column == null || column.isBlank()) throw new IllegalArgumentException("ColumnRef.column must not be blank");
    }

    /** @return {@code Table.column} (or {@code schema.Table.column}), unquoted, for messages and YAML */
    public String displayName() {
        return table.displayName() + "." + column;
    }

    @Override
    public String toString() {
        return displayName();
    }
}
