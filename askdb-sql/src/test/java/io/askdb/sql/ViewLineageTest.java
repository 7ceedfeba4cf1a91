package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.catalog.Table;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.policy.MaskedColumn;
import io.askdb.policy.Masking;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * View lineage on real engines (SQLite, DuckDB, H2, PostgreSQL): the policy of case N07 (staff
 * database, employees.ssn hidden, employees.salary masked) followed through views of every kind,
 * as the app wires it (the guard and the masking executor given the declared policy, the agent's
 * catalog through {@link ViewLineage}).
 */
class ViewLineageTest {
    static final Policy POLICY = new Policy(List.of(), List.of(new NamePattern("employees.ssn")),
            List.of(new MaskedColumn(new NamePattern("employees.salary"), Masking.REDACT)), List.of());

    /** Case N07's schema and rows (shared/cases/public-reports-2.md, N07), with more views. */
    static final String[] SETUP = {
        "CREATE TABLE employees (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL, dept VARCHAR(20) NOT NULL,"
                + " salary INTEGER NOT NULL, ssn VARCHAR(11) NOT NULL)",
        "INSERT INTO employees VALUES (1,'Ida Chen','Data',91000,'123-45-6789'),(2,'Jon Park','Sales',64000,'987-65-4321'),"
                + "(3,'Kim Roe','Data',78000,'555-12-3434')",
        "CREATE VIEW staff_directory AS SELECT id, name, dept, ssn FROM employees",
        "CREATE VIEW pay AS SELECT e.name AS who, e.salary AS pay FROM employees e",
        "CREATE VIEW directory_names AS SELECT name, ssn AS tax_id FROM staff_directory",
        "CREATE VIEW raised AS SELECT name, salary * 2 AS doubled FROM employees",
        "CREATE VIEW ones AS SELECT name FROM employees WHERE ssn LIKE '1%'",
        "CREATE VIEW teams AS SELECT name, dept FROM employees",
        "CREATE VIEW renamed AS WITH t (a, b) AS (SELECT name, ssn FROM employees) SELECT a, b FROM t",
        "CREATE VIEW mixed AS SELECT name FROM employees UNION ALL SELECT ssn FROM employees",
        "CREATE VIEW everything AS SELECT * FROM employees",
    };

    record Engine(String name, Catalog full, Catalog visible, SqlGuard guard, MaskingSqlExecutor executor) {
        GuardResult check(String sql) {
            return guard.check(new GuardRequest(sql, visible.dialect(), visible, 100));
        }

        List<List<Object>> rows(String sql) {
            GuardResult r = check(sql);
            assertThat(r).as(sql).isInstanceOf(ApprovedSql.class);
            ResultTable t = executor.run((ApprovedSql) r, ExecutionLimits.DEFAULT);
            return t.rows();
        }

        Optional<Table> table(String name) {
            return visible.tables().stream().filter(t -> t.id().name().equalsIgnoreCase(name)).findFirst();
        }

        List<String> columns(String table) {
            return table(table).orElseThrow().columns().stream().map(c -> c.name().toLowerCase(Locale.ROOT)).toList();
        }

        @Override
        public String toString() {
            return name;
        }
    }

    @TempDir
    static Path dir;
    private static List<Engine> engines;

    static synchronized Stream<Engine> engines() throws Exception {
        if (engines == null) {
            List<Engine> out = new ArrayList<>();
            out.add(engine("SQLite", CriticDatabase.sqlite(dir, SETUP)));
            Path duck = dir.resolve("views.duckdb");
            out.add(engine("DuckDB", CriticDatabase.at("jdbc:duckdb:" + duck, duck.toString(), SETUP)));
            String h2 = "jdbc:h2:" + dir.resolve("views-h2").toAbsolutePath();
            out.add(engine("H2", CriticDatabase.at(h2, h2, SETUP)));
            out.add(engine("PostgreSQL", CriticDatabase.postgres(SETUP)));
            engines = out;
        }
        return engines.stream();
    }

