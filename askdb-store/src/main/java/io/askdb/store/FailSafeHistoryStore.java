package io.askdb.store;

import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link HistoryStore} whose failures never cost the user an answer: the store is opened on
 * first use, and when it cannot be opened or written (file made read-only, folder removed, disk
 * full) {@link #record} returns 0 (not recorded) and {@link #conversation} returns no earlier
 * turns, after one warning per store saying what failed and what to do. Listing ({@link #recent},
 * {@link #recentBy}) and finding ({@link #find}) still fail loudly: there the history is what was
 * asked for.
 *
 * <p>Thread-safe if the opened store is.
 *
 * @since 0.1
 */
public final class FailSafeHistoryStore implements HistoryStore {
    private static final Logger LOG = LoggerFactory.getLogger(FailSafeHistoryStore.class);

    private final Supplier<HistoryStore> opener;
    private final Consumer<String> warnings;
    private final AtomicBoolean warned = new AtomicBoolean();
    private volatile HistoryStore store;

    /**
     * @param opener   opens the real store, e.g. {@code () -> JdbcHistoryStore.openSqlite(file)};
     *                 called again on the next use while it fails; not null
     * @param warnings receives the one warning, a full sentence; not null
     */
    public FailSafeHistoryStore(Supplier<HistoryStore> opener, Consumer<String> warnings) {
        this.opener = Objects.requireNonNull(opener, "opener");
        this.warnings = Objects.requireNonNull(warnings, "warnings");
    }

    /**
     * @param opener opens the real store; not null
     * @return a store that warns through SLF4J (askdb's CLI logs warnings to stderr)
     */
    public static FailSafeHistoryStore logging(Supplier<HistoryStore> opener) {
        return new FailSafeHistoryStore(opener, LOG::warn);
    }

    /** @return the new entry's id, or 0 when the entry could not be recorded (warned once) */
    @Override
    public long record(HistoryEntry entry) {
        Objects.requireNonNull(entry, "entry");
        try {
            return store().record(entry);
        } catch (RuntimeException e) {
            warnOnce(e);
            return 0;
        }
    }

    /** @return the conversation's entries, or none when the store cannot be read (warned once) */
    @Override
    public List<HistoryEntry> conversation(String conversationId, int limit) {
        try {
            return store().conversation(conversationId, limit);
        } catch (RuntimeException e) {
            warnOnce(e);
            return List.of();
        }
    }

    /** @return the asker's entries of the conversation, or none when the store cannot be read (warned once) */
    @Override
    public List<HistoryEntry> conversation(String conversationId, String asker, int limit) {
        try {
            return store().conversation(conversationId, asker, limit);
        } catch (RuntimeException e) {
            warnOnce(e);
            return List.of();
        }
    }

    @Override
    public List<HistoryEntry> recentBy(String asker, int limit) {
        return store().recentBy(asker, limit);
    }

    @Override
    public List<HistoryEntry> recent(int limit) {
        return store().recent(limit);
    }

    @Override
    public Optional<HistoryEntry> find(long id) {
        return store().find(id);
    }

    private HistoryStore store() {
        HistoryStore s = store;
        if (s == null) {
            synchronized (this) {
                if (store == null) store = opener.get();
                s = store;
            }
        }
        return s;
    }

    private void warnOnce(RuntimeException e) {
        if (warned.compareAndSet(false, true)) {
            warnings.accept("History is not being recorded: " + e.getMessage() + " Answers are still given;"
                    + " fix the history file or set askdb.history.path (ASKDB_HISTORY_PATH, --history-path) to a writable file."
                    + " This is said once per run.");
        }
    }
}
