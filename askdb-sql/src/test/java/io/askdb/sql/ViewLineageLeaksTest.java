package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.guard.Refusal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The view leaks of issue 16's attack trial, by kind, on real engines (SQLite, DuckDB,
 * PostgreSQL) under {@link ViewLineageTest#POLICY}: views that call functions outside the
 * allow-list, whole-row references, protected columns that order or pick rows (windows, SQLite's
 * bare-column min/max), row counts that depend on protected values (DISTINCT, UNION), and views
 * with no visible column left; legitimate views beside them stay whole.
 */
class ViewLineageLeaksTest {
    private static final String[] COMMON = {
        "CREATE TABLE depts (dept VARCHAR(20) PRIMARY KEY, floor INTEGER NOT NULL)",
        "INSERT INTO depts VALUES ('Data', 3), ('Sales', 1)",
        "CREATE VIEW v_win AS SELECT name, row_number() OVER (ORDER BY ssn) AS r FROM employees",
        "CREATE VIEW v_part AS SELECT name, rank() OVER (PARTITION BY salary ORDER BY id) AS r FROM employees",
        "CREATE VIEW v_lag AS SELECT name, lag(salary) OVER (ORDER BY salary) AS prev FROM employees",
        "CREATE VIEW v_dist AS SELECT DISTINCT salary FROM employees",
        "CREATE VIEW v_union AS SELECT name FROM employees UNION SELECT ssn FROM employees",
        "CREATE VIEW v_except AS SELECT name, dept FROM employees EXCEPT SELECT name, ssn FROM employees",
        "CREATE VIEW v_counts AS SELECT dept, count(*) AS n FROM employees GROUP BY dept",
        "CREATE VIEW v_rownum AS SELECT name, row_number() OVER (PARTITION BY dept ORDER BY id) AS r FROM employees",
        "CREATE VIEW v_depts AS SELECT DISTINCT dept FROM employees UNION SELECT dept FROM depts",
    };
    private static final String[] SQLITE = {
        "CREATE VIEW v_top AS SELECT name, max(salary) AS m FROM employees",
        "CREATE VIEW v_first AS SELECT name, min(id) AS m FROM employees",
        "CREATE VIEW v_top_dept AS SELECT dept, name, max(salary) AS m FROM employees GROUP BY dept",
        "CREATE VIEW v_dept_pay AS SELECT dept, max(salary) AS m FROM employees GROUP BY dept",
    };
    private static final String[] POSTGRES = {
        "CREATE FUNCTION leak_ssn(int) RETURNS text AS 'SELECT ssn FROM employees WHERE id = $1' LANGUAGE sql",
        "CREATE VIEW v_func AS SELECT name, leak_ssn(id) AS s FROM employees",
        "CREATE VIEW v_json AS SELECT name, row_to_json(e) AS j FROM employees e",
        "CREATE VIEW v_jsonb AS SELECT to_jsonb(e) - 'ssn' AS j FROM employees e",
        "CREATE VIEW v_floors AS SELECT row_to_json(d) AS j FROM depts d",
    };
    private static final String[] DUCKDB = {
        "CREATE VIEW v_json AS SELECT name, to_json(e) AS j FROM employees e",
        "CREATE VIEW v_floors AS SELECT to_json(d) AS j FROM depts d",
    };

    @TempDir
    static Path dir;
    private static List<ViewLineageTest.Engine> engines;

    static synchronized Stream<ViewLineageTest.Engine> engines() throws Exception {
        if (engines == null) {
            List<ViewLineageTest.Engine> out = new ArrayList<>();
            out.add(ViewLineageTest.engine("SQLite", CriticDatabase.sqlite(dir, setup(SQLITE))));
            Path duck = dir.resolve("leaks.duckdb");
            out.add(ViewLineageTest.engine("DuckDB", CriticDatabase.at("jdbc:duckdb:" + duck, duck.toString(), setup(DUCKDB))));
            out.add(ViewLineageTest.engine("PostgreSQL", CriticDatabase.postgres(setup(POSTGRES))));
            engines = out;
        }
        return engines.stream();
    }

    static Stream<ViewLineageTest.Engine> postgres() throws Exception {
        return engines().filter(e -> e.name().equals("PostgreSQL"));
    }

    static Stream<ViewLineageTest.Engine> wholeRows() throws Exception {
        return engines().filter(e -> !e.name().equals("SQLite"));
    }

    static Stream<ViewLineageTest.Engine> sqlite() throws Exception {
        return engines().filter(e -> e.name().equals("SQLite"));
    }

    private static String[] setup(String[] extra) {
        List<String> all = new ArrayList<>(Arrays.asList(ViewLineageTest.SETUP));
        all.addAll(Arrays.asList(COMMON));
        all.addAll(Arrays.asList(extra));
        return all.toArray(String[]::new);
    }

    private static void assertHidden(ViewLineageTest.Engine e, String view) {
        assertThat(e.table(view)).as(view + " is listed").isEmpty();
        assertThat(((Refusal) e.check("SELECT count(*) FROM " + view)).rule()).as(view).isEqualTo("policy-hidden-table");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("postgres")
    void should_hide_a_view_when_it_calls_a_function_off_the_allow_list(ViewLineageTest.Engine e) {
        assertHidden(e, "v_func");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wholeRows")
    void should_hide_a_whole_row_reference_when_its_row_has_a_protected_column(ViewLineageTest.Engine e) {
        assertThat(e.table("v_json").map(t -> e.columns("v_json")).orElse(List.of())).doesNotContain("j");
        assertThat(((Refusal) e.check("SELECT j FROM v_json")).rule()).isIn("policy-hidden-column", "policy-hidden-table");
        if (e.name().equals("PostgreSQL")) assertHidden(e, "v_jsonb");
        assertThat(e.columns("v_floors")).as("a whole row of a clean table").containsExactly("j");
        assertThat(e.rows("SELECT j FROM v_floors")).hasSize(2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_hide_the_whole_view_when_a_protected_column_orders_or_partitions_a_window(ViewLineageTest.Engine e) {
        assertHidden(e, "v_win");
        assertHidden(e, "v_part");
        assertHidden(e, "v_lag");
        assertThat(e.columns("v_rownum")).containsExactly("name", "r");
        assertThat(e.rows("SELECT name, r FROM v_rownum ORDER BY name")).map(Object::toString)
                .containsExactly("[Ida Chen, 1]", "[Jon Park, 1]", "[Kim Roe, 2]");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sqlite")
    void should_hide_the_whole_view_when_a_protected_column_picks_the_row_of_sqlite_bare_columns(ViewLineageTest.Engine e) {
        assertHidden(e, "v_top");
        assertHidden(e, "v_top_dept");
        assertThat(e.columns("v_dept_pay")).as("no bare column: only the aggregate is hidden").containsExactly("dept");
        assertThat(e.columns("v_first")).containsExactly("name", "m");
        assertThat(e.rows("SELECT name, m FROM v_first")).map(Object::toString).containsExactly("[Ida Chen, 1]");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void should_hide_the_whole_view_when_its_row_count_depends_on_protected_values(ViewLineageTest.Engine e) {
        assertHidden(e, "v_dist");
        assertHidden(e, "v_union");
        assertHidden(e, "v_except");
        assertThat(e.columns("v_counts")).containsExactly("dept", "n");
        assertThat(e.rows("SELECT dept, n FROM v_counts ORDER BY dept")).map(Object::toString)
                .containsExactly("[Data, 2]", "[Sales, 1]");
        assertThat(e.rows("SELECT dept FROM v_depts ORDER BY dept")).map(Object::toString).containsExactly("[Data]", "[Sales]");
    }
}
