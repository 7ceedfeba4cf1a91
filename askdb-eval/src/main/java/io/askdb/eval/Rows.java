package io.askdb.eval;

import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A query result as compared by the evaluators: column labels and rows of plain values.
 *
 * <p>Cells are the JSON-safe values of {@link ResultTable}: {@code null}, {@link String},
 * {@link Boolean}, {@link Long}, {@link java.math.BigDecimal}, {@link Double}, lists and maps;
 * gold and predicted rows come from the same value mapping (askdb-jdbc), so they are comparable.
 *
 * @param columns column labels as the database returned them; not null
 * @param rows    rows in the order returned, each with {@code columns.size()} cells; not null
 * @since 0.1
 */
public record Rows(List<String> columns, List<List<Object>> rows) {
    public Rows {
        columns = List.copyOf(columns);
        List<List<Object>> copy = new ArrayList<>(rows.size());
        for (List<Object> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException("Rows: a row has " + row.size() + " cells for " + columns.size() + " columns");
            }
            copy.add(Collections.unmodifiableList(new ArrayList<>(row)));
        }
        rows = Collections.unmodifiableList(copy);
    }

    /**
     * @param table a result from the executor or the reference runner; not null
     * @return its column labels and rows
     */
    public static Rows of(ResultTable table) {
        return new Rows(table.columns().stream().map(ResultColumn::name).toList(), table.rows());
    }

    /** @return the number of rows */
    public int size() {
        return rows.size();
    }
}
