package io.askdb.jdbc;

import io.askdb.dialect.Dialect;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.execution.SqlExecutor;
import io.askdb.execution.Truncation;
import io.askdb.guard.ApprovedSql;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Runs approved SQL over JDBC on a read-only, time-bounded transaction that is always rolled
 * back (see {@link ReadOnlyConnectionSource} for what each engine enforces when opening). The row
 * cap is the smaller of {@link ApprovedSql#rowCap()} and {@link ExecutionLimits#maxRows()}; the
 * driver is asked for at most cap + 1 rows ({@link Statement#setMaxRows}) with a fetch size that
 * makes it stream, and reading stops at cap + 1, the extra row only setting
 * {@link ResultTable#truncated()} ({@link Truncation#ROW_CAP}). A result the row cap cut is then
 * counted with the guard's {@link ApprovedSql#countSql()} on the same connection and read-only
 * session, within what is left of the timeout ({@link TotalRowCounter}: a failed count leaves the
 * total unknown). The timeout is set both with {@link Statement#setQueryTimeout}
 * and the engine's own setting, and a watchdog cancels the statement when it outlives the timeout
 * (for drivers that ignore the JDBC timeout while a query runs). A result also stops, marked
 * truncated ({@link Truncation#BYTE_CAP}, total unknown), before the row that would take it past
 * {@link ExecutorOptions#maxResultBytes()}; and
 * at most {@link ExecutorOptions#maxConcurrent()} statements run at once, a further one waiting up
 * to {@link ExecutorOptions#busyWait()} and then failing with {@code DATABASE_UNAVAILABLE} ("busy").
 * Every statement opens its own connection, so a connection the server dropped is never reused.
 * Cells are mapped to JSON-safe values as documented on
 * {@link ResultTable}.
 *
 * @since 0.1
 */
public final class JdbcSqlExecutor implements SqlExecutor {
    private static final int MAX_FETCH_SIZE = 500;

    private final ConnectionSource connections;
    private final Dialect dialect;
    private final CellValues cells;
    private final StatementWatchdog watchdog = new StatementWatchdog();
    private final TotalRowCounter counter = new TotalRowCounter(watchdog);
    private final ExecutorOptions options;
    private final java.util.concurrent.Semaphore slots;

    /**
     * @param connections where connections come from; use {@link ReadOnlyConnectionSource} so the
     *                    database itself refuses writes; not null
     * @param dialect     the database's dialect; statements approved for another dialect are
     *                    refused with {@link IllegalArgumentException}; not null
     */
    public JdbcSqlExecutor(ConnectionSource connections, Dialect dialect) {
        this(connections, dialect, ExecutorOptions.DEFAULTS);
    }

    /**
     * @param connections where connections come from, as above; not null
     * @param dialect     the database's dialect; not null
     * @param options     result byte cap and concurrency bound; not null
     */
    public JdbcSqlExecutor(ConnectionSource connections, Dialect dialect, ExecutorOptions options) {
        this.connections = Objects.requireNonNull(connections, "connections");
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.options = Objects.requireNonNull(options, "options");
        this.cells = new CellValues(dialect);
        this.slots = new java.util.concurrent.Semaphore(options.maxConcurrent(), true);
    }

    /**
     * Convenience for a read-only source, taking its dialect.
     *
     * @param source the read-only connection source; not null
     */
    public JdbcSqlExecutor(ReadOnlyConnectionSource source) {
        this(source, source.dialect());
    }

    @Override
    public ResultTable run(ApprovedSql sql, ExecutionLimits limits) {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(limits, "limits");
        if (sql.dialect() != dialect) {
            throw new IllegalArgumentException("The statement was approved for " + sql.dialect().displayName()
                    + " but this executor runs " + dialect.displayName() + "; check it again for " + dialect.displayName() + ".");
        }
        return execute(sql.sql(), sql::countSql, Math.min(sql.rowCap(), limits.maxRows()), limits);
    }

    /**
     * Runs one statement in a read-only session with the timeout and cap. Callers are this class
     * (for guard-approved SQL) and {@link ReferenceQueryRunner} (for benchmark gold SQL only).
     */
    ResultTable execute(String statement, int cap, ExecutionLimits limits) {
        return execute(statement, Optional::empty, cap, limits);
    }

    private ResultTable execute(String statement, Supplier<Optional<String>> count, int cap, ExecutionLimits limits) {
        long started = System.nanoTime();
        acquireSlot();
        try {
            return executeInSlot(statement, count, cap, limits, started);
        } finally {
            slots.release();
        }
    }

    /**
     * @throws io.askdb.error.AskdbException DATABASE_UNAVAILABLE when every slot stays taken past the busy wait
     */
    private void acquireSlot() {
        boolean acquired;
        try {
            acquired = slots.tryAcquire(options.busyWait().toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            acquired = false;
        }
        if (!acquired) {
            throw new io.askdb.error.AskdbException(io.askdb.error.ErrorCode.DATABASE_UNAVAILABLE, "The "
                    + dialect.displayName() + " database is busy: " + options.maxConcurrent() + " queries from askdb are"
                    + " already running on it and none finished within " + options.busyWait().toMillis() + " ms. Ask again in"
                    + " a moment, or raise askdb.max-concurrent-queries (ASKDB_MAX_CONCURRENT_QUERIES).");
        }
    }

    private ResultTable executeInSlot(String statement, Supplier<Optional<String>> count, int cap, ExecutionLimits limits,
                                      long started) {
        Connection connection;
        try {
            connection = connections.open();
        } catch (SQLException e) {
            throw DatabaseErrors.unavailable("the " + dialect.displayName() + " database", e);
        }
        try (connection) {
            long began = System.nanoTime();
            ReadOnlySession.begin(connection, dialect, limits.timeout());
            try {
                ResultTable table = query(connection, statement, cap, limits, started);
                if (table.truncatedBy() != Truncation.ROW_CAP) return table;
                Duration left = limits.timeout().minusNanos(System.nanoTime() - began);
                return table.withTotalRowCount(count.get()
                        .map(sql -> counter.count(connection, sql, table.rowCount(), left)).orElse(null));
            } finally {
                ReadOnlySession.end(connection);
            }
        } catch (SQLException e) {
            throw DatabaseErrors.ofStatement(e);
        }
    }

    private ResultTable query(Connection connection, String statement, int cap, ExecutionLimits limits, long started)
            throws SQLException {
        try (Statement st = connection.createStatement()) {
            prepare(st, cap, limits);
            try (StatementWatchdog.Watch watch = watchdog.watch(st, limits.timeout())) {
                try (ResultSet rs = st.executeQuery(statement)) {
                    return read(rs, cap, started);
                } catch (SQLException e) {
                    if (!watch.fired()) throw e;
                    throw new ExecutionException("The statement was cancelled after the " + limits.timeout().toSeconds()
                            + " s timeout (" + DatabaseErrors.message(e) + ")", e.getSQLState(), true, e);
                }
            }
        }
    }

    private void prepare(Statement st, int cap, ExecutionLimits limits) throws SQLException {
        st.setQueryTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, limits.timeout().toSeconds())));
        st.setMaxRows(cap == Integer.MAX_VALUE ? 0 : cap + 1);
        // MySQL Connector/J streams row by row only with Integer.MIN_VALUE (Connector/J docs, "ResultSet").
        st.setFetchSize(dialect == Dialect.MYSQL ? Integer.MIN_VALUE : Math.min(cap + 1, MAX_FETCH_SIZE));
    }

    private ResultTable read(ResultSet rs, int cap, long started) throws SQLException {
        ResultSetMetaData meta = rs.getMetaData();
        int n = meta.getColumnCount();
        List<ResultColumn> columns = new ArrayList<>(n);
        for (int i = 1; i <= n; i++) {
            columns.add(new ResultColumn(meta.getColumnLabel(i), meta.getColumnTypeName(i), meta.getColumnType(i)));
        }
        List<List<Object>> rows = new ArrayList<>();
        Truncation truncated = Truncation.NONE;
        long bytes = 0;
        while (rs.next()) {
            if (rows.size() == cap) {
                truncated = Truncation.ROW_CAP;
                break;
            }
            List<Object> row = new ArrayList<>(n);
            long rowBytes = 0;
            for (int i = 1; i <= n; i++) {
                ResultColumn c = columns.get(i - 1);
                Object value = cells.read(rs, i, c.jdbcType(), c.typeName());
                rowBytes += CellBytes.of(value);
                row.add(value);
            }
            if (bytes + rowBytes > options.maxResultBytes()) {
                truncated = Truncation.BYTE_CAP;
                break;
            }
            bytes += rowBytes;
            rows.add(row);
        }
        long elapsedMs = (System.nanoTime() - started) / 1_000_000;
        return ResultTable.of(columns, rows, truncated, elapsedMs);
    }
}
