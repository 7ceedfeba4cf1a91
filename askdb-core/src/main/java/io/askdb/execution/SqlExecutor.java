package io.askdb.execution;

import io.askdb.guard.ApprovedSql;

/**
 * Runs approved SQL on a read-only session with a timeout and a row cap.
 *
 * @since 0.1
 */
public interface SqlExecutor {
    /**
     * Runs the statement and reads at most the row cap. When the row cap cut the result, an
     * executor that can count runs {@link ApprovedSql#countSql()} (the only count it may run: the
     * guard wrote it) in the same read-only session and within what is left of the same timeout,
     * and sets {@link ResultTable#totalRowCount()}; when the count fails or runs out of time the
     * total stays null and the result is returned all the same.
     *
     * @param sql    a statement the guard approved; not null
     * @param limits timeout and row cap; the smaller of this cap and the approved cap applies
     * @return the result table, with {@link ResultTable#truncatedBy()} saying which cap cut it
     * @throws ExecutionException when the database rejects the statement or it times out
     *         (repairable), and {@link io.askdb.error.AskdbException} when the database is unreachable
     */
    ResultTable run(ApprovedSql sql, ExecutionLimits limits);
}
