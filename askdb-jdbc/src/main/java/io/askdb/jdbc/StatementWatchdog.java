package io.askdb.jdbc;

import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Cancels a statement that outlives its timeout, for drivers whose
 * {@link Statement#setQueryTimeout} does not interrupt a running query (sqlite-jdbc only uses
 * it as a busy timeout; its {@link Statement#cancel()} calls {@code sqlite3_interrupt}). One
 * daemon thread per executor, started on first use.
 */
final class StatementWatchdog {
    private ScheduledExecutorService scheduler;

    /** A running watch: close it when the statement ends; {@link #fired()} tells whether it cancelled. */
    static final class Watch implements AutoCloseable {
        private final AtomicBoolean fired = new AtomicBoolean();
        private ScheduledFuture<?> future;

        boolean fired() {
            return fired.get();
        }

        @Override
        public void close() {
            if (future != null) future.cancel(false);
        }
    }

    synchronized Watch watch(Statement statement, Duration timeout) {
        if (scheduler == null) {
            scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "askdb-statement-watchdog");
                t.setDaemon(true);
                return t;
            });
        }
        Watch watch = new Watch();
        watch.future = scheduler.schedule(() -> {
            watch.fired.set(true);
            try {
                statement.cancel();
            } catch (SQLException | RuntimeException e) {
                // the statement may have finished or closed meanwhile; nothing is left to cancel
            }
        }, timeout.toMillis(), TimeUnit.MILLISECONDS);
        return watch;
    }
}
