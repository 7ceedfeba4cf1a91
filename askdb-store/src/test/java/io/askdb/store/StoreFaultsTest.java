package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.history.HistoryEntry;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A history store that fails, and one whose writer is killed mid-run. */
class StoreFaultsTest {
    @Test
    void should_return_zero_and_warn_once_when_the_history_folder_was_removed(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("askdb"));
        List<String> warnings = new ArrayList<>();
        FailSafeHistoryStore store = new FailSafeHistoryStore(() -> JdbcHistoryStore.openSqlite(folder.resolve("history.db")), warnings::add);
        assertThat(store.record(Entries.answered("before"))).isEqualTo(1);
        try (var files = Files.list(folder)) {
            for (Path p : files.toList()) Files.delete(p);
        }
        Files.delete(folder);

        assertThat(store.record(Entries.answered("after one"))).isZero();
        assertThat(store.record(Entries.answered("after two"))).isZero();
        assertThat(store.conversation("c-1", 5)).isEmpty();
        assertThat(warnings).hasSize(1);
        assertThat(warnings.get(0)).startsWith("History is not being recorded: Cannot write to ")
                .endsWith("fix the history file or set askdb.history.path (ASKDB_HISTORY_PATH, --history-path) to a writable file."
                        + " This is said once per run.");
    }

    @Test
    void should_return_zero_and_warn_once_when_the_history_path_is_a_folder(@TempDir Path dir) {
        List<String> warnings = new ArrayList<>();
        FailSafeHistoryStore store = new FailSafeHistoryStore(() -> JdbcHistoryStore.openSqlite(dir), warnings::add);
        assertThat(store.record(Entries.answered("q"))).isZero();
        assertThat(store.record(Entries.answered("q2"))).isZero();
        assertThat(warnings).hasSize(1);
        assertThatThrownBy(() -> store.recent(5)).isInstanceOf(AskdbException.class);
    }

    @Test
    void should_leave_an_intact_store_with_the_earlier_rows_when_the_writing_process_is_killed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("history.db");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), HistoryWriterProcess.class.getName(), file.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        long lastId = 0;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while (lastId < 50 && (line = out.readLine()) != null) lastId = Long.parseLong(line.strip());
            child.destroyForcibly();
            assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(lastId).isEqualTo(50);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
            rs.next();
            assertThat(rs.getString(1)).isEqualTo("ok");
        }
        JdbcHistoryStore reopened = JdbcHistoryStore.openSqlite(file);
        HistoryEntry first = reopened.find(1).orElseThrow();
        assertThat(first.question()).isEqualTo("question 1");
        assertThat(reopened.find(50).orElseThrow().question()).isEqualTo("question 50");
        assertThat(reopened.recent(1).get(0).id()).isGreaterThanOrEqualTo(50);
    }
}
