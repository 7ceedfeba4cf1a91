package io.askdb.sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs an approved statement on a plain writable, autocommit connection (no read-only mode, no
 * rollback), so that only the guard stands between the statement and the data: reads at most
 * {@code cap + 1} rows and cancels the statement after {@link #TIMEOUT_MS}.
 */
final class DirectRun {
    static final long TIMEOUT_MS = 2000;
    private static final ScheduledExecutorService CANCELLER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "fuzz-cancel");
        t.setDaemon(true);
        return t;
    });

    private DirectRun() {
    }

    /** @return the number of rows read, or -1 when the statement failed (an error is not a change) */
    static int run(Connection db, String sql, int cap) {
        try (Statement st = db.createStatement()) {
            st.setMaxRows(cap + 1);
            ScheduledFuture<?> cancel = CANCELLER.schedule(() -> cancel(st), TIMEOUT_MS, TimeUnit.MILLISECONDS);
            try {
                int n = 0;
                if (st.execute(sql)) {
                    try (ResultSet rs = st.getResultSet()) {
                        while (n <= cap && rs.next()) n++;
                    }
                }
                return n;
            } finally {
                cancel.cancel(false);
            }
        } catch (SQLException | RuntimeException e) {
            return -1;
        }
    }

    private static void cancel(Statement st) {
        try {
            st.cancel();
        } catch (SQLException e) {
            // the statement has finished meanwhile
        }
    }
}
