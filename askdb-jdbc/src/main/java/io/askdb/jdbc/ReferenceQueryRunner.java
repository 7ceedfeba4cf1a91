package io.askdb.jdbc;

import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import java.util.Objects;

/**
 * Runs a benchmark's gold SQL, the reference that predictions are scored against, in the same
 * read-only session, with the same timeout, cap and value mapping as {@link JdbcSqlExecutor}, so
 * gold and predicted results are comparable cell for cell.
 *
 * <p>Gold SQL does not pass the guard: it is the reference, not a candidate, and a guard that
 * refused it would corrupt the score. Use this class only for gold SQL from an evaluation
 * dataset; SQL from users or models must go through the guard and {@link JdbcSqlExecutor}. The
 * database's read-only session still refuses writes.
 *
 * @since 0.1
 */
public final class ReferenceQueryRunner {
    private final JdbcSqlExecutor executor;

    /**
     * @param source the read-only connection source; not null
     */
    public ReferenceQueryRunner(ReadOnlyConnectionSource source) {
        this.executor = new JdbcSqlExecutor(Objects.requireNonNull(source, "source"));
    }

    /**
     * Runs one gold statement.
     *
     * @param goldSql one SQL statement; not blank
     * @param limits  timeout and row cap
     * @return the rows, with {@code truncated} set when the cap cut them
     * @throws ExecutionException when the database rejects the statement or the timeout fires
     * @throws io.askdb.error.AskdbException when the database cannot be reached
     */
    public ResultTable run(String goldSql, ExecutionLimits limits) {
        if (goldSql == null || goldSql.isBlank()) throw new IllegalArgumentException("goldSql must not be blank");
        return executor.execute(goldSql, limits.maxRows(), Objects.requireNonNull(limits, "limits"));
    }
}
