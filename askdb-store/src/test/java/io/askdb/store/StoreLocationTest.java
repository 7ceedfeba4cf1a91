package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StoreLocationTest {
    @TempDir
    Path dir;

    @Test
    void should_fail_naming_the_path_and_the_settings_when_the_folder_is_a_regular_file() throws IOException {
        Path regularFile = Files.writeString(dir.resolve("plain.txt"), "not a folder");
        Path history = regularFile.resolve("askdb/history.db");

        assertThatThrownBy(() -> JdbcHistoryStore.openSqlite(history))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("Cannot create the folder " + regularFile.resolve("askdb")
                        + " for the history file " + history + " (")
                .hasMessageEndingWith("Point ASKDB_HISTORY_PATH or --history-path at a writable file.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.CONFIGURATION);
    }

    @Test
    void should_fail_naming_the_path_when_it_is_a_folder() {
        assertThatThrownBy(() -> JdbcHistoryStore.openSqlite(dir))
                .isInstanceOf(AskdbException.class)
                .hasMessage("Cannot use the history file " + dir.toAbsolutePath() + ": it is a folder, not a file."
                        + " Point ASKDB_HISTORY_PATH or --history-path at a writable file.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.CONFIGURATION);
    }

    @Test
    void should_refuse_without_showing_parameters_when_the_url_names_an_unsupported_database() {
        assertThatThrownBy(() -> JdbcHistoryStore.open("jdbc:mysql://db.example/askdb?password=s3cret", "me", "pw"))
                .isInstanceOf(AskdbException.class)
                .hasMessage("The history store URL 'jdbc:mysql://db.example/askdb' names a database askdb cannot"
                        + " keep history in. Use a URL starting with jdbc:sqlite: or jdbc:postgresql:.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.CONFIGURATION);
    }

    @Test
    void should_open_a_sqlite_store_when_given_its_jdbc_url() {
        Path file = dir.resolve("by-url.db");
        JdbcHistoryStore store = JdbcHistoryStore.open("jdbc:sqlite:" + file, null, null);

        long id = store.record(Entries.answered("How many artists?"));

        assertThat(JdbcHistoryStore.openSqlite(file).find(id)).contains(Entries.answered("How many artists?").withId(id));
        assertThat(store).hasToString("the history store jdbc:sqlite:" + file);
    }

    @Test
    void should_keep_the_password_out_of_the_message_when_the_database_cannot_be_reached() {
        assertThatThrownBy(() -> JdbcHistoryStore.open("jdbc:postgresql://127.0.0.1:1/askdb?password=s3cret", "me", "pw"))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("Cannot open the history store jdbc:postgresql://127.0.0.1:1/askdb: ")
                .hasMessageEndingWith("Check the history store URL, and that the database is running and accepts"
                        + " this user.")
                .hasMessageNotContaining("s3cret")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.CONFIGURATION);
    }

    @Test
    void should_keep_the_url_parameters_out_of_its_description() {
        StoreLocation location = StoreLocation.url("jdbc:postgresql://db.example:5432/askdb?password=s3cret", "me", "pw");

        assertThat(location.description()).isEqualTo("the history store jdbc:postgresql://db.example:5432/askdb");
        assertThat(location).hasToString("the history store jdbc:postgresql://db.example:5432/askdb");
        assertThat(location.vendor()).isEqualTo(StoreVendor.POSTGRESQL);
    }
}
