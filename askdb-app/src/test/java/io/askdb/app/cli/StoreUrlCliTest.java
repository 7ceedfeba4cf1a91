package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ASKDB_STORE_URL: the CLI keeps history in a shared PostgreSQL store instead of the SQLite file. */
class StoreUrlCliTest {
    private static EmbeddedPostgres pg;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() throws Exception {
        pg = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stop() throws Exception {
        pg.close();
    }

    @Test
    void should_read_the_history_from_postgresql_when_another_data_dir_shares_the_store_url() {
        Map<String, String> env = Map.of("ASKDB_STORE_URL", pg.getJdbcUrl("postgres", "postgres"));
        CliRun asked = CliRun.run(dir.resolve("one"), env, "ask", "How many artists are there?");

        CliRun history = CliRun.run(dir.resolve("two"), env, "history");

        assertThat(asked.exitCode()).isZero();
        assertThat(history.out()).contains("How many artists are there?");
        assertThat(Files.exists(dir.resolve("one").resolve("history.db"))).isFalse();
    }
}
