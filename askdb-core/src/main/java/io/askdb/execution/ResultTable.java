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
 * <p>When a cap cut the result, {@code truncatedBy} says which one, and {@code totalRowCount}
 * holds how many rows the statement returns without askdb's row cap when the executor could
 * count them (null when unknown: not counted, the count failed or ran out of time, or the byte
 * cap cut the result). When nothing was cut, the total is the row count.
 *
 * @param columns       the columns, in select-list order; not null
 * @param rows          the rows, each the same length as columns; at most the row cap
 * @param truncated     true when a cap cut the result (more rows existed); equal to
 *                      {@code truncatedBy != NONE}
 * @param elapsedMs     wall-clock milliseconds of execution and fetch
 * @param truncatedBy   which cap cut the result, {@link Truncation#NONE} when none did; not null
 * @param totalRowCount the rows the statement returns without the row cap; null when unknown;
 *                      when nothing was cut it is the row count (null becomes the row count),
 *                      when something was cut it is more than the row count
 * @since 0.1
 */
public record ResultTable(List<ResultColumn> columns, List<List<Object>> rows, boolean truncated, long elapsedMs,
                          Truncation truncatedBy, Long totalRowCount) {
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
        Objects.requireNonNull(truncatedBy, "ResultTable.truncatedBy");
        if (truncated != (truncatedBy != Truncation.NONE)) {
            throw new IllegalArgumentException("ResultTable.truncatedBy must be NONE exactly when truncated is false, was "
                    + truncatedBy + " with truncated " + truncated);
        }
        if (!truncated && totalRowCount == null) totalRowCount = (long) rows.size();
        if (!truncated && totalRowCount != rows.size()) {
            throw new IllegalArgumentException("ResultTable.totalRowCount must equal the row count " + rows.size()
                    + " when nothing was cut, was " + totalRowCount);
        }
        if (truncated && totalRowCount != null && totalRowCount <= rows.size()) {
            throw new IllegalArgumentException("ResultTable.totalRowCount must be more than the row count " + rows.size()
                    + " when " + truncatedBy + " cut the result, was " + totalRowCount);
        }
    }

    /**
     * A result without a counted total, as before truncation causes were recorded: a truncated
     * result counts as cut by the row cap.
     *
     * @param columns   the columns; not null
     * @param rows      the rows; not null
     * @param truncated true when the row cap cut the result
     * @param elapsedMs wall-clock milliseconds, at least 0
     */
    public ResultTable(List<ResultColumn> columns, List<List<Object>> rows, boolean truncated, long elapsedMs) {
        this(columns, rows, truncated, elapsedMs, truncated ? Truncation.ROW_CAP : Truncation.NONE, null);
    }

    /**
     * @param columns     the columns; not null
     * @param rows        the rows; not null
     * @param truncatedBy which cap cut the result, or NONE; not null
     * @param elapsedMs   wall-clock milliseconds, at least 0
     * @return a result whose total is unknown when cut (the row count otherwise)
     * @since 0.5
     */
    public static ResultTable of(List<ResultColumn> columns, List<List<Object>> rows, Truncation truncatedBy, long elapsedMs) {
        Objects.requireNonNull(truncatedBy, "ResultTable.truncatedBy");
        return new ResultTable(columns, rows, truncatedBy != Truncation.NONE, elapsedMs, truncatedBy, null);
    }

    /**
     * @param total the rows the statement returns without the row cap, more than the row count, or
     *              null when unknown; ignored (the row count stays) when nothing was cut
     * @return this result with that total
     * @since 0.5
     */
    public ResultTable withTotalRowCount(Long total) {
        if (!truncated) return this;
        return new ResultTable(columns, rows, true, elapsedMs, truncatedBy, total);
    }

    /**
     * A result a cap cut before its first row (a first row whose cells alone are over the byte cap):
     * no row is held, yet the query found rows, so the result is not empty (issue 16).
     *
     * @return true when no row is held and a cap cut the result
     * @since 0.5
     */
    public boolean cutBeforeFirstRow() {
        return rows.isEmpty() && truncated;
    }

    /** @return the number of rows held (after the cap) */
    public int rowCount() {
        return rows.size();
    }
}
