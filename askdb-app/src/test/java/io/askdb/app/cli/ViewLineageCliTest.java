package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Case N07 (view half) end to end through the CLI: the staff database of
 * shared/cases/public-reports-2.md N07, whose view {@code staff_directory} shows the hidden
 * {@code employees.ssn}, with its policy file; plus a view over the masked salary.
 */
class ViewLineageCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String POLICY = "hidden: {columns: [\"employees.ssn\"]}\nmasked: [{column: employees.salary, rule: redact}]\n";

    @TempDir
    Path dir;
    Path db;
    Path policy;

    @BeforeEach
    void create() throws Exception {
        db = dir.resolve("staff.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, dept TEXT NOT NULL,"
                    + " salary INTEGER NOT NULL, ssn TEXT NOT NULL)");
            st.execute("INSERT INTO employees VALUES (1,'Ida Chen','Data',91000,'123-45-6789'),"
                    + "(2,'Jon Park','Sales',64000,'987-65-4321'),(3,'Kim Roe','Data',78000,'555-12-3434')");
            st.execute("CREATE VIEW staff_directory AS SELECT id, name, dept, ssn FROM employees");
            st.execute("CREATE VIEW pay_list AS SELECT name, salary FROM employees");
        }
        policy = Files.writeString(dir.resolve("p.yaml"), POLICY);
    }

    private CliRun cli(Map<String, String> env, String... args) {
        List<String> all = new ArrayList<>(List.of("--db", db.toString(), "--policy-path", policy.toString()));
        all.addAll(List.of(args));
        return CliRun.run(dir, env, all.toArray(String[]::new));
    }

    @Test
    void should_refuse_with_exit_3_naming_the_policy_when_sql_reads_a_hidden_column_through_a_view() {
        CliRun run = cli(Map.of(), "sql", "SELECT name, ssn FROM staff_directory");

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.out() + run.err()).contains("Column ssn").contains("hidden by this database's access policy")
                .doesNotContain("123-45-6789").doesNotContain("987-65-4321");
    }

    @Test
    void should_answer_case_n07_when_sql_reads_only_visible_columns_of_the_view() throws Exception {
        CliRun run = cli(Map.of(), "sql", "--json", "SELECT name, dept FROM staff_directory");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(JSON.readTree(run.out()).get("rows").toString())
                .isEqualTo("[[\"Ida Chen\",\"Data\"],[\"Jon Park\",\"Sales\"],[\"Kim Roe\",\"Data\"]]");
    }

    @Test
    void should_mask_a_view_column_when_it_shows_a_masked_column() throws Exception {
        CliRun run = cli(Map.of(), "sql", "--json", "SELECT name, salary FROM pay_list ORDER BY name");
        CliRun avg = cli(Map.of(), "sql", "SELECT avg(salary) FROM pay_list");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(JSON.readTree(run.out()).get("rows").toString())
                .isEqualTo("[[\"Ida Chen\",\"***\"],[\"Jon Park\",\"***\"],[\"Kim Roe\",\"***\"]]");
        assertThat(avg.exitCode()).isEqualTo(3);
        assertThat(avg.out() + avg.err()).contains("masked by this database's access policy").doesNotContain("77666");
    }

    @Test
    void should_list_the_view_without_its_hidden_column_when_schema_describes_it() throws Exception {
        CliRun list = cli(Map.of(), "schema");
        CliRun view = cli(Map.of(), "schema", "--json", "staff_directory");

        assertThat(list.exitCode()).as(list.err()).isZero();
        assertThat(list.out()).contains("staff_directory (view): 3 columns").contains("employees: 4 columns");
        assertThat(view.exitCode()).as(view.err()).isZero();
        JsonNode columns = JSON.readTree(view.out()).get("columns");
        List<String> names = new ArrayList<>();
        columns.forEach(c -> names.add(c.get("name").asText()));
        assertThat(names).containsExactly("id", "name", "dept");
        assertThat(view.out()).doesNotContain("ssn").doesNotContain("123-45-6789");
    }

    @Test
    void should_keep_the_view_s_hidden_column_and_values_out_of_prompts_when_asked_with_a_model() throws Exception {
        try (MockOpenAi llm = new MockOpenAi()) {
            llm.replySql("SELECT name, dept FROM staff_directory");

            CliRun run = cli(llm.env(), "ask", "--json", "What is each employee's social security number?");

            assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
            String prompts = String.join("\n", llm.takeBodies());
            assertThat(prompts).contains("staff_directory").doesNotContain("ssn").doesNotContain("123-45-6789")
                    .doesNotContain("555-12-3434");
        }
    }

    @Test
    void should_read_no_values_of_a_materialized_view_column_when_it_shows_a_masked_or_hidden_column() throws Exception {
        String url = PostgresFixture.database(s -> {
            s.execute("CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT, dept TEXT, email TEXT, ssn TEXT)");
            s.execute("INSERT INTO employees VALUES (1,'Ida Chen','Data','ida@x.org','123-45-6789'),"
                    + "(2,'Jon Park','Sales','jon@x.org','987-65-4321')");
            s.execute("CREATE MATERIALIZED VIEW contacts AS SELECT name, dept, email AS mail, ssn FROM employees");
        });
        Path staff = Files.writeString(dir.resolve("staff.yaml"),
                "hidden:\n  columns: [employees.ssn]\nmasked:\n  - {column: employees.email, rule: email}\n");
        io.askdb.app.config.AskdbConfig config = io.askdb.app.config.ConfigLoader.load(new io.askdb.app.config.ConfigSources(Map.of(),
                Map.of("ASKDB_DATA_DIR", dir.toString(), "ASKDB_DB", url, "ASKDB_POLICY_PATH", staff.toString()),
                new java.util.Properties(), null));
        try (io.askdb.app.runtime.AskdbRuntime runtime = new io.askdb.app.runtime.AskdbRuntime(config)) {
            io.askdb.catalog.Table view = runtime.textToSql().catalog().resolve(null, "contacts").get(0);

            io.askdb.linking.ValueBatch batch = runtime.valueSource(runtime.source()).read(List.of(view));

            assertThat(view.columns()).extracting(io.askdb.catalog.Column::name).containsExactly("name", "dept", "mail");
            assertThat(batch.columns()).extracting(io.askdb.linking.StoredColumn::column).contains("name", "dept")
                    .doesNotContain("mail", "ssn");
        }
    }
}
