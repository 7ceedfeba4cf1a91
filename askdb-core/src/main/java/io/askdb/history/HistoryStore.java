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
     * @return the new entry's id, at least 1
     * @throws io.askdb.error.AskdbException when the store cannot be written
     */
    long record(HistoryEntry entry);

    /** @return the most recent entries, newest first, at most {@code limit} */
    List<HistoryEntry> recent(int limit);

    /** @return the entry with this id, or empty */
    Optional<HistoryEntry> find(long id);
}
