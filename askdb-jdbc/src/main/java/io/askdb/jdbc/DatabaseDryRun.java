package io.askdb.jdbc;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.validation.DryRun;
import io.askdb.validation.QueryShape;
import io.askdb.validation.Validation;
import io.askdb.validation.Violation;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Asks the database whether approved SQL would run, without running it, on the same read-only,
 * time-bounded session the executor uses ({@link ReadOnlySession}, rolled back afterwards):
 * <ul>
 *   <li>SQLite: {@code EXPLAIN <sql>} compiles the statement to bytecode and lists it without
 *       stepping it (sqlite.org "EXPLAIN"); unknown functions, wrong argument counts and unknown
 *       names fail at compile time.</li>
 *   <li>PostgreSQL: {@code EXPLAIN <sql>} (never ANALYZE) parses, binds and plans: type errors and
 *       unknown function signatures fail (PostgreSQL "EXPLAIN").</li>
 *   <li>DuckDB, H2, MySQL: {@code EXPLAIN <sql>}, which plans without executing.</li>
 *   <li>Any other database: {@link Connection#prepareStatement(String)} and its result metadata,
 *       which most drivers compile on the server.</li>
 * </ul>
 * A statement the database rejects becomes one {@link Violation.Kind#DRY_RUN} violation carrying
 * the database's own message (trimmed by {@link DatabaseErrors#message}). A dry run that times out
 * proves nothing either way and is reported valid; the executor applies its own timeout. The
 * statement checked is {@link ApprovedSql#sql()}, the text that will run. Thread-safe.
 *
 * @since 0.2
 */
public final class DatabaseDryRun implements DryRun {
    private static final String EXPLAIN = "EXPLAIN ";
    private static final Pattern PG_POSITION = Pattern.compile("\\s*Position: (\\d+)");
    private final ConnectionSource connections;
    private final Dialect dialect;
    private final Duration timeout;
    private final StatementWatchdog watchdog = new StatementWatchdog();

    /**
     * @param connections where connections come from; use {@link ReadOnlyConnectionSource}; not null
     * @param dialect     the database's dialect; statements approved for another dialect are
     *                    refused with {@link IllegalArgumentException}; not null
     * @param timeout     the longest a dry run may take, positive (e.g. {@code ExecutionLimits.timeout()})
     */
    public DatabaseDryRun(ConnectionSource connections, Dialect dialect, Duration timeout) {
        this.connections = Objects.requireNonNull(connections, "connections");
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.timeout = Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) throw new IllegalArgumentException("timeout must be positive, was " + timeout);
    }

    /**
     * Convenience for a read-only source, taking its dialect.
     *
     * @param source  the read-only connection source; not null
     * @param timeout the longest a dry run may take, positive
     */
    public DatabaseDryRun(ReadOnlyConnectionSource source, Duration timeout) {
        this(source, source.dialect(), timeout);
    }

    /** @throws io.askdb.error.AskdbException with {@code DATABASE_UNAVAILABLE} when the database cannot be opened */
    @Override
    public Validation check(ApprovedSql sql) {
        Objects.requireNonNull(sql, "sql");
        if (sql.dialect() != dialect) {
            throw new IllegalArgumentException("The statement was approved for " + sql.dialect().displayName()
                    + " but this dry run checks " + dialect.displayName() + "; check it again for " + dialect.displayName() + ".");
        }
        Connection connection;
        try {
            connection = connections.open();
        } catch (SQLException e) {
            throw DatabaseErrors.unavailable("the " + dialect.displayName() + " database", e);
        }
        try (connection) {
            ReadOnlySession.begin(connection, dialect, timeout);
            try {
                return compile(connection, sql.sql());
            } finally {
                ReadOnlySession.end(connection);
            }
        } catch (SQLException e) {
            if (DatabaseErrors.isConnectionFailure(e)) throw DatabaseErrors.unavailable("the " + dialect.displayName() + " database", e);
            if (DatabaseErrors.isTimeout(e)) return new Validation.Valid(QueryShape.UNKNOWN);
            return rejected(e, sql.sql());
        }
    }

    private Validation compile(Connection connection, String sql) throws SQLException {
        if (dialect == Dialect.GENERIC) {
            try (PreparedStatement ps = connection.prepareStatement(sql)) {
                ps.getMetaData();
            }
            return new Validation.Valid(QueryShape.UNKNOWN);
        }
        try (Statement st = connection.createStatement();
             StatementWatchdog.Watch watch = watchdog.watch(st, timeout)) {
            st.setQueryTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toSeconds())));
            try (ResultSet rs = st.executeQuery(EXPLAIN + sql)) {
                while (rs.next()) {
                    // the plan itself is not needed; reading it lets lazy drivers report planning errors
                }
            } catch (SQLException e) {
                if (watch.fired()) return new Validation.Valid(QueryShape.UNKNOWN);
                throw e;
            }
        }
        return new Validation.Valid(QueryShape.UNKNOWN);
    }

    /**
     * One violation with the database's message, shown against the SQL as given: an echoed
     * {@code EXPLAIN } prefix is removed and PostgreSQL's 1-based "Position: n" is shifted back
     * by the prefix and becomes the violation's 0-based position.
     */
    private Validation rejected(SQLException e, String sql) {
        String text = DatabaseErrors.message(e).replace(EXPLAIN + sql, sql).replace("\"" + EXPLAIN, "\"");
        int position = -1;
        Matcher m = PG_POSITION.matcher(text);
        if (m.find()) {
            position = Math.max(0, Integer.parseInt(m.group(1)) - EXPLAIN.length() - 1);
            text = text.substring(0, m.start()) + " at character " + (position + 1) + " of the SQL" + text.substring(m.end());
        }
        String state = e.getSQLState() == null ? "" : " (SQLSTATE " + e.getSQLState() + ")";
        return new Validation.Invalid(List.of(new Violation(Violation.Kind.DRY_RUN, "", "The " + dialect.displayName()
                + " database rejected the SQL without running it: " + text + state
                + ". Fix the statement so that the database accepts it.", "", position)));
    }
}
