package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.util.List;
import java.util.Objects;

/**
 * The distinct values of one text column, as a {@link ValueSource} read them from the database.
 *
 * @param table  the table; not null
 * @param column the column name as catalogued; not blank
 * @param values distinct values exactly as stored; not null
 * @since 0.2
 */
public record StoredColumn(TableId table, String column, List<String> values) {
    public StoredColumn {
        Objects.requireNonNull(table, "StoredColumn.table");
        if (column == null || column.isBlank()) throw new IllegalArgumentException("StoredColumn.column must not be blank");
        values = List.copyOf(values);
    }
}
