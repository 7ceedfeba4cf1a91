package io.askdb.execution;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The rows a statement returned, as JSON-safe values.
 *
 * <p>Every cell is one of: null, {@link Boolean}, {@link Long}, {@link Double} (finite),
 * {@link java.math.BigDecimal} (exact decimals, keep their digits), {@link String} (text, and
 * dates, times and timestamps as ISO-8601, UUIDs, intervals, JSON), a {@link java.util.List}
 * of such values (arrays), or a {@link java.util.Map} from String to such values (bytes as
 * {@code {"base64": ..., "length": n}}).
 *
 * @param columns   the columns, in select-list order; not null
 * @param rows      the rows, each the same length as columns; at most the row cap
 * @param truncated true when the row cap cut the result (more rows existed)
 * @param elapsedMs wall-clock milliseconds of execution and fetch
 * @since 0.1
 */
public record ResultTable(List<ResultColumn> columns, List<List<Object>> rows, boolean truncated, long elapsedMs) {
    public ResultTable {
        columns = List.copyOf(Objects.requireNonNull(columns, "ResultTable.columns"));
        Objects.requireNonNull(rows, "ResultTable.rows");
        List<List<Object>> copy = new ArrayList<>(rows.size());
        for (List<Object> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException("ResultTable.rows: a row has " + row.size()
                        + " cells but there are " + columns.size() + " columns");
            }
            copy.add(Collections.unmodifiableList(new ArrayList<>(row)));
        }
        rows = Collections.unmodifiableList(copy);
        if (elapsedMs < 0) throw new IllegalArgumentException("ResultTable.elapsedMs must be >= 0");
    }

    /** @return the number of rows held (after the cap) */
    public int rowCount() {
        return rows.size();
    }
}
