package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqlCommandTest {
    @TempDir
    Path dataDir;

    private String demoChecksum() throws Exception {
        Path file = dataDir.resolve("demo").resolve("chinook.sqlite");
        try (InputStream in = Files.newInputStream(file)) {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(in.readAllBytes()));
        }
    }

    @Test
    void should_exit_3_and_leave_chinook_unchanged_when_sql_drops_a_table() throws Exception {
        CliRun.run(dataDir, "sql", "SELECT 1");
        String before = demoChecksum();

        CliRun drop = CliRun.run(dataDir, "sql", "DROP TABLE Album");
        CliRun smuggled = CliRun.run(dataDir, "sql", "SELECT 1; DELETE FROM Album");

        assertThat(drop.exitCode()).isEqualTo(3);
        assertThat(drop.err()).containsIgnoringCase("drop");
        assertThat(smuggled.exitCode()).isEqualTo(3);
        assertThat(smuggled.err()).containsIgnoringCase("statement");
        assertThat(demoChecksum()).isEqualTo(before);
        CliRun count = CliRun.run(dataDir, "sql", "--json", "SELECT COUNT(*) AS n FROM Album");
        assertThat(new ObjectMapper().readTree(count.out()).get("rows").get(0).get(0).asInt()).isEqualTo(347);
    }

    @Test
    void should_refuse_without_a_database_when_checking_for_a_dialect() throws Exception {
        CliRun ok = CliRun.run(dataDir, "sql", "--check", "--dialect", "postgresql", "--json", "SELECT 1");
        CliRun bad = CliRun.run(dataDir, "sql", "--check", "--dialect", "postgresql", "SELECT 1; DROP TABLE t");

        assertThat(ok.exitCode()).as(ok.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(ok.out());
        assertThat(json.get("status").asText()).isEqualTo("approved");
        assertThat(json.get("approved_sql").asText()).contains("LIMIT");
        assertThat(bad.exitCode()).isEqualTo(3);
        assertThat(Files.exists(dataDir.resolve("demo"))).isFalse();
    }

    @Test
    void should_keep_a_smaller_limit_and_flag_truncation_when_running_user_sql() throws Exception {
        CliRun small = CliRun.run(dataDir, "sql", "--json", "SELECT Name FROM Track ORDER BY TrackId LIMIT 3");
        CliRun capped = CliRun.run(dataDir, "--max-rows", "10", "sql", "--json", "SELECT Name FROM Track ORDER BY TrackId");

        JsonNode s = new ObjectMapper().readTree(small.out());
        JsonNode c = new ObjectMapper().readTree(capped.out());
        assertThat(s.get("row_count").asInt()).isEqualTo(3);
        assertThat(s.get("truncated").asBoolean()).isFalse();
        assertThat(c.get("row_count").asInt()).isEqualTo(10);
        assertThat(c.get("truncated").asBoolean()).isTrue();
        assertThat(c.get("answer").asText()).containsIgnoringCase("cap");
    }

    /**
     * Case C25 (shared/cases/public-reports.md, SQL copied): 200,000 events, the whole table asked
     * for with a row cap of 100. The answer holds the first 100 rows and says there are 200,000.
     */
    @Test
    void should_answer_with_100_rows_and_a_total_of_200000_when_c25_selects_every_event() throws Exception {
        Path db = SqliteFixture.create(dataDir, "c25", """
                CREATE TABLE events (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL);
                WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v+1 FROM n WHERE v < 200000)
                INSERT INTO events SELECT v, CASE v % 3 WHEN 0 THEN 'click' WHEN 1 THEN 'view' ELSE 'buy' END, printf('%080d', v) FROM n
                """);

        CliRun json = CliRun.run(dataDir, "--db", db.toString(), "--max-rows", "100", "sql", "--json", "SELECT * FROM events ORDER BY id");
        CliRun text = CliRun.run(dataDir, "--db", db.toString(), "--max-rows", "100", "sql", "SELECT * FROM events ORDER BY id");

        JsonNode all = new ObjectMapper().readTree(json.out());
        assertThat(json.exitCode()).as(json.err()).isZero();
        assertThat(all.get("rows")).hasSize(100);
        assertThat(all.get("row_count").asInt()).isEqualTo(100);
        assertThat(all.get("truncated").asBoolean()).isTrue();
        assertThat(all.get("total_row_count").asLong()).isEqualTo(200_000);
        assertThat(all.get("truncated_by").asText()).isEqualTo("row_cap");
        assertThat(all.get("answer").asText()).endsWith("Showing the first 100 of 200,000 rows (the row cap; raise it with --max-rows).");
        assertThat(text.out()).contains("\nShowing the first 100 of 200,000 rows (the row cap; raise it with --max-rows).\n");
    }
}
