package io.askdb.bench;

import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Keeps history in memory for the planner row, so that the row times askdb's pipeline and not
 * the history store's disk. Keeps only the last {@value #KEEP} entries; thread-safe.
 */
final class MemoryHistoryStore implements HistoryStore {
    static final int KEEP = 1000;

    private final List<HistoryEntry> entries = new ArrayList<>();
    private long nextId = 1;

    @Override
    public synchronized long record(HistoryEntry entry) {
        long id = nextId++;
        entries.add(entry.withId(id));
        if (entries.size() > KEEP) entries.remove(0);
        return id;
    }

    @Override
    public synchronized List<HistoryEntry> recent(int limit) {
        List<HistoryEntry> out = new ArrayList<>();
        for (int i = entries.size() - 1; i >= 0 && out.size() < limit; i--) out.add(entries.get(i));
        return out;
    }

    @Override
    public synchronized Optional<HistoryEntry> find(long id) {
        return entries.stream().filter(e -> e.id() == id).findFirst();
    }
}
