package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchemaMigrationTest {
    @TempDir
    Path dir;

    @Test
    void should_apply_nothing_and_keep_the_data_when_the_same_file_is_opened_twice() throws SQLException {
        Path file = dir.resolve("history.db");
        JdbcHistoryStore first = JdbcHistoryStore.openSqlite(file);
        long id = first.record(Entries.failedAfterRepairs());

        JdbcHistoryStore second = JdbcHistoryStore.openSqlite(file);

        assertThat(first.appliedMigrations()).isEqualTo(5);
        assertThat(second.appliedMigrations()).isZero();
        assertThat(second.find(id)).contains(Entries.failedAfterRepairs().withId(id));
        assertThat(column(file, "SELECT version FROM askdb_schema_history WHERE success = 1 ORDER BY installed_rank"))
                .containsExactly("1", "2", "3", "4", "5");
    }

    @Test
    void should_create_only_askdb_tables_and_use_wal_when_a_new_file_is_opened() throws SQLException {
        Path file = dir.resolve("nested/folders/history.db");

        JdbcHistoryStore.openSqlite(file);

        assertThat(column(file, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"))
                .containsExactly("askdb_schema_history", "attempts", "datasources", "examples", "feedback", "history");
        assertThat(column(file, "PRAGMA journal_mode")).containsExactly("wal");
    }

    @Test
    void should_refuse_and_leave_the_file_unchanged_when_it_holds_another_application_s_tables()
            throws IOException, SQLException {
        Path chinook = dir.resolve("chinook.sqlite");
        Files.copy(Path.of("../data/chinook/chinook.sqlite"), chinook, StandardCopyOption.REPLACE_EXISTING);
        List<String> tablesBefore = column(chinook, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");

        assertThatThrownBy(() -> JdbcHistoryStore.openSqlite(chinook))
                .isInstanceOf(AskdbException.class)
                .hasMessage("Cannot open the history file " + chinook.toAbsolutePath() + ": it already holds tables"
                        + " that are not askdb's history, and askdb leaves them alone."
                        + " Point ASKDB_HISTORY_PATH or --history-path at a writable file.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.CONFIGURATION);
        assertThat(column(chinook, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"))
                .isEqualTo(tablesBefore)
                .doesNotContain("askdb_schema_history", "history");
    }

    @Test
    void should_fail_naming_the_file_when_it_is_not_a_sqlite_database() throws IOException {
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, "these are my notes, not a database\n".repeat(200));

        assertThatThrownBy(() -> JdbcHistoryStore.openSqlite(notes))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("Cannot open the history file " + notes.toAbsolutePath() + ":")
                .hasMessageContaining("not a database")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.CONFIGURATION);
        assertThat(Files.readString(notes)).isEqualTo("these are my notes, not a database\n".repeat(200));
    }

    private static List<String> column(Path file, String sql) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        }
        return values;
    }
}
