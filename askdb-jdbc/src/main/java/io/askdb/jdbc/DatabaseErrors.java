package io.askdb.jdbc;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.execution.ExecutionException;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.Locale;

/**
 * Turns driver exceptions into askdb's: statement failures into {@link ExecutionException}
 * (the database's own text, trimmed of driver prefixes, with SQLSTATE and a timeout flag), and
 * connection failures into {@link AskdbException} with {@code DATABASE_UNAVAILABLE}.
 *
 * <p>Timeouts are recognised by {@link SQLTimeoutException}, SQLSTATE 57014 ("query_canceled",
 * PostgreSQL and H2), SQLite result code 9 ({@code SQLITE_INTERRUPT}), MySQL error 3024
 * ({@code ER_QUERY_TIMEOUT}) and DuckDB's "INTERRUPT Error".
 */
final class DatabaseErrors {
    private static final int SQLITE_INTERRUPT = 9;
    /** SQLite result codes SQLITE_CORRUPT and SQLITE_NOTADB (sqlite.org/rescode.html). */
    private static final int SQLITE_CORRUPT = 11;
    private static final int SQLITE_NOTADB = 26;
    private static final int MYSQL_QUERY_TIMEOUT = 3024;

    private DatabaseErrors() {
    }

    static RuntimeException ofStatement(SQLException e) {
        if (isConnectionFailure(e)) return unavailable("the database", e);
        return new ExecutionException(message(e), e.getSQLState(), isTimeout(e), e);
    }

    static AskdbException unavailable(String where, SQLException e) {
        if (e.getErrorCode() == SQLITE_NOTADB || e.getErrorCode() == SQLITE_CORRUPT) {
            return new AskdbException(ErrorCode.CONFIGURATION, "The file given by --db is not a SQLite database ("
                    + message(e) + "). Point --db at a SQLite file (.sqlite, .db), a DuckDB file (.duckdb) or a JDBC URL.", e);
        }
        if (e.getSQLState() != null && e.getSQLState().startsWith("57P0")) {
            return new AskdbException(ErrorCode.DATABASE_UNAVAILABLE, "The connection to " + where + " was closed by the"
                    + " server while the query ran: " + message(e) + " (SQLSTATE " + e.getSQLState() + "). Nothing was"
                    + " changed; ask again: askdb opens a new connection for the next query.", e);
        }
        return new AskdbException(ErrorCode.DATABASE_UNAVAILABLE, "Could not use " + where + ": "
                + message(e) + (e.getSQLState() == null ? "" : " (SQLSTATE " + e.getSQLState() + ")")
                + ". Check that the database is running and reachable, and that --db and the credentials are right.", e);
    }

    /**
     * Class 08 (connection exception), 28 (invalid authorization), and PostgreSQL's 57P01
     * admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown and 57P03 cannot_connect_now
     * (PostgreSQL "Appendix A. Error Codes"): the connection is gone, so repairing the SQL cannot help.
     */
    static boolean isConnectionFailure(SQLException e) {
        String state = e.getSQLState();
        return state != null && (state.startsWith("08") || state.startsWith("28") || state.startsWith("57P0"));
    }

    static boolean isTimeout(SQLException e) {
        if (e instanceof SQLTimeoutException || "57014".equals(e.getSQLState())) return true;
        String text = String.valueOf(e.getMessage());
        if (text.startsWith("[SQLITE_INTERRUPT]") || e.getErrorCode() == SQLITE_INTERRUPT && text.startsWith("[SQLITE")) {
            return true;
        }
        return e.getErrorCode() == MYSQL_QUERY_TIMEOUT || text.startsWith("INTERRUPT Error");
    }

    /** The driver's message without noisy prefixes and echoed SQL. */
    static String message(SQLException e) {
        String text = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().strip();
        if (text.startsWith("ERROR: ")) text = text.substring("ERROR: ".length());
        if (text.startsWith("[SQLITE_")) {
            int open = text.indexOf('(');
            if (open > 0 && text.endsWith(")")) text = text.substring(open + 1, text.length() - 1);
        }
        int echoed = text.toLowerCase(Locale.ROOT).indexOf("; sql statement:");
        if (echoed > 0) text = text.substring(0, echoed);
        if (text.startsWith("java.sql.SQLException: ")) text = text.substring("java.sql.SQLException: ".length());
        return text.strip();
    }
}
