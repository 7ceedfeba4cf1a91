package io.askdb.generation;

/**
 * One SQL attempt for a question and what went wrong with it, if anything. Repair feeds the
 * failed attempts back to the generator; answers and history list every attempt.
 *
 * @param sql   the candidate SQL tried; not null
 * @param error the refusal or database error, or null when the attempt succeeded
 * @since 0.1
 */
public record Attempt(String sql, String error) {
    public Attempt {
        if (sql == null) throw new IllegalArgumentException("Attempt.sql must not be null");
    }

    /** @return true when this attempt failed */
    public boolean failed() {
        return error != null;
    }
}