    static Engine engine(String name, CriticDatabase db) {
        Catalog full = db.catalog;
        CatalogProvider cached = () -> full;
        return new Engine(name, full, new ViewLineage().effective(POLICY, full).visible(full), StandardGuard.create(POLICY, cached),
                new MaskingSqlExecutor(new JdbcSqlExecutor(db.source), POLICY, cached));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_refuse_naming_the_policy_when_a_view_column_comes_from_a_hidden_column(Engine e) {
        GuardResult r = e.check("SELECT name, ssn FROM staff_directory");
        assertThat(r).isInstanceOf(Refusal.class);
        assertThat(((Refusal) r).rule()).isEqualTo("policy-hidden-column");
        assertThat(((Refusal) r).message()).contains("access policy");
        assertThat(e.columns("staff_directory")).containsExactly("id", "name", "dept");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_answer_case_n07_when_a_view_is_asked_only_for_visible_columns(Engine e) {
        assertThat(e.rows("SELECT name, dept FROM staff_directory ORDER BY name")).map(Object::toString)
                .containsExactly("[Ida Chen, Data]", "[Jon Park, Sales]", "[Kim Roe, Data]");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_mask_a_view_column_when_it_shows_a_masked_column_bare(Engine e) {
        assertThat(e.rows("SELECT who, pay FROM pay ORDER BY who")).map(Object::toString)
                .containsExactly("[Ida Chen, ***]", "[Jon Park, ***]", "[Kim Roe, ***]");
        assertThat(((Refusal) e.check("SELECT avg(pay) FROM pay")).rule()).isEqualTo("policy-masked-column");
        assertThat(e.columns("pay")).containsExactly("who", "pay");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_hide_a_column_when_it_comes_through_a_nested_view_cte_or_set_operation(Engine e) {
        assertThat(((Refusal) e.check("SELECT tax_id FROM directory_names")).rule()).isEqualTo("policy-hidden-column");
        assertThat(e.columns("directory_names")).containsExactly("name");
        assertThat(e.columns("renamed")).containsExactly("a");
        assertThat(e.table("mixed")).as("UNION ALL of name and ssn: no visible column left").isEmpty();
        assertThat(e.columns("everything")).containsExactly("id", "name", "dept", "salary");
        assertThat(((Refusal) e.check("SELECT b FROM renamed")).rule()).isEqualTo("policy-hidden-column");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_hide_a_view_column_when_it_is_an_expression_over_a_masked_column(Engine e) {
        assertThat(e.columns("raised")).containsExactly("name");
        assertThat(((Refusal) e.check("SELECT doubled FROM raised")).rule()).isEqualTo("policy-hidden-column");
        assertThat(e.rows("SELECT name FROM raised ORDER BY name")).hasSize(3);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_hide_the_whole_view_when_a_hidden_column_decides_its_rows(Engine e) {
        assertThat(e.table("ones")).isEmpty();
        assertThat(((Refusal) e.check("SELECT name FROM ones")).rule()).isEqualTo("policy-hidden-table");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_leave_a_view_whole_when_it_touches_no_protected_column(Engine e) {
        assertThat(e.columns("teams")).containsExactly("name", "dept");
        assertThat(e.rows("SELECT name, dept FROM teams WHERE dept = 'Data' ORDER BY name")).map(Object::toString)
                .containsExactly("[Ida Chen, Data]", "[Kim Roe, Data]");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_filter_a_view_by_its_own_row_filter_when_it_reads_a_filtered_table(Engine e) throws Exception {
        Policy filtered = new Policy(List.of(), POLICY.hiddenColumns(), POLICY.masked(), List.of(
                new io.askdb.policy.RowFilter(new NamePattern("employees"), "dept", "dept"),
                new io.askdb.policy.RowFilter(new NamePattern("staff_directory"), "dept", "dept")));
        Catalog full = e.full();
        CatalogProvider cached = () -> full;
        SqlGuard guard = StandardGuard.create(filtered, cached);
        Catalog visible = new ViewLineage().effective(filtered, full).visible(full);
        io.askdb.policy.Caller data = io.askdb.policy.Caller.of("dept", "Data");

        GuardResult names = guard.check(new GuardRequest("SELECT name FROM staff_directory ORDER BY name", visible.dialect(), visible, 100, data));
        GuardResult other = guard.check(new GuardRequest("SELECT name FROM teams", visible.dialect(), visible, 100, data));

        assertThat(names).isInstanceOf(ApprovedSql.class);
        assertThat(e.executor().run((ApprovedSql) names, ExecutionLimits.DEFAULT).rows()).map(Object::toString)
                .containsExactly("[Ida Chen]", "[Kim Roe]");
        assertThat(((Refusal) other).rule()).as("teams reads the filtered table and has no filter of its own").isEqualTo("policy-hidden-table");
    }
}
