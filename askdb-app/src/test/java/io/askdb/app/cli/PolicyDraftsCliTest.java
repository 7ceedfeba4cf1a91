package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.semantic.Metric;
import io.askdb.semantic.SemanticModel;
import io.askdb.semantic.SemanticModels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What askdb proposes under an access policy (a staff table with a hidden ssn and a masked salary
 * and email, and views over the salary) is what its guard then allows: {@code model init} drafts
 * no metric over a masked column, and the offline planner's decline suggests no question the guard
 * refuses. Found by an attacker trial of README "Access policy" and "Views follow their base columns".
 */
class PolicyDraftsCliTest {
    private static final String POLICY = "hidden: {columns: [\"employees.ssn\"]}\n"
            + "masked:\n  - {column: employees.salary, rule: redact}\n  - {column: employees.email, rule: email}\n";

    @TempDir
    Path dir;
    Path db;
    Path policy;

    @BeforeEach
    void create() throws Exception {
        db = dir.resolve("staff.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, dept TEXT NOT NULL,"
                    + " ssn TEXT NOT NULL, salary INTEGER NOT NULL, email TEXT NOT NULL, bonus_amount INTEGER NOT NULL)");
            st.execute("INSERT INTO employees VALUES (1,'Ida Chen','Data','123-45-6789',91000,'ida@x.com',500),"
                    + "(2,'Jon Park','Sales','987-65-4321',64000,'jon@x.com',700),(3,'Kim Roe','Data','555-12-3434',78000,'kim@x.com',900)");
            st.execute("CREATE VIEW pay_list AS SELECT name, salary AS monthly_salary FROM employees");
        }
        policy = Files.writeString(dir.resolve("p.yaml"), POLICY);
    }

    private CliRun cli(String... args) {
        List<String> all = new ArrayList<>(List.of("--db", db.toString(), "--policy-path", policy.toString()));
        all.addAll(List.of(args));
        return CliRun.run(dir, Map.of(), all.toArray(String[]::new));
    }

    @Test
    void should_draft_no_metric_over_a_masked_column_or_a_view_column_showing_one_when_a_policy_masks_them() {
        Path out = dir.resolve("model.yaml");

        CliRun init = cli("model", "init", "--out", out.toString());
        CliRun check = cli("--semantic-path", out.toString(), "model", "check");

        assertThat(init.exitCode()).as(init.err()).isZero();
        SemanticModel model = SemanticModels.read(out, catalog());
        assertThat(model.metrics()).extracting(Metric::expression)
                .containsExactly("COUNT(*)", "SUM(bonus_amount)", "AVG(bonus_amount)", "COUNT(*)");
        assertThat(check.exitCode()).as(check.err()).isZero();
        // the drafts that remain are answered, not refused
        CliRun ask = cli("--semantic-path", out.toString(), "ask", "What is the total employee bonus amount?");
        assertThat(ask.exitCode()).as(ask.out() + ask.err()).isZero();
        assertThat(ask.out()).contains("2100");
    }

    @Test
    void should_draft_sums_of_the_salary_when_no_policy_masks_it() {
        Path out = dir.resolve("open.yaml");

        CliRun init = CliRun.run(dir, Map.of(), "--db", db.toString(), "model", "init", "--out", out.toString());

        assertThat(init.exitCode()).as(init.err()).isZero();
        assertThat(SemanticModels.read(out, catalog()).metrics()).extracting(Metric::expression)
                .contains("SUM(salary)", "AVG(salary)", "SUM(monthly_salary)");
    }

    @Test
    void should_suggest_no_question_the_guard_refuses_when_the_planner_declines_under_a_policy() {
        CliRun open = CliRun.run(dir, Map.of(), "--db", db.toString(), "ask", "Which employees are older than 40?");
        CliRun policed = cli("ask", "Which employees are older than 40?");

        assertThat(open.out() + open.err()).as("without a policy the salary is a fair suggestion")
                .contains("What is the average salary of employees?");
        assertThat(policed.out() + policed.err()).contains("older than 40").contains("How many employees are there?")
                .doesNotContain("salary").doesNotContain("email").doesNotContain("ssn");
        for (String line : (policed.out() + policed.err()).split("\n")) {
            String q = line.strip();
            if (!q.startsWith("- ") || q.startsWith("- Configure an LLM")) continue;
            CliRun asked = cli("ask", q.substring(2));
            assertThat(asked.exitCode()).as(q + ": " + asked.out() + asked.err()).isZero();
        }
    }

    /** The catalog of the staff database without a policy, to read a written model back. */
    private Catalog catalog() {
        return new JdbcCatalogProvider(ReadOnlyConnectionSource.of(db.toString(), new Properties()), CatalogOptions.DEFAULT).catalog();
    }
}
