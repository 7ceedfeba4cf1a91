package io.askdb.jdbc;

import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

/**
 * Makes a connection's next transaction read-only and time-bounded at the database level, per
 * dialect, whatever the connection source did:
 * <ul>
 *   <li>PostgreSQL: {@code SET TRANSACTION READ ONLY} and {@code SET LOCAL statement_timeout}
 *       (PostgreSQL docs "SET TRANSACTION", "statement_timeout"), autocommit off so the driver
 *       streams with a cursor.</li>
 *   <li>MySQL: {@code SET SESSION TRANSACTION READ ONLY} and {@code SET SESSION max_execution_time}
 *       in milliseconds (MySQL 8 reference, "SET TRANSACTION", "max_execution_time"); MariaDB,
 *       which has no max_execution_time, gets {@code SET SESSION max_statement_time} in seconds
 *       instead (MariaDB knowledge base, "max_statement_time"), chosen by the server's product
 *       version. Tested live on MariaDB 10.11 (askdb-sql's MariaDB tests).</li>
 *   <li>SQLite: {@code PRAGMA query_only = ON} on top of the read-only open mode.</li>
 *   <li>H2, DuckDB, others: read-only hint where the driver accepts it; DuckDB is read-only from
 *       its open configuration.</li>
 * </ul>
 * Every statement runs in a transaction that is rolled back afterwards, never committed.
 */
final class ReadOnlySession {
    private ReadOnlySession() {
    }

    /** @return true when the server is MariaDB (its version string says so, e.g. "10.11.18-MariaDB-0+deb12u1") */
    private static boolean mariaDb(Connection connection) throws SQLException {
        String version = connection.getMetaData().getDatabaseProductVersion();
        return version != null && version.toLowerCase(java.util.Locale.ROOT).contains("mariadb");
    }

    static void begin(Connection connection, Dialect dialect, Duration timeout) throws SQLException {
        long millis = timeout.toMillis();
        if (dialect == Dialect.MYSQL) {
            run(connection, "SET SESSION TRANSACTION READ ONLY");
            if (mariaDb(connection)) {
                run(connection, "SET SESSION max_statement_time = " + java.math.BigDecimal.valueOf(millis, 3).toPlainString());
            } else {
                run(connection, "SET SESSION max_execution_time = " + millis);
            }
        }
        if (dialect == Dialect.SQLITE) {
            run(connection, "PRAGMA query_only = ON");
        }
        if (dialect == Dialect.POSTGRESQL || dialect == Dialect.H2 || dialect == Dialect.MYSQL
                || dialect == Dialect.GENERIC) {
            readOnlyHint(connection);
        }
        connection.setAutoCommit(false);
        if (dialect == Dialect.POSTGRESQL) {
            run(connection, "SET TRANSACTION READ ONLY");
            run(connection, "SET LOCAL statement_timeout = " + millis);
        }
    }

    static void end(Connection connection) {
        try {
            if (!connection.getAutoCommit()) connection.rollback();
        } catch (SQLException e) {
            // the connection is closed right after; a failed rollback leaves nothing committed
        }
    }

    private static void readOnlyHint(Connection connection) {
        try {
            connection.setReadOnly(true);
        } catch (SQLException e) {
            // some drivers refuse to change the flag on an open connection; the session statements still apply
        }
    }

    private static void run(Connection connection, String sql) throws SQLException {
        try (Statement st = connection.createStatement()) {
            st.execute(sql);
        }
    }
}
