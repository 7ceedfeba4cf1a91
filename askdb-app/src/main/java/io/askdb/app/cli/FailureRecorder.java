package io.askdb.app.cli;

import io.askdb.Status;
import io.askdb.app.config.Setting;
import io.askdb.error.AskdbException;
import io.askdb.history.HistoryEntry;
import io.askdb.store.JdbcHistoryStore;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * Records a question that failed before askdb could start on it (bad configuration, a database
 * that cannot be opened), so that no question is lost. The history file is found from the
 * history and data-dir settings alone, since the rest of the configuration may be what is wrong.
 */
final class FailureRecorder {
    private FailureRecorder() {
    }

    /** @return the history id, or 0 when even the history store cannot be opened */
    static long record(Cli cli, GlobalOptions options, String question, String database, AskdbException e) {
        try {
            Path file = historyFile(cli, options);
            return JdbcHistoryStore.openSqlite(file).record(new HistoryEntry(0, Instant.now(),
                    database == null ? "(not opened)" : database, question, Status.FAILED, null, List.of(), -1,
                    "none", 0, e.code() + ": " + e.getMessage()));
        } catch (RuntimeException ignored) {
            e.addSuppressed(ignored);
            return 0;
        }
    }

    private static Path historyFile(Cli cli, GlobalOptions options) {
        String history = first(options.historyPath, cli.env.get(Setting.HISTORY_PATH.envVar()));
        if (history != null) return Path.of(history);
        String data = first(options.dataDir, cli.env.get(Setting.DATA_DIR.envVar()));
        if (data != null) return Path.of(data, "history.db");
        String xdg = cli.env.get("XDG_DATA_HOME");
        Path dir = xdg != null && !xdg.isBlank() ? Path.of(xdg, "askdb") : Path.of(System.getProperty("user.home"), ".local", "share", "askdb");
        return dir.resolve("history.db");
    }

    private static String first(String a, String b) {
        if (a != null && !a.isBlank()) return a;
        return b != null && !b.isBlank() ? b : null;
    }
}
