package io.askdb.jdbc;

import io.askdb.catalog.TableId;
import java.util.List;
import java.util.Objects;

/**
 * The distinct values read from one text column.
 *
 * @param table     the table; not null
 * @param column    the column name as catalogued; not blank
 * @param values    distinct non-null values, each at most {@link DistinctValueOptions#maxLength()}
 *                  characters, in the order the database returned them; not null
 * @param truncated true when the column holds more distinct values than
 *                  {@link DistinctValueOptions#maxValues()} and only that many were kept
 * @since 0.2
 */
public record ColumnValues(TableId table, String column, List<String> values, boolean truncated) {
    public ColumnValues {
        Objects.requireNonNull(table, "ColumnValues.table");
        if (column == null || column.isBlank()) throw new IllegalArgumentException("ColumnValues.column must not be blank");
        values = List.copyOf(values);
    }
}
