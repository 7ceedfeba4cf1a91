package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One broken view does not make the database unusable: on each real engine, a database with
 * healthy tables and one view the engine cannot read answers {@code askdb ask}, {@code sql} and
 * {@code schema} about the healthy tables, warns once naming the view and the engine's reason,
 * refuses SQL naming the view with one message, and under an access policy the view is simply
 * not there.
 */
class BrokenViewCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> HEALTHY = List.of(
            "CREATE TABLE departments (id INTEGER PRIMARY KEY, title VARCHAR(20) NOT NULL)",
            "CREATE TABLE employees (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL, dept_id INTEGER REFERENCES departments(id))",
            "INSERT INTO departments VALUES (1, 'Data'), (2, 'Sales')",
            "INSERT INTO employees VALUES (1, 'Ida Chen', 1), (2, 'Jon Park', 2), (3, 'Kim Roe', 1)");

    @TempDir
    static Path dir;

    /** An engine's database: the --db value, the broken view as askdb names it, and a word of the engine's reason. */
    record Broken(String engine, String db, String view, String reason) {
        @Override
        public String toString() {
            return engine;
        }
    }

    private static List<Broken> engines;

    static synchronized Stream<Arguments> engines() throws Exception {
        if (engines == null) engines = create();
        return engines.stream().map(Arguments::of);
    }

    private static List<Broken> create() throws Exception {
        Path sqlite = dir.resolve("broken.db");
        run("jdbc:sqlite:" + sqlite,
                "CREATE VIEW team_ids AS SELECT id FROM employees JOIN departments ON employees.dept_id = departments.id");
        Path duck = dir.resolve("broken.duckdb");
        run("jdbc:duckdb:" + duck, "CREATE TABLE gone (id INTEGER)", "CREATE VIEW team_ids AS SELECT id FROM gone", "DROP TABLE gone");
        String h2 = "jdbc:h2:" + dir.resolve("broken-h2");
        run(h2, "CREATE FORCE VIEW team_ids AS SELECT id FROM gone");
        String pg = PostgresFixture.database(s -> {
            for (String sql : HEALTHY) s.execute(sql);
            s.execute("CREATE MATERIALIZED VIEW team_ids AS SELECT id FROM employees WITH NO DATA");
        });
        return List.of(
                new Broken("SQLite", sqlite.toString(), "team_ids", "ambiguous column name: id"),
                new Broken("DuckDB", duck.toString(), "main.team_ids", "gone"),
                new Broken("H2", h2, "PUBLIC.TEAM_IDS", "GONE"),
                new Broken("PostgreSQL", pg, "public.team_ids", "has not been populated"));
    }

    private static void run(String url, String... broken) throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            for (String sql : HEALTHY) st.execute(sql);
            for (String sql : broken) st.execute(sql);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_answer_about_healthy_tables_and_name_the_broken_view_once_when_one_view_is_broken(Broken b) throws Exception {
        CliRun sql = CliRun.run(dir, "--db", b.db(), "sql", "--json", "SELECT name FROM employees ORDER BY id");
        CliRun ask = CliRun.run(dir, "--db", b.db(), "ask", "--json", "How many employees are there?");
        CliRun schema = CliRun.run(dir, "--db", b.db(), "schema");

        assertThat(sql.exitCode()).as(sql.err()).isZero();
        assertThat(JSON.readTree(sql.out()).get("rows").toString()).isEqualTo("[[\"Ida Chen\"],[\"Jon Park\"],[\"Kim Roe\"]]");
        assertThat(ask.exitCode()).as(ask.err()).isZero();
        assertThat(JSON.readTree(ask.out()).get("rows").toString()).isEqualTo("[[3]]");
        assertThat(schema.exitCode()).as(schema.err()).isZero();
        assertThat(schema.out()).containsIgnoringCase("employees: 3 columns").containsIgnoringCase("departments: 2 columns")
                .contains("note: ").contains(b.view() + " (");
        for (CliRun r : List.of(sql, ask, schema)) {
            assertThat(r.err().split("askdb: warning: ", -1)).as(r.err()).hasSize(2);
            assertThat(r.err()).contains(b.engine() + " cannot read the columns of 1 ").contains(b.view()).contains(b.reason())
                    .doesNotContain("Exception").doesNotContain("\tat ");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_refuse_with_one_message_naming_the_reason_when_sql_reads_the_broken_view(Broken b) {
        CliRun run = CliRun.run(dir, "--db", b.db(), "sql", "SELECT * FROM team_ids");

        assertThat(run.exitCode()).isEqualTo(3);
        String refusal = run.err().lines().filter(l -> l.startsWith("askdb: refused")).reduce("", String::concat);
        assertThat(refusal).contains("cannot be queried").contains(b.view()).contains(b.reason());
        assertThat(run.out() + run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_not_show_the_broken_view_at_all_when_an_access_policy_applies(Broken b) throws Exception {
        Path policy = Files.writeString(dir.resolve("p.yaml"), "hidden: {columns: [\"*.title\", \"*.TITLE\"]}\n");
        CliRun schema = CliRun.run(dir, "--db", b.db(), "--policy-path", policy.toString(), "schema");
        CliRun sql = CliRun.run(dir, "--db", b.db(), "--policy-path", policy.toString(), "sql", "--json",
                "SELECT count(*) FROM employees");
        CliRun view = CliRun.run(dir, "--db", b.db(), "--policy-path", policy.toString(), "sql", "SELECT * FROM team_ids");

        assertThat(schema.exitCode()).as(schema.err()).isZero();
        assertThat(schema.out() + schema.err()).containsIgnoringCase("employees").doesNotContainIgnoringCase("team_ids")
                .doesNotContain(b.reason()).doesNotContain("warning");
        assertThat(JSON.readTree(sql.out()).get("rows").toString()).isEqualTo("[[3]]");
        assertThat(sql.err()).doesNotContain("warning");
        assertThat(view.exitCode()).isEqualTo(3);
        assertThat(view.err()).contains("does not exist").doesNotContain(b.reason()).doesNotContain("cannot read");
    }
}
