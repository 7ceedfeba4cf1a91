package io.askdb.trace;

/**
 * Receives each step of a question as it ends, for streaming progress (the HTTP API's server-sent
 * events, the CLI's {@code --verbose}). Called on the thread that answers the question; must not
 * block for long and must not throw.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface StepListener {
    /** A listener that ignores every step. */
    StepListener NONE = step -> { };

    /** @param step the step that just ended; not null */
    void stepEnded(TraceStep step);
}
