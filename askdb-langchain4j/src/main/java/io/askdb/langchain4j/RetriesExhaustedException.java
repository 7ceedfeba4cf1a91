package io.askdb.langchain4j;

import java.time.Duration;

/**
 * A model call failed temporarily on every attempt {@link RetryingChatModel} was allowed. The
 * cause is the last failure, unchanged.
 *
 * @since 0.1
 */
public final class RetriesExhaustedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int attempts;
    private final transient Duration elapsed;

    /**
     * @param last     the last attempt's failure; not null
     * @param attempts calls made, at least 1
     * @param elapsed  time from the first call to the last failure
     */
    public RetriesExhaustedException(RuntimeException last, int attempts, Duration elapsed) {
        super("model call failed " + attempts + " time(s): " + last.getMessage(), last);
        this.attempts = attempts;
        this.elapsed = elapsed;
    }

    /** @return calls made, at least 1 */
    public int attempts() {
        return attempts;
    }

    /** @return time from the first call to the last failure */
    public Duration elapsed() {
        return elapsed;
    }

    /** @return the last attempt's failure */
    public RuntimeException last() {
        return (RuntimeException) getCause();
    }
}
