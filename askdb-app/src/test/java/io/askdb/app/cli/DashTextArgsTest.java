package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 16: SQL and questions that start with a comment or a dash are text, not options; real options still work. */
class DashTextArgsTest {
    @TempDir
    Path dataDir;

    private static int firstCell(CliRun run) throws Exception {
        return new ObjectMapper().readTree(run.out()).get("rows").get(0).get(0).asInt();
    }

    @Test
    void should_run_the_sql_when_it_starts_with_a_line_comment() throws Exception {
        CliRun run = CliRun.run(dataDir, "sql", "--json", "-- note\nSELECT COUNT(*) AS n FROM Album");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(firstCell(run)).isEqualTo(347);
    }

    @Test
    void should_run_the_sql_when_it_starts_with_a_block_comment_and_options_follow_it() throws Exception {
        CliRun run = CliRun.run(dataDir, "sql", "/* c */ SELECT COUNT(*) AS n FROM Artist", "--json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(firstCell(run)).isEqualTo(275);
    }

    @Test
    void should_take_every_word_after_double_dash_as_sql() throws Exception {
        CliRun run = CliRun.run(dataDir, "sql", "--json", "--", "--x", "\nSELECT COUNT(*) AS n FROM Genre");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(firstCell(run)).isEqualTo(25);
    }

    @Test
    void should_exit_2_naming_the_option_when_a_mistyped_flag_comes_with_the_sql() {
        CliRun run = CliRun.run(dataDir, "sql", "--jsn", "SELECT 1");
        CliRun asked = CliRun.run(dataDir, "ask", "--max-rowz=5", "How many albums are there?");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--jsn").contains("--json");
        assertThat(asked.exitCode()).isEqualTo(2);
        assertThat(asked.err()).contains("--max-rowz=5");
    }

    @Test
    void should_answer_a_question_that_starts_with_a_comment_dash() throws Exception {
        CliRun run = CliRun.run(dataDir, "ask", "--json", "-- how many albums are there?");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(firstCell(run)).isEqualTo(347);
    }
}
