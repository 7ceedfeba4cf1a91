package io.askdb.execution;

import io.askdb.guard.ApprovedSql;

/**
 * Runs approved SQL on a read-only session with a timeout and a row cap.
 *
 * @since 0.1
 */
public interface SqlExecutor {
    /**
     * @param sql    a statement the guard approved; not null
     * @param limits timeout and row cap; the smaller of this cap and the approved cap applies
     * @return the result table
     * @throws ExecutionException when the database rejects the statement or it times out
     *         (repairable), and {@link io.askdb.error.AskdbException} when the database is unreachable
     */
    ResultTable run(ApprovedSql sql, ExecutionLimits limits);
}
