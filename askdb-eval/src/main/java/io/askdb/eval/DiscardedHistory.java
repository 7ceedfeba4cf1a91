package io.askdb.eval;

import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import java.util.List;
import java.util.Optional;

/** Evaluation questions are not the user's questions: they go to the report, not to history. */
final class DiscardedHistory implements HistoryStore {
    @Override
    public long record(HistoryEntry entry) {
        return 1;
    }

    @Override
    public List<HistoryEntry> recent(int limit) {
        return List.of();
    }

    @Override
    public Optional<HistoryEntry> find(long id) {
        return Optional.empty();
    }
}
