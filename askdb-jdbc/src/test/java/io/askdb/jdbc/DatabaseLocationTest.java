package io.askdb.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatabaseLocationTest {
    @TempDir
    Path dir;

    @Test
    void should_turn_file_paths_into_read_only_urls_when_extension_is_known() throws Exception {
        Path duck = Files.createFile(dir.resolve("a.duckdb"));
        Path lite = Files.createFile(dir.resolve("b.sqlite3"));
        assertThat(ReadOnlyConnectionSource.of(duck.toString(), null).dialect()).isEqualTo(Dialect.DUCKDB);
        assertThat(ReadOnlyConnectionSource.of(duck.toString(), null).displayUrl()).isEqualTo("jdbc:duckdb:" + duck);
        assertThat(ReadOnlyConnectionSource.of(lite.toString(), null).displayUrl()).isEqualTo("jdbc:sqlite:" + lite);
        assertThat(ReadOnlyConnectionSource.of("jdbc:h2:file:/x/db", null).displayUrl()).isEqualTo("jdbc:h2:file:/x/db;ACCESS_MODE_DATA=r");
    }

    @Test
    void should_remove_credentials_when_redacting_urls() {
        assertThat(DatabaseLocation.redact("jdbc:postgresql://bob:pw@db.example:5432/shop?password=pw&ssl=true"))
                .isEqualTo("jdbc:postgresql://db.example:5432/shop");
        assertThat(DatabaseLocation.redact("jdbc:h2:tcp://h/db;USER=sa;PASSWORD=pw;ACCESS_MODE_DATA=r"))
                .isEqualTo("jdbc:h2:tcp://h/db;ACCESS_MODE_DATA=r");
    }
}
