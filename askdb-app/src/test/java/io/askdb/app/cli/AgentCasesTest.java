package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The agent on the cases of shared/cases/public-reports.md (C08, C10, C16, C18, C20, C21, C32),
 * each on a real SQLite file with its own data, with scripted replies from a local
 * OpenAI-compatible server.
 */
class AgentCasesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

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

    private JsonNode ask(Path db, int expectedExit, String... args) throws Exception {
        String[] all = new String[args.length + 4];
        all[0] = "--db";
        all[1] = db.toString();
        all[2] = "ask";
        all[3] = "--json";
        System.arraycopy(args, 0, all, 4, args.length);
        CliRun run = CliRun.run(dir, llm.env(), all);
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(expectedExit);
        return JSON.readTree(run.out());
    }

    @Test
    void should_not_run_sql_on_an_invented_column_and_say_the_data_has_no_location_case_C08() throws Exception {
        Path db = SqliteFixture.create(dir, "person", """
                CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT, alias TEXT, age INTEGER);
                INSERT INTO person VALUES (1,'Ravi Kumar','RK',34),(2,'Lena Fox',NULL,19),(3,'Tom Hale','TH',52)""");
        llm.replySql("SELECT name FROM person p WHERE p.age > 20 AND p.state = 'haryana'")
                .reply("", "The person table has no location or state column, so whether someone is from Haryana cannot be "
                        + "answered from this data.", List.of(), 90, "");

        JsonNode a = ask(db, 4, "Which people older than 20 are from Haryana?");

        assertThat(a.get("status").asText()).isEqualTo("unanswerable");
        assertThat(a.get("answer").asText()).contains("no location or state column").contains("p.state");
        assertThat(a.get("attempts")).hasSize(1);
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("p.state");
        assertThat(a.get("trace").toString()).doesNotContain("\"step\":\"execute\"");
    }

    @Test
    void should_label_a_partial_answer_that_drops_the_location_condition_case_C08() throws Exception {
        Path db = SqliteFixture.create(dir, "person", """
                CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT, alias TEXT, age INTEGER);
                INSERT INTO person VALUES (1,'Ravi Kumar','RK',34),(2,'Lena Fox',NULL,19),(3,'Tom Hale','TH',52)""");
        llm.replySql("SELECT name, age FROM person WHERE age > 20 ORDER BY age");

        JsonNode a = ask(db, 0, "Which people older than 20 are from Haryana?");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"Ravi Kumar\",34],[\"Tom Hale\",52]]");
        assertThat(a.get("answer").asText())
                .contains("\"Haryana\" matches nothing in this database, so the answer does not take it into account");
    }

    @Test
    void should_offer_the_model_only_linked_tables_of_a_schema_with_a_thousand_fillers_case_C10() throws Exception {
        StringBuilder script = new StringBuilder();
        for (int i = 1; i <= 1000; i++) {
            script.append(String.format("CREATE TABLE filler_table_%04d (id INTEGER PRIMARY KEY", i));
            for (int j = 1; j <= 20; j++) script.append(", attr_").append(j).append("_measurement_value_text TEXT");
            script.append(");\n");
        }
        script.append("""
                CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
                CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), total REAL NOT NULL);
                INSERT INTO customers VALUES (1,'Ana Tor','Lisbon'),(2,'Ben Ode','Porto');
                INSERT INTO orders VALUES (1,1,30.0),(2,1,20.0),(3,2,50.0)""");
        Path db = SqliteFixture.create(dir, "big", script.toString());
        llm.replySql("SELECT COUNT(*) FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.name = 'Ana Tor'");

        JsonNode a = ask(db, 0, "How many orders has Ana Tor placed?");

        assertThat(a.get("rows").get(0).get(0).asInt()).isEqualTo(2);
        String prompt = llm.takeBodies().get(0);
        assertThat(prompt).contains("CREATE TABLE \\\"customers\\\"").contains("CREATE TABLE \\\"orders\\\"");
        Matcher tables = Pattern.compile("CREATE TABLE").matcher(prompt);
        int offered = 0;
        while (tables.find()) offered++;
        // linking offers up to askdb.link.max-tables (200) tables; the prompt holds those that fit 8,000 tokens (issue 18)
        assertThat(offered).isBetween(2, 200);
        assertThat(prompt.indexOf("CREATE TABLE \\\"customers\\\"")).isLessThan(prompt.indexOf("filler_table_"));
        assertThat(prompt.length()).isLessThan(60_000);
        assertThat(a.get("trace").get(2).get("outcome").asText()).startsWith("200 of 1002 tables (orders, customers, ")
                .contains("customers").contains("orders");
    }

    @Test
    void should_aggregate_items_per_order_after_the_critic_sees_a_fan_out_case_C16() throws Exception {
        Path db = SqliteFixture.create(dir, "fanout", """
                CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, shipping_fee REAL NOT NULL);
                CREATE TABLE order_items (order_id INTEGER NOT NULL REFERENCES orders(order_id), product TEXT NOT NULL,
                  qty INTEGER NOT NULL, unit_price REAL NOT NULL);
                INSERT INTO orders VALUES (1,'Ana Tor',10.0),(2,'Ben Ode',5.0),(3,'Ana Tor',0.0);
                INSERT INTO order_items VALUES (1,'Lamp',1,40.0),(1,'Bulb',4,2.5),(1,'Shade',1,15.0),(2,'Mug',2,8.0),(3,'Pen',10,1.0)""");
        llm.replySql("SELECT o.customer, SUM(o.shipping_fee) AS shipping, SUM(i.qty * i.unit_price) AS revenue FROM orders o "
                        + "JOIN order_items i ON i.order_id = o.order_id GROUP BY o.customer ORDER BY o.customer")
                .replySql("SELECT o.customer, SUM(o.shipping_fee) AS shipping, SUM(r.revenue) AS revenue FROM orders o "
                        + "JOIN (SELECT order_id, SUM(qty * unit_price) AS revenue FROM order_items GROUP BY order_id) r "
                        + "ON r.order_id = o.order_id GROUP BY o.customer ORDER BY o.customer");

        JsonNode a = ask(db, 0, "For each customer, what were total shipping fees and total item revenue?");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"Ana Tor\",10.0,75.0],[\"Ben Ode\",5.0,16.0]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(fan-out)");
    }

    @Test
    void should_fail_with_exit_4_rather_than_answer_when_the_model_repeats_the_fanned_out_sql_case_C16() throws Exception {
        Path db = SqliteFixture.create(dir, "fanout", """
                CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, shipping_fee REAL NOT NULL);
                CREATE TABLE order_items (order_id INTEGER NOT NULL REFERENCES orders(order_id), product TEXT NOT NULL,
                  qty INTEGER NOT NULL, unit_price REAL NOT NULL);
                INSERT INTO orders VALUES (1,'Ana Tor',10.0),(2,'Ben Ode',5.0),(3,'Ana Tor',0.0);
                INSERT INTO order_items VALUES (1,'Lamp',1,40.0),(1,'Bulb',4,2.5),(1,'Shade',1,15.0),(2,'Mug',2,8.0),(3,'Pen',10,1.0)""");
        String fanned = "SELECT o.customer, SUM(o.shipping_fee) AS shipping, SUM(i.qty * i.unit_price) AS revenue FROM orders o "
                + "JOIN order_items i ON i.order_id = o.order_id GROUP BY o.customer ORDER BY o.customer";
        llm.replySql(fanned).replySql(fanned);

        JsonNode a = ask(db, 4, "For each customer, what were total shipping fees and total item revenue?");

        assertThat(a.get("status").asText()).isEqualTo("failed");
        assertThat(a.get("rows")).isEmpty();
        assertThat(a.get("answer").asText()).contains("did not pass its fan-out check");
    }

    @Test
    void should_show_the_model_every_stored_spelling_of_germline_case_C18() throws Exception {
        Path db = SqliteFixture.create(dir, "mutations", """
                CREATE TABLE mutations (sample_id TEXT NOT NULL, gene TEXT NOT NULL, mutation_status TEXT NOT NULL);
                INSERT INTO mutations VALUES ('S1','PALB2','GERMLINE'),('S2','ATM','Germline'),('S3','ATM','SOMATIC'),
                  ('S4','PALB2','germline'),('S5','BRCA1','GERMLINE')""");
        llm.replySql("SELECT sample_id, gene FROM mutations WHERE gene IN ('PALB2', 'ATM') AND mutation_status = 'GERMLINE'")
                .replySql("SELECT sample_id, gene FROM mutations WHERE gene IN ('PALB2', 'ATM') "
                + "AND mutation_status IN ('GERMLINE', 'Germline', 'germline') ORDER BY sample_id");

        JsonNode a = ask(db, 0, "Show samples where PALB2 or ATM have germline mutations.");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"S1\",\"PALB2\"],[\"S2\",\"ATM\"],[\"S4\",\"PALB2\"]]");
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(case-variants)");
        StringBuilder prompt = new StringBuilder();
        new ObjectMapper().readTree(llm.takeBodies().get(0)).get("messages").forEach(m -> prompt.append(m.get("content").asText()).append('\n'));
        String line = prompt.toString().lines().filter(l -> l.contains("mutation_status") && l.contains("the question said")).findFirst().orElseThrow();
        assertThat(line).as("one line lists every stored spelling").contains(" IN (<data>").contains("'GERMLINE'").contains("'Germline'")
                .contains("'germline'");
    }

    @Test
    void should_say_no_client_is_from_radom_without_inventing_any_case_C20() throws Exception {
        Path db = SqliteFixture.create(dir, "clients", """
                CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
                INSERT INTO clients VALUES (1,'Alice Moor','New York'),(2,'Bob Lane','Los Angeles'),(3,'Carl Dune','Chicago'),
                  (4,'Dana Reef','Houston'),(5,'Eve Stone','Phoenix')""");
        llm.replySql("SELECT name FROM clients WHERE city = 'Radom'");

        JsonNode a = ask(db, 0, "Which clients are from Radom?");

        assertThat(a.get("row_count").asInt()).isZero();
        assertThat(a.get("answer").asText()).containsIgnoringCase("no rows")
                .doesNotContain("Alice", "Bob", "Carl", "Dana", "Eve");
    }

    @Test
    void should_answer_a_self_contained_second_question_on_its_own_in_a_conversation_case_C21() throws Exception {
        Path db = SqliteFixture.create(dir, "titles", """
                CREATE TABLE titles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL, release_date TEXT NOT NULL);
                INSERT INTO titles VALUES (1,'Night Shift','US','2025-01-10'),(2,'Paper Moon','US','2025-01-24'),
                  (3,'Dune Sea','US','2025-02-07'),(4,'Cold Harbor','UK','2025-02-14'),(5,'Fast Lane','US','2025-02-21')""");
        llm.replySql("SELECT name FROM titles WHERE country = 'US' AND release_date BETWEEN '2025-01-01' AND '2025-01-31' ORDER BY release_date")
                .replySql("SELECT name FROM titles WHERE country = 'US' AND release_date BETWEEN '2025-02-01' AND '2025-02-28' ORDER BY release_date");

        JsonNode first = ask(db, 0, "--conversation", "c21", "What titles were released in January 2025 in the US?");
        JsonNode second = ask(db, 0, "--conversation", "c21", "What titles were released in February 2025 in the US?");

        assertThat(first.get("rows").toString()).isEqualTo("[[\"Night Shift\"],[\"Paper Moon\"]]");
        assertThat(second.get("rows").toString()).isEqualTo("[[\"Dune Sea\"],[\"Fast Lane\"]]");
        assertThat(second.get("rewritten_question").isNull()).isTrue();
        assertThat(llm.requests()).isEqualTo(2);
        List<String> bodies = llm.takeBodies();
        assertThat(bodies.get(1)).contains("February 2025").doesNotContain("January");
    }

    @Test
    void should_count_rows_of_a_table_with_one_model_call_and_no_repair_case_C32() throws Exception {
        Path db = SqliteFixture.create(dir, "employees", """
                CREATE TABLE departments (dept_no TEXT PRIMARY KEY, dept_name TEXT NOT NULL);
                CREATE TABLE employees (emp_no INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL, hire_date TEXT NOT NULL);
                CREATE TABLE dept_emp (emp_no INTEGER NOT NULL REFERENCES employees(emp_no), dept_no TEXT NOT NULL REFERENCES departments(dept_no),
                  from_date TEXT NOT NULL, to_date TEXT);
                CREATE TABLE salaries (emp_no INTEGER NOT NULL REFERENCES employees(emp_no), salary INTEGER NOT NULL, from_date TEXT NOT NULL, to_date TEXT);
                INSERT INTO departments VALUES ('d001','Marketing'),('d002','Finance'),('d003','Research');
                INSERT INTO employees VALUES (1,'Ida','Chen','2019-04-01'),(2,'Jon','Park','2020-09-15')""");
        llm.replySql("SELECT COUNT(*) FROM departments");

        JsonNode a = ask(db, 0, "How many rows are there in the departments table?");

        assertThat(a.get("rows").get(0).get(0).asInt()).isEqualTo(3);
        assertThat(a.get("model_calls").asInt()).isEqualTo(1);
        assertThat(a.get("input_tokens").asLong()).isEqualTo(500);
        assertThat(a.get("trace").toString()).doesNotContain("\"step\":\"repair\"");
    }
}
