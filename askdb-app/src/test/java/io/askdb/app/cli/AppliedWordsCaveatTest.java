package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An answer's caveats come from the SQL that ran (issue 15): a month the SQL applied as a date range
 * or a date part is never reported as a word the answer does not take into account, whether the
 * planner (on the fast path, beside a model) or the model wrote the SQL; a month the SQL leaves out
 * still is. Real SQLite file, scripted replies from a local OpenAI-compatible server.
 */
class AppliedWordsCaveatTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String IGNORED = "\"February\" matches nothing in this database";

    @TempDir
    Path dir;
    MockOpenAi llm;
    Path db;

    @BeforeEach
    void start() throws Exception {
        llm = new MockOpenAi();
        db = SqliteFixture.create(dir, "billing", """
                CREATE TABLE invoice (id INTEGER PRIMARY KEY, issued_on TEXT NOT NULL, total REAL NOT NULL);
                INSERT INTO invoice VALUES (1,'2023-01-30',5.0),(2,'2023-02-02',7.0),(3,'2023-02-27',9.0),(4,'2023-03-01',4.0),
                  (5,'2024-02-10',3.0)""");
    }

    @AfterEach
    void stop() throws Exception {
        llm.close();
    }

    private JsonNode ask(String... args) throws Exception {
        String[] all = new String[args.length + 4];
        all[0] = "--db";
        all[1] = db.toString();
        all[2] = "ask";
        all[3] = "--json";
        System.arraycopy(args, 0, all, 4, args.length);
        CliRun run = CliRun.run(dir, llm.env(), all);
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(0);
        return JSON.readTree(run.out());
    }

    @Test
    void should_not_call_a_month_ignored_when_the_planner_wrote_it_as_a_date_range() throws Exception {
        JsonNode a = ask("--planner-fast-path", "true", "How many invoices were issued in February 2023?");

        assertThat(a.get("generator").asText()).contains("planner");
        assertThat(a.get("sql").asText()).contains("'2023-02-01'");
        assertThat(a.get("rows").toString()).isEqualTo("[[2]]");
        assertThat(a.get("answer").asText()).doesNotContain("matches nothing");
    }

    @Test
    void should_not_call_a_month_ignored_when_the_model_wrote_it_as_a_date_part() throws Exception {
        llm.replySql("SELECT COUNT(*) FROM invoice WHERE strftime('%Y', issued_on) = '2023' AND strftime('%m', issued_on) = '02'");

        JsonNode a = ask("How many invoices were issued in February 2023?");

        assertThat(a.get("rows").toString()).isEqualTo("[[2]]");
        assertThat(a.get("answer").asText()).doesNotContain("matches nothing");
    }

    @Test
    void should_still_say_a_month_is_not_taken_into_account_when_the_model_s_sql_leaves_it_out() throws Exception {
        llm.replySql("SELECT COUNT(*) FROM invoice WHERE strftime('%Y', issued_on) = '2023'");

        JsonNode a = ask("How many invoices were issued in February 2023?");

        assertThat(a.get("rows").toString()).isEqualTo("[[4]]");
        assertThat(a.get("answer").asText()).contains(IGNORED);
    }
}
