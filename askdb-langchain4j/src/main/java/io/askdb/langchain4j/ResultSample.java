package io.askdb.langchain4j;

import io.askdb.execution.ResultTable;
import io.askdb.prompt.DataBlock;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Renders the first rows of a result for a model (the critic, the explainer): a sentence saying
 * how many rows there are, whether the row cap cut the result and how many are shown, and the
 * rows themselves as a {@link DataBlock} with a header of column names and one line per row,
 * cells separated by " | ", NULL written as NULL, long text cut.
 */
final class ResultSample {
    /** The most rows a model sees. */
    static final int MAX_ROWS = 20;
    static final int MAX_CELL_CHARS = 80;

    private ResultSample() {
    }

    /** @return e.g. "134 rows returned; the first 20 are shown below." or "no rows: the result is empty." */
    static String summary(ResultTable result) {
        int n = result.rowCount();
        if (result.cutBeforeFirstRow()) return "no row shown: a cap cut the result before its first row, so rows exist and the result is not empty.";
        if (n == 0) return "no rows: the result is empty.";
        String count = !result.truncated() ? n + (n == 1 ? " row returned" : " rows returned")
                : result.truncatedBy() == io.askdb.execution.Truncation.BYTE_CAP
                ? "the size cap cut the result at " + n + " rows (more rows exist)"
                : result.totalRowCount() != null && result.totalRowCount() > n
                ? "the row cap cut the result at " + n + " of " + result.totalRowCount() + " rows"
                : "the row cap cut the result at " + n + " rows (more rows exist)";
        String shown = n <= MAX_ROWS ? (n == 1 ? "it is shown below." : "all are shown below.")
                : "the first " + MAX_ROWS + " are shown below.";
        return count + "; " + shown;
    }

    /** @return the header and at most {@value #MAX_ROWS} rows in a data block, or empty for no rows */
    static String rows(ResultTable result) {
        if (result.rowCount() == 0) return "";
        List<String> lines = new ArrayList<>();
        lines.add(result.columns().stream().map(c -> cell(c.name())).collect(Collectors.joining(" | ")));
        for (List<Object> row : result.rows().subList(0, Math.min(MAX_ROWS, result.rowCount()))) {
            lines.add(row.stream().map(ResultSample::cell).collect(Collectors.joining(" | ")));
        }
        return DataBlock.block(String.join("\n", lines));
    }

    private static String cell(Object value) {
        if (value == null) return "NULL";
        if (value instanceof BigDecimal) return ((BigDecimal) value).toPlainString();
        return DataBlock.flat(String.valueOf(value), MAX_CELL_CHARS);
    }
}
