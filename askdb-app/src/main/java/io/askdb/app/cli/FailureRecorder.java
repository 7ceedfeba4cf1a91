package io.askdb.app.cli;

import io.askdb.Status;
import io.askdb.app.config.ConfigLoader;
import io.askdb.app.config.ConfigSources;
import io.askdb.error.AskdbException;
import io.askdb.history.HistoryEntry;
import io.askdb.store.JdbcHistoryStore;
import io.askdb.trace.Trace;
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
    static long record(Cli cli, GlobalOptions options, String question, String database, String conversationId,
                       AskdbException e) {
        try {
            Path file = historyFile(cli, options);
            return JdbcHistoryStore.openSqlite(file).record(new HistoryEntry(0, Instant.now(),
                    database == null ? "(not opened)" : database, question, Status.FAILED, null, List.of(), -1,
                    "none", 0, e.code() + ": " + e.getMessage(), conversationId, "", Trace.EMPTY));
        } catch (RuntimeException ignored) {
            e.addSuppressed(ignored);
            return 0;
        }
    }

    private static Path historyFile(Cli cli, GlobalOptions options) {
        return ConfigLoader.historyPath(new ConfigSources(options.flags(), cli.env, null, null));
    }
}
