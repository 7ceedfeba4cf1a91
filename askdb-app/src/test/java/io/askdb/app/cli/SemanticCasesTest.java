package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 15's silent wrong answers through the whole agent on real SQLite files, with the model's
 * replies scripted by a local OpenAI-compatible server: first the faulty SQL, which askdb's
 * critic proves wrong with a probe, then the model's repair; and, when no repair is left, askdb's
 * own corrected SQL. Cases N02 and N04 of shared/cases/public-reports-2.md, NOT IN over a NULL,
 * and SQLite's double-quoted word read as a column.
 */
class SemanticCasesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final String EMPLOYEES = """
            CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, manager_id INTEGER REFERENCES employees(id));
            INSERT INTO employees VALUES (1,'Ada Moss',NULL),(2,'Ben Cole',1),(3,'Cy Park',1),(4,'Dan Reed',2)""";
    static final String ORDERS = """
            CREATE TABLE orders (id INTEGER PRIMARY KEY, channel TEXT NOT NULL, returned INTEGER NOT NULL);
            INSERT INTO orders VALUES (1,'web',1),(2,'web',0),(3,'web',0),(4,'web',1),(5,'store',0),(6,'store',0),(7,'store',1),(8,'web',0)""";
    static final String PRODUCTS = """
            CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price TEXT);
            INSERT INTO products VALUES (1,'Desk','249.00'),(2,'Lamp','89.50'),(3,'Chair','1200.00'),(4,'Mug','9.99'),(5,'Rug',NULL),(6,'Shelf','100.00')""";
    static final String FAULTY_RATE = "SELECT channel, SUM(returned) / COUNT(*) * 100 AS return_rate_pct FROM orders GROUP BY channel ORDER BY channel";

    @TempDir
    Path dir;
    MockOpenAi llm;

    @BeforeEach
    void start() throws Exception {
        llm = new MockOpenAi();
    }

    @AfterEach
    void stop() throws Exception {
        llm.close();
    }

    private JsonNode ask(Path db, String maxRepairs, String question) throws Exception {
        Map<String, String> env = new HashMap<>(llm.env());
        env.put("ASKDB_MAX_REPAIRS", maxRepairs);
        CliRun run = CliRun.run(dir, env, "--db", db.toString(), "ask", "--json", question);
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        return JSON.readTree(run.out());
    }

    @Test
    void should_name_the_two_employees_who_manage_nobody_after_the_critic_proves_not_in_over_a_null() throws Exception {
        Path db = SqliteFixture.create(dir, "staff", EMPLOYEES);
        llm.replySql("SELECT name FROM employees WHERE id NOT IN (SELECT manager_id FROM employees) ORDER BY name")
                .replySql("SELECT name FROM employees e WHERE NOT EXISTS (SELECT 1 FROM employees r WHERE r.manager_id = e.id) ORDER BY name");

        JsonNode a = ask(db, "3", "Which employees manage nobody?");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"Cy Park\"],[\"Dan Reed\"]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(not-in-null)")
                .contains("SELECT manager_id FROM employees WHERE manager_id IS NOT NULL");
        assertThat(llm.takeBodies().get(1)).contains("WHERE manager_id IS NOT NULL");
    }

    @Test
    void should_give_33_3_and_40_percent_after_the_critic_proves_integer_division_case_N04() throws Exception {
        Path db = SqliteFixture.create(dir, "returns", ORDERS);
        llm.replySql(FAULTY_RATE).replySql("SELECT channel, ROUND(100.0 * SUM(returned) / COUNT(*), 1) AS return_rate_pct FROM orders"
                + " GROUP BY channel ORDER BY channel");

        JsonNode a = ask(db, "3", "What is the return rate per channel in percent?");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"store\",33.3],[\"web\",40.0]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(integer-division)")
                .contains("1.0 * SUM(returned) / COUNT(*)");
    }

    @Test
    void should_run_askdbs_own_fix_for_integer_division_when_no_repair_is_left_case_N04() throws Exception {
        Path db = SqliteFixture.create(dir, "returns", ORDERS);
        llm.replySql(FAULTY_RATE);

        JsonNode a = ask(db, "0", "What is the return rate per channel in percent?");

        assertThat(a.get("sql").asText()).isEqualTo("SELECT channel, 1.0 * SUM(returned) / COUNT(*) * 100 AS return_rate_pct FROM orders"
                + " GROUP BY channel ORDER BY channel");
        assertThat(a.get("rows").get(0).get(0).asText()).isEqualTo("store");
        assertThat(a.get("rows").get(0).get(1).asDouble()).isCloseTo(33.33, org.assertj.core.data.Offset.offset(0.01));
        assertThat(a.get("rows").get(1).get(1).asDouble()).isEqualTo(40.0);
        assertThat(llm.requests()).isEqualTo(1);
    }

    @Test
    void should_list_chair_desk_and_shelf_after_the_critic_proves_prices_sorted_as_text_case_N02() throws Exception {
        Path db = SqliteFixture.create(dir, "shop", PRODUCTS);
        llm.replySql("SELECT name, price FROM products ORDER BY price DESC LIMIT 3")
                .replySql("SELECT name, price FROM products ORDER BY CAST(price AS REAL) DESC LIMIT 3");

        JsonNode a = ask(db, "3", "What are the 3 most expensive products?");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"Chair\",\"1200.00\"],[\"Desk\",\"249.00\"],[\"Shelf\",\"100.00\"]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(text-numbers)").contains("ORDER BY CAST(price AS REAL) DESC");
    }

    @Test
    void should_return_only_the_placeholder_work_after_the_critic_proves_a_double_quoted_word_read_as_the_column() throws Exception {
        Path db = SqliteFixture.create(dir, "works", """
                CREATE TABLE works (id INTEGER PRIMARY KEY, title TEXT NOT NULL, kind TEXT NOT NULL);
                INSERT INTO works VALUES (1,'Dune','novel'),(2,'title','label'),(3,'Emma','novel')""");
        llm.replySql("SELECT w.id, w.kind FROM works w WHERE w.title = \"title\" ORDER BY w.id")
                .replySql("SELECT w.id, w.kind FROM works w WHERE w.title = 'title' ORDER BY w.id");

        JsonNode a = ask(db, "3", "Which works carry the placeholder title \"title\"?");

        assertThat(a.get("rows").toString()).isEqualTo("[[2,\"label\"]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(sqlite-double-quoted)").contains("w.title = 'title'");
    }

}
