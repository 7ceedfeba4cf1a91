package io.askdb.app.runtime;

import io.askdb.app.config.AskdbConfig;
import io.askdb.history.HistoryStore;
import io.askdb.store.FailSafeHistoryStore;
import io.askdb.store.JdbcHistoryStore;

/**
 * askdb's own store, opened on first use: PostgreSQL at {@code askdb.store.url} when set, else the
 * SQLite file at {@code askdb.history.path}, migrated by Flyway; and the history view of it that
 * never costs an answer ({@link FailSafeHistoryStore}).
 */
final class StoreParts {
    private final AskdbConfig config;
    private HistoryStore history;
    private JdbcHistoryStore store;

    StoreParts(AskdbConfig config) {
        this.config = config;
    }

    /** @return the fail-safe history store */
    synchronized HistoryStore history() {
        if (history == null) history = FailSafeHistoryStore.logging(this::store);
        return history;
    }

    /** @return the store, opened on first use; @throws io.askdb.error.AskdbException CONFIGURATION when it cannot be opened */
    synchronized JdbcHistoryStore store() {
        if (store == null) {
            store = config.storeUrl() == null ? JdbcHistoryStore.openSqlite(config.historyPath())
                    : JdbcHistoryStore.open(config.storeUrl(), null, null);
        }
        return store;
    }
}
