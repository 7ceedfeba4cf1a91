package io.askdb;

import java.util.Locale;

/**
 * The outcome of a question, as named in the JSON contract (shared/design.md): answered,
 * refused, unanswerable, clarification_needed, failed.
 *
 * @since 0.1
 */
public enum Status {
    /** SQL ran and its rows answer the question. CLI exit 0. */
    ANSWERED(0),
    /** The guard or a policy refused the SQL or the request. CLI exit 3. */
    REFUSED(3),
    /** The generator could not map the question to the data. CLI exit 4. */
    UNANSWERABLE(4),
    /** The question is ambiguous; askdb asks instead of guessing. CLI exit 4. */
    CLARIFICATION_NEEDED(4),
    /** The SQL kept failing after repairs, or a fault stopped the question. CLI exit 4 (1 for faults). */
    FAILED(4);

    private final int exitCode;

    Status(int exitCode) {
        this.exitCode = exitCode;
    }

    /** @return the CLI exit code for this status */
    public int exitCode() {
        return exitCode;
    }

    /** @return the wire name, e.g. "clarification_needed" */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @param wire a wire name such as "answered"
     * @return the status
     * @throws IllegalArgumentException when unknown
     */
    public static Status fromWireName(String wire) {
        return valueOf(wire.toUpperCase(Locale.ROOT));
    }
}
