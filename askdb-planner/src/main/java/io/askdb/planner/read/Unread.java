package io.askdb.planner.read;

import java.util.List;

/**
 * A question the read stage could not read into a query.
 *
 * @param reason the reason for the user, naming the words that stopped it; not blank
 * @param words  those words, as written; possibly empty
 */
public record Unread(String reason, List<String> words) implements ReadOutcome {
    public Unread {
        if (reason == null || reason.isBlank()) throw new IllegalArgumentException("Unread.reason must not be blank");
        words = List.copyOf(words);
    }
}
