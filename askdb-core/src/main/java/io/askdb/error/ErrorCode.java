package io.askdb.error;

/**
 * Stable error codes for faults. Each maps to one CLI exit code (the contract in the README:
 * 0 answered, 1 internal fault, 2 bad input or configuration, 3 refused, 4 could not answer)
 * and, in later surfaces, to an HTTP status and an MCP error result.
 *
 * @since 0.1
 */
public enum ErrorCode {
    /** The user's input is malformed: empty question, bad flag value, bad SQL text. */
    BAD_INPUT(2),
    /** Configuration is missing or invalid: unknown provider, missing key, bad database path. */
    CONFIGURATION(2),
    /** The database cannot be reached or opened. */
    DATABASE_UNAVAILABLE(1),
    /** The database rejected or failed a statement in a way repair cannot fix. */
    DATABASE_ERROR(1),
    /** The language model could not be reached or failed. */
    MODEL_UNAVAILABLE(1),
    /** A bug or an unexpected state inside askdb. */
    INTERNAL(1),
    /**
     * The caller cancelled the question before it ended (its {@link io.askdb.CancelSignal} fired:
     * a streaming client closed the connection); no step ran after the cancel. Since 0.3.
     */
    CANCELLED(1);

    private final int exitCode;

    ErrorCode(int exitCode) {
        this.exitCode = exitCode;
    }

    /** @return the CLI exit code for this fault: 1 or 2 */
    public int exitCode() {
        return exitCode;
    }
}
