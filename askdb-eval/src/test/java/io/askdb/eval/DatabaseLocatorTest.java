package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatabaseLocatorTest {
    @TempDir
    Path root;

    @Test
    void should_substitute_db_when_url_template_is_given() {
        assertThat(new DatabaseLocator(root, "jdbc:postgresql://localhost/{db}?user=eval").url("academic"))
                .isEqualTo("jdbc:postgresql://localhost/academic?user=eval");
    }

    @Test
    void should_prefer_spider_layout_when_several_files_exist() throws IOException {
        Files.createDirectories(root.resolve("yelp"));
        Files.createFile(root.resolve("yelp/yelp.sqlite"));
        Files.createFile(root.resolve("yelp.db"));
        assertThat(new DatabaseLocator(root, null).url("yelp")).isEqualTo("jdbc:sqlite:" + root.toAbsolutePath().resolve("yelp/yelp.sqlite"));
    }

    @Test
    void should_find_defog_copy_when_db_file_is_flat() throws IOException {
        Files.createFile(root.resolve("academic.db"));
        assertThat(new DatabaseLocator(root, " ").url("academic")).isEqualTo("jdbc:sqlite:" + root.toAbsolutePath().resolve("academic.db"));
    }

    @Test
    void should_use_duckdb_url_when_only_duckdb_file_exists() throws IOException {
        Files.createFile(root.resolve("sales.duckdb"));
        Files.createDirectories(root.resolve("sales.sqlite"));
        assertThat(new DatabaseLocator(root, null).url("sales")).isEqualTo("jdbc:duckdb:" + root.toAbsolutePath().resolve("sales.duckdb"));
    }

    @Test
    void should_refuse_when_neither_root_nor_template_is_given() {
        assertThatThrownBy(() -> new DatabaseLocator(null, null))
                .isInstanceOf(AskdbException.class)
                .hasMessage("Cannot tell where the evaluation databases are. Give --db-root with the folder holding them, or --db-url"
                        + " with a JDBC URL template such as jdbc:postgresql://localhost/{db}.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.BAD_INPUT);
    }

    @Test
    void should_refuse_when_db_id_is_a_path() {
        assertThatThrownBy(() -> new DatabaseLocator(root, null).url("../etc"))
                .hasMessage("Database id '../etc' is not a plain name, so askdb will not look for it under " + root
                        + ". Fix the db field of the dataset, or use --db-url with a JDBC URL template.");
    }

    @Test
    void should_say_folder_is_missing_when_root_does_not_exist() {
        Path missing = root.resolve("nope");
        assertThatThrownBy(() -> new DatabaseLocator(missing, null).url("a")).hasMessage("The database folder " + missing.toAbsolutePath()
                + " does not exist. Point --db-root at the folder holding the databases, or use --db-url with a JDBC URL template.");
    }

    @Test
    void should_say_which_files_were_tried_in_one_line_when_a_database_is_missing() throws IOException {
        Files.createFile(root.resolve("academic.db"));
        DatabaseLocator locator = new DatabaseLocator(root, null);
        Path base = root.toAbsolutePath();

        assertThat(locator.missing("academic")).isNull();
        assertThat(locator.missing("ghost")).isEqualTo("database file not found: " + base.resolve("ghost/ghost.sqlite") + " or "
                + base.resolve("ghost.sqlite") + " or " + base.resolve("ghost.db") + " or " + base.resolve("ghost/ghost.db") + " or "
                + base.resolve("ghost.duckdb"));
        assertThat(new DatabaseLocator(null, "jdbc:postgresql://localhost/{db}").missing("ghost")).isNull();
    }
}
