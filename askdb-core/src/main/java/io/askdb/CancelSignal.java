package io.askdb;

/**
 * Tells the agent that whoever asked a question no longer wants the answer (a streaming client
 * closed its connection, a user pressed Ctrl-C). Pass one with
 * {@link TextToSql#ask(Question, io.askdb.trace.StepListener, CancelSignal)}.
 *
 * <p>The agent reads the signal before every step of the graph (so also before each repair) and
 * when a statement fails: once it reads {@code true}, no further step runs and the question ends
 * as a fault with {@link io.askdb.error.ErrorCode#CANCELLED}, recorded in history. A step already
 * running (a model call, a statement) is not interrupted by the signal itself; the caller stops a
 * running statement on its own side (the HTTP server calls {@code Statement.cancel()}), and a
 * statement that fails while the signal is set is reported as cancelled, never as a timeout.
 *
 * <p>Implementations are read from the thread that answers the question while another thread
 * sets them, so they must be thread-safe (a {@code volatile} field or an
 * {@link java.util.concurrent.atomic.AtomicBoolean}: {@code CancelSignal s = flag::get;}).
 *
 * @since 0.3
 */
@FunctionalInterface
public interface CancelSignal {
    /** A signal that never fires: the question runs to its end. */
    CancelSignal NEVER = () -> false;

    /** @return true once the question should stop; stays true afterwards */
    boolean cancelled();
}
