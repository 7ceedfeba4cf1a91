package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.semantic.SemanticModels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelCommandTest {
    @TempDir
    Path dir;

    @Test
    void should_write_a_model_that_checks_clean_when_init_bootstraps_it_from_the_catalog() {
        Path model = dir.resolve("chinook.yaml");

        CliRun init = CliRun.run(dir, "model", "init", "--out", model.toString());
        CliRun check = CliRun.run(dir, "--semantic-path", model.toString(), "model", "check");

        assertThat(init.exitCode()).as(init.err()).isZero();
        assertThat(init.out()).startsWith("Wrote " + model + ": 11 entities, 19 draft metrics, 11 relationships.");
        assertThat(check.exitCode()).as(check.err()).isZero();
        assertThat(check.out()).isEqualTo(model + " is valid: 11 entities, 19 metrics, 11 relationships.\n");
    }

    @Test
    void should_not_overwrite_an_edited_model_without_force() throws Exception {
        Path model = Files.writeString(dir.resolve("chinook.yaml"), "entities: []\n");

        CliRun init = CliRun.run(dir, "model", "init", "--out", model.toString());

        assertThat(init.exitCode()).isEqualTo(2);
        assertThat(init.err()).contains("already exists").contains("--force");
        assertThat(Files.readString(model)).isEqualTo("entities: []\n");
    }

    @Test
    void should_exit_2_naming_the_metric_and_the_unknown_column_when_the_model_is_wrong() throws Exception {
        Path model = Files.writeString(dir.resolve("bad.yaml"), """
                metrics:
                  - name: revenue
                    table: InvoiceLine
                    expression: SUM(Price * Quantity)
                """);

        CliRun check = CliRun.run(dir, "--semantic-path", model.toString(), "model", "check");

        assertThat(check.exitCode()).isEqualTo(2);
        assertThat(check.err()).contains("metrics[0].expression").contains("Price");
    }

    @Test
    void should_check_the_demo_databases_own_model_when_none_is_configured() {
        CliRun check = CliRun.run(dir, "model", "check");

        assertThat(check.exitCode()).as(check.err()).isZero();
        assertThat(check.out()).endsWith("semantic.yaml is valid: 11 entities, 7 metrics, 11 relationships.\n");
    }

    @Test
    void should_answer_a_metric_question_with_the_planner_from_the_demos_semantic_model() throws Exception {
        CliRun run = CliRun.run(dir, "ask", "--json", "Which 3 genres earned the most revenue?");

        assertThat(run.exitCode()).as(run.err()).isZero();
        com.fasterxml.jackson.databind.JsonNode a = new com.fasterxml.jackson.databind.ObjectMapper().readTree(run.out());
        assertThat(a.get("generator").asText()).isEqualTo("planner");
        assertThat(a.get("rows").toString()).isEqualTo("[[\"Rock\",826.65],[\"Latin\",382.14],[\"Metal\",261.36]]");
    }

    /** A shop without foreign keys (as the defog databases are); sums and averages checked with sqlite3. */
    private Path shop() throws Exception {
        Path db = dir.resolve("shop.sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, country TEXT, credit_limit DECIMAL(10,2))");
            s.execute("CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER, amount REAL, quantity INTEGER,"
                    + " rating REAL, placed_on DATE)");
            s.execute("INSERT INTO customers VALUES (1,'Ada','France',100),(2,'Bo','Sweden',50.5),(3,'Cy','France',NULL)");
            s.execute("INSERT INTO orders VALUES (10,1,20.5,1,4.0,'2024-01-02'),(11,1,5,2,3.0,'2024-02-03'),"
                    + "(12,2,7.25,1,5.0,'2025-01-04'),(13,3,1,3,2.0,'2025-03-05')");
        }
        return db;
    }

    private static JsonNode ask(Path dir, Path db, Path model, String question) throws Exception {
        CliRun run = CliRun.run(dir, "--db", db.toString(), "--semantic-path", model.toString(), "ask", "--json", question);
        assertThat(run.out()).as(run.err()).startsWith("{");
        return new ObjectMapper().readTree(run.out());
    }

    @Test
    void should_draft_counts_and_the_sums_and_averages_of_amount_columns_when_init_reads_a_sqlite_database() throws Exception {
        Path db = shop();
        Path model = dir.resolve("shop.yaml");

        CliRun init = CliRun.run(dir, "--db", db.toString(), "model", "init", "--out", model.toString());
        CliRun check = CliRun.run(dir, "--db", db.toString(), "--semantic-path", model.toString(), "model", "check");

        assertThat(init.exitCode()).as(init.err()).isZero();
        assertThat(init.out()).startsWith("Wrote " + model + ": 2 entities, 8 draft metrics, 0 relationships.");
        assertThat(check.exitCode()).as(check.err()).isZero();
        assertThat(check.out()).isEqualTo(model + " is valid: 2 entities, 8 metrics, 0 relationships.\n");
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(db.toString(), new Properties()),
                CatalogOptions.DEFAULT).catalog();
        assertThat(SemanticModels.read(model, catalog).metrics())
                .extracting(m -> m.name() + " = " + m.expression() + " over " + m.table().name()
                        + (m.timeColumn() == null ? "" : " by " + m.timeColumn().column()))
                .containsExactly("customer count = COUNT(*) over customers",
                        "total customer credit limit = SUM(credit_limit) over customers",
                        "average customer credit limit = AVG(credit_limit) over customers",
                        "order count = COUNT(*) over orders by placed_on",
                        "total order amount = SUM(amount) over orders by placed_on",
                        "average order amount = AVG(amount) over orders by placed_on",
                        "total order quantity = SUM(quantity) over orders by placed_on",
                        "average order quantity = AVG(quantity) over orders by placed_on");
        assertThat(Files.readString(model)).contains("# The metrics below marked 'Draft by askdb model init'");
    }

    @Test
    void should_answer_a_drafted_metric_and_join_along_a_relationship_added_by_hand_when_the_database_has_no_foreign_keys()
            throws Exception {
        Path db = shop();
        Path model = dir.resolve("shop.yaml");
        assertThat(CliRun.run(dir, "--db", db.toString(), "model", "init", "--out", model.toString()).exitCode()).isZero();

        assertThat(ask(dir, db, model, "What is the total order amount?").get("rows").toString()).isEqualTo("[[33.75]]");
        assertThat(ask(dir, db, model, "total order amount per year").get("rows").toString())
                .isEqualTo("[[\"2024\",25.5],[\"2025\",8.25]]");
        assertThat(ask(dir, db, model, "total order amount per country").get("status").asText()).isEqualTo("unanswerable");

        Files.writeString(model, Files.readString(model).replace("relationships: []", """
                relationships:
                  - from: {table: orders, columns: [customer_id]}
                    to: {table: customers, columns: [id]}
                    cardinality: MANY_TO_ONE
                    declared: false
                """));

        assertThat(ask(dir, db, model, "total order amount per country").get("rows").toString())
                .isEqualTo("[[\"France\",26.5],[\"Sweden\",7.25]]");
    }
}
