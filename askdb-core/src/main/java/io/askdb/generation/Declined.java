package io.askdb.generation;

import java.util.List;

/**
 * The generator cannot answer the question and says so instead of guessing.
 *
 * @param reason      why, written for the user; not blank
 * @param suggestions rephrasings it could answer, or other next steps; possibly empty
 * @param usage       model calls and tokens spent
 * @param refused     true when the question asks for something askdb never does (change data):
 *                    reported as refused (CLI exit 3), not as unanswerable
 * @since 0.1
 */
public record Declined(String reason, List<String> suggestions, Usage usage, boolean refused) implements Generation {
    public Declined {
        if (reason == null || reason.isBlank()) throw new IllegalArgumentException("Declined.reason must not be blank");
        suggestions = suggestions == null ? List.of() : List.copyOf(suggestions);
        usage = usage == null ? Usage.NONE : usage;
    }

    /** A decline because the question cannot be answered from the data. */
    public Declined(String reason, List<String> suggestions, Usage usage) {
        this(reason, suggestions, usage, false);
    }

    /** A refusal of a question that asks to change data: askdb only reads. */
    public static Declined refusal(String reason) {
        return new Declined(reason, List.of(), Usage.NONE, true);
    }
}
