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
}
