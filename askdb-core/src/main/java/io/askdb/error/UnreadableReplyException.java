package io.askdb.error;

/**
 * The model answered, but its reply was not the JSON object askdb asked for, even when asked once
 * more (cut off mid-way, malformed, or without the "sql" field). Its code is
 * {@link ErrorCode#MODEL_UNAVAILABLE} (exit code 1), as for any model failure; the distinct type
 * tells a caller that runs many questions (an evaluation) that this is a fault of one question's
 * reply, not of the model's reachability, so the next question may still be asked.
 *
 * @since 0.6
 */
public class UnreadableReplyException extends AskdbException {
    /**
     * @param message the user-facing message: what was wrong with the replies and what to do; not null
     */
    public UnreadableReplyException(String message) {
        super(ErrorCode.MODEL_UNAVAILABLE, message);
    }
}
