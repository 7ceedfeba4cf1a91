package io.askdb.store;

import java.nio.file.Path;

/**
 * A child process for {@link StoreFaultsTest}: records history entries into a SQLite file without
 * end, printing each id, until it is killed.
 */
public final class HistoryWriterProcess {
    private HistoryWriterProcess() {
    }

    /** @param args the SQLite file */
    public static void main(String[] args) {
        JdbcHistoryStore store = JdbcHistoryStore.openSqlite(Path.of(args[0]));
        for (int i = 1; ; i++) {
            long id = store.record(Entries.answered("question " + i));
            System.out.println(id);
            System.out.flush();
        }
    }
}
