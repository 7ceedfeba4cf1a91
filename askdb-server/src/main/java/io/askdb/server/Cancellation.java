package io.askdb.server;

import io.askdb.CancelSignal;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The cancel switch of one question in flight: statements opened for it register here, and
 * {@link #cancel()} calls {@link Statement#cancel()} on each (SQLite interrupts the query,
 * PostgreSQL sends a cancel request, H2 and DuckDB stop at their next check), and refuses any
 * statement opened afterwards. The switch is bound to the thread that answers the question
 * ({@link #bind()}), because askdb's executor opens its statements on that thread.
 *
 * <p>It is also the question's {@link CancelSignal}: the agent reads it before every step, so a
 * cancel that arrives while the model or the planner works stops the question before anything
 * else runs, and the question ends with {@link io.askdb.error.ErrorCode#CANCELLED}, not as a timeout.
 */
final class Cancellation implements CancelSignal {
    private static final ThreadLocal<Cancellation> CURRENT = new ThreadLocal<>();

    private final List<Statement> open = new ArrayList<>();
    private boolean cancelled;

    /** Binds this switch to the calling thread until {@link #unbind()}. */
    void bind() {
        CURRENT.set(this);
    }

    void unbind() {
        CURRENT.remove();
    }

    /** @return the switch of the question the calling thread answers, or null */
    static Cancellation current() {
        return CURRENT.get();
    }

    /** Cancels every open statement and any opened later. */
    void cancel() {
        List<Statement> toCancel;
        synchronized (this) {
            cancelled = true;
            toCancel = List.copyOf(open);
        }
        for (Statement s : toCancel) {
            try {
                s.cancel();
            } catch (SQLException | RuntimeException ignored) {
                // the statement ended on its own or its connection closed; nothing is left to stop
            }
        }
    }

    /** @return true once {@link #cancel()} was called */
    @Override
    public synchronized boolean cancelled() {
        return cancelled;
    }

    /** @throws SQLException when the question was already cancelled */
    synchronized void opened(Statement s) throws SQLException {
        if (cancelled) {
            s.close();
            throw new SQLException("The question was cancelled by the client before this statement started.", "57014");
        }
        open.add(s);
    }

    synchronized void closed(Statement s) {
        open.remove(s);
    }
}
