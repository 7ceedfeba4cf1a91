package io.askdb.jdbc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

/**
 * Counts the rows of a result the row cap cut (case C25: "the first 100 of 200,000 rows"), with
 * the guard's count statement, on the connection and read-only session the result was read in,
 * within what is left of the statement timeout. The count is a courtesy: any failure (a database
 * error, the timeout, a driver fault, a count not above the rows shown because the data changed
 * in between) gives null, an unknown total, and never fails the question.
 */
final class TotalRowCounter {
    /** JDBC query timeouts are whole seconds: with less left, the count is not started. */
    private static final Duration LEAST = Duration.ofSeconds(1);

    private final StatementWatchdog watchdog;

    TotalRowCounter(StatementWatchdog watchdog) {
        this.watchdog = watchdog;
    }

    /**
     * @param connection the open connection, inside the read-only session of the cut result
     * @param countSql   the guard's count statement ({@link io.askdb.guard.ApprovedSql#countSql()})
     * @param shown      the rows the cut result holds
     * @param left       the time left of the statement timeout
     * @return the total, more than {@code shown}; or null when unknown
     */
    Long count(Connection connection, String countSql, int shown, Duration left) {
        if (left.compareTo(LEAST) < 0) return null;
        try (Statement st = connection.createStatement()) {
            st.setQueryTimeout((int) Math.min(Integer.MAX_VALUE, left.toSeconds()));
            st.setMaxRows(1);
            try (StatementWatchdog.Watch watch = watchdog.watch(st, left); ResultSet rs = st.executeQuery(countSql)) {
                if (!rs.next()) return null;
                long total = rs.getLong(1);
                return rs.wasNull() || total <= shown ? null : total;
            }
        } catch (SQLException | RuntimeException e) {
            return null;
        }
    }
}
