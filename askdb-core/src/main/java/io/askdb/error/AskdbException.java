package io.askdb.error;

import java.util.Objects;

/**
 * The one unchecked exception for faults. Its message is written for the user: what went wrong,
 * where, and what to do. Expected outcomes (refusals, unanswerable questions) are never thrown.
 *
 * @since 0.1
 */
public class AskdbException extends RuntimeException {
    private final ErrorCode code;
    private volatile long historyId;

    /**
     * @param code    the stable code; not null
     * @param message the user-facing message; not null
     */
    public AskdbException(ErrorCode code, String message) {
        super(Objects.requireNonNull(message, "message"));
        this.code = Objects.requireNonNull(code, "code");
    }

    /**
     * @param code    the stable code; not null
     * @param message the user-facing message; not null
     * @param cause   the underlying fault, kept for --debug output
     */
    public AskdbException(ErrorCode code, String message, Throwable cause) {
        super(Objects.requireNonNull(message, "message"), cause);
        this.code = Objects.requireNonNull(code, "code");
    }

    /** @return the stable error code */
    public ErrorCode code() {
        return code;
    }

    /** @return the id of the history entry the failed question was recorded as, or 0 when it was not recorded */
    public long historyId() {
        return historyId;
    }

    /**
     * Notes the history entry the failed question was recorded as, so that a caller can report it.
     *
     * @param id the entry's id, at least 1
     */
    public void recordedAs(long id) {
        this.historyId = id;
    }
}
