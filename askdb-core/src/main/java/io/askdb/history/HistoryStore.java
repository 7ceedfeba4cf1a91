package io.askdb.history;

import java.util.List;
import java.util.Optional;

/**
 * Records every question, answered or not.
 *
 * @since 0.1
 */
public interface HistoryStore {
    /**
     * @param entry the entry to store; its id is ignored
     * @return the new entry's id, at least 1; 0 when a fail-safe store could not record it (the answer is still returned)
     * @throws io.askdb.error.AskdbException when the store cannot be written
     */
    long record(HistoryEntry entry);

    /** @return the most recent entries, newest first, at most {@code limit} */
    List<HistoryEntry> recent(int limit);

    /**
     * The earlier questions of a conversation. The default reads the 1,000 most recent entries;
     * stores should override it with an indexed query.
     *
     * @param conversationId the conversation; not blank
     * @param limit          the most entries to return, at least 1
     * @return the conversation's most recent entries, oldest first, at most {@code limit}
     */
    default List<HistoryEntry> conversation(String conversationId, int limit) {
        List<HistoryEntry> mine = new java.util.ArrayList<>(recent(1000).stream()
                .filter(e -> e.conversationId().equals(conversationId)).limit(limit).toList());
        java.util.Collections.reverse(mine);
        return mine;
    }

    /** @return the entry with this id, or empty */
    Optional<HistoryEntry> find(long id);
}
