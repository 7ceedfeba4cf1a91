package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16 (found reproducing N07): a first row whose cells alone are over the byte cap left no row
 * to show, and the answer said "The query returned no rows: nothing in the database matched" - a
 * wrong answer that looked right. Any statement whose first row is too wide is meant, not one function.
 */
class CutBeforeFirstRowTest {
    @TempDir
    Path dir;

    private Path wideDb() throws Exception {
        return SqliteFixture.create(dir, "wide", "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);\n"
                + "INSERT INTO notes VALUES (1, printf('%.*c', 5000, 'x'));\n"
                + "INSERT INTO notes VALUES (2, printf('%.*c', 5000, 'y'));\n");
    }

    @Test
    void should_say_the_first_row_is_over_the_byte_cap_and_never_empty_when_no_row_fits() throws Exception {
        Path db = wideDb();
        CliRun json = CliRun.run(dir, "--db", db.toString(), "--max-result-bytes", "1024", "sql", "--json", "SELECT body FROM notes");
        CliRun text = CliRun.run(dir, "--db", db.toString(), "--max-result-bytes", "1024", "sql", "SELECT body FROM notes");

        assertThat(json.exitCode()).as(json.err()).isZero();
        JsonNode answer = new ObjectMapper().readTree(json.out());
        assertThat(answer.get("rows")).isEmpty();
        assertThat(answer.get("truncated_by").asText()).isEqualTo("byte_cap");
        assertThat(answer.get("answer").asText())
                .doesNotContain("no rows").doesNotContain("nothing in the database matched")
                .contains("first row alone is over the byte cap").contains("--max-result-bytes");
        assertThat(text.out()).doesNotContain("Showing the first 0 rows").doesNotContain("returned no rows")
                .contains("No row shown: the first row alone is over the byte cap");
    }

    @Test
    void should_still_call_a_result_empty_when_no_row_matched() throws Exception {
        Path db = wideDb();
        CliRun json = CliRun.run(dir, "--db", db.toString(), "--max-result-bytes", "1024", "sql", "--json",
                "SELECT body FROM notes WHERE id = 3");

        assertThat(json.exitCode()).as(json.err()).isZero();
        assertThat(new ObjectMapper().readTree(json.out()).get("answer").asText()).contains("returned no rows");
    }
}
