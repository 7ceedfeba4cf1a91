package io.askdb.explanation;

import io.askdb.catalog.Catalog;
import io.askdb.critic.ResultProbe;
import io.askdb.execution.ResultTable;
import java.util.Optional;

/**
 * Step 10's one look at the data before an answer that found nothing is explained: when the SQL
 * filters a date column by a range, reads the column's first and last dates, so the explanation
 * can say why nothing matched ("the data ends on 2025-12-22"). The read goes through the probe,
 * that is through the same guard and access policy as the answer's own SQL: a column the caller
 * may not see is never read.
 *
 * @since 0.6
 */
@FunctionalInterface
public interface DataRangeReader {
    /** A reader that never reads: explanations stay as they are. */
    DataRangeReader NONE = (sql, result, catalog, probe) -> Optional.empty();

    /**
     * @param sql     the SQL that ran (without askdb's row cap); not blank
     * @param result  its result, which found nothing ({@link #nothingFound(ResultTable)}); not null
     * @param catalog the visible catalog; not null
     * @param probe   runs guarded read-only queries for this question's caller; not null
     * @return the filtered column's range, or empty when the SQL filters no date column by a range,
     *         the probe was refused or failed, or the values are not dates
     */
    Optional<DataRange> read(String sql, ResultTable result, Catalog catalog, ResultProbe probe);

    /**
     * @param result a result; not null
     * @return true for no rows (not cut before its first row), and for one row whose every cell is
     *         0 or NULL (an aggregate over no rows)
     */
    static boolean nothingFound(ResultTable result) {
        if (result.rowCount() == 0) return !result.truncated();
        if (result.rowCount() > 1 || result.columns().isEmpty()) return false;
        for (Object v : result.rows().get(0)) {
            if (v == null) continue;
            if (!(v instanceof Number n) || n.doubleValue() != 0) return false;
        }
        return true;
    }
}
