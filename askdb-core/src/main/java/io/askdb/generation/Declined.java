package io.askdb.generation;

import java.util.List;

/**
 * The generator cannot answer the question and says so instead of guessing.
 *
 * @param reason      why, written for the user; not blank
 * @param suggestions rephrasings it could answer, or other next steps; possibly empty
 * @param usage       model calls and tokens spent
 * @since 0.1
 */
public record Declined(String reason, List<String> suggestions, Usage usage) implements Generation {
    public Declined {
        if (reason == null || reason.isBlank()) throw new IllegalArgumentException("Declined.reason must not be blank");
        suggestions = suggestions == null ? List.of() : List.copyOf(suggestions);
        usage = usage == null ? Usage.NONE : usage;
    }
}
