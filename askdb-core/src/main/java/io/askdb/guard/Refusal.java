package io.askdb.guard;

/**
 * The guard refused a statement. An expected outcome, not a fault.
 *
 * @param rule     a stable identifier of the rule that refused, e.g. "multiple-statements",
 *                 "not-a-query", "function-not-allowed", "unknown-table", "unparsable"
 * @param kind     whether the statement is unsafe (never repaired) or only invalid (repairable)
 * @param message  what was refused and why, written for the user; not blank
 * @param position 0-based character offset in the SQL the refusal points at, or -1
 * @since 0.1
 */
public record Refusal(String rule, Kind kind, String message, int position) implements GuardResult {

    /** Why a statement was refused. */
    public enum Kind {
        /** It writes, reads files, changes settings or hides a second statement: never run, never repaired. */
        SAFETY,
        /** It is not valid here (unknown table, unparsable, function unknown to the allow-list): a repair may fix it. */
        VALIDITY
    }

    public Refusal {
        if (rule == null || rule.isBlank()) throw new IllegalArgumentException("Refusal.rule must not be blank");
        if (kind == null) throw new IllegalArgumentException("Refusal.kind must not be null");
        if (message == null || message.isBlank()) throw new IllegalArgumentException("Refusal.message must not be blank");
        if (position < -1) throw new IllegalArgumentException("Refusal.position must be >= -1");
    }

    /** A safety refusal that points at no position. */
    public static Refusal safety(String rule, String message) {
        return new Refusal(rule, Kind.SAFETY, message, -1);
    }

    /** A validity refusal that points at no position. */
    public static Refusal validity(String rule, String message) {
        return new Refusal(rule, Kind.VALIDITY, message, -1);
    }

    @Override
    public String toString() {
        return rule + ": " + message;
    }
}
