package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ResultTable;
import io.askdb.execution.ResultColumn;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.policy.Caller;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DuckDB's {@code * EXCLUDE (...)} and {@code * REPLACE (...)} under the access policy, on DuckDB
 * ({@link TenantEngines}: employees.ssn hidden, employees.salary redacted): a star whose EXCLUDE
 * list removes every hidden column runs, with the masked column masked as under a bare star; a
 * REPLACE does not remove a hidden column, and a REPLACE expression over a masked column is refused.
 */
class StarExcludeTest {
    private static TenantEngines.Engine duckdb;

    @BeforeAll
    static void engine() throws Exception {
        duckdb = TenantEngines.all().stream().filter(e -> e.name().equals("DuckDB")).findFirst().orElseThrow();
    }

    private static List<String> names(ResultTable t) {
        return t.columns().stream().map(ResultColumn::name).toList();
    }

    @Test
    void should_run_and_mask_like_a_bare_star_when_exclude_removes_every_hidden_column() {
        ResultTable t = duckdb.run("SELECT * EXCLUDE (ssn) FROM employees ORDER BY id", Caller.ANONYMOUS);
        ResultTable aliased = duckdb.run("SELECT e.* EXCLUDE (\"SSN\") FROM employees e ORDER BY e.id", Caller.ANONYMOUS);

        assertThat(names(t)).containsExactly("id", "name", "dept", "salary");
        assertThat(t.rows()).containsExactly(List.of(1L, "Ida Chen", "Data", "***"), List.of(2L, "Jon Park", "Sales", "***"),
                List.of(3L, "Kim Roe", "Data", "***"));
        assertThat(aliased.rows()).isEqualTo(t.rows());
        assertThat(t.rows().toString() + aliased.rows()).doesNotContain("91000").doesNotContain("123-45-6789");
    }

    @Test
    void should_run_distinct_when_exclude_removes_the_hidden_and_the_masked_columns() {
        ResultTable t = duckdb.run("SELECT DISTINCT * EXCLUDE (id, name, ssn, salary) FROM employees ORDER BY dept", Caller.ANONYMOUS);

        assertThat(t.rows()).containsExactly(List.of("Data"), List.of("Sales"));
    }

    @Test
    void should_run_a_replace_over_visible_columns_when_the_hidden_column_is_excluded() {
        ResultTable t = duckdb.run("SELECT * EXCLUDE (ssn) REPLACE (upper(name) AS name) FROM employees ORDER BY id", Caller.ANONYMOUS);

        assertThat(names(t)).containsExactly("id", "name", "dept", "salary");
        assertThat(t.rows().get(0)).containsExactly(1L, "IDA CHEN", "Data", "***");
    }

    @Test
    void should_run_when_a_qualified_exclude_names_the_hidden_column_of_its_relation() {
        ResultTable t = duckdb.run("SELECT * EXCLUDE (e.ssn, c.id) FROM employees e JOIN customer c ON c.id = e.id ORDER BY e.id",
                Caller.ANONYMOUS);

        assertThat(names(t)).containsExactly("id", "name", "dept", "salary", "name", "email");
        assertThat(t.rows().get(0)).containsExactly(1L, "Ida Chen", "Data", "***", "Ann", "a***@one.example");
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * EXCLUDE (salary) FROM employees", "SELECT * EXCLUDE (dept) FROM employees",
            "SELECT * REPLACE ('x' AS ssn) FROM employees", "SELECT e.* EXCLUDE (salary) FROM employees e",
            "SELECT * EXCLUDE (c.ssn) FROM employees e, customer c", "SELECT * EXCLUDE (e.ssn) FROM employees e, employees f"})
    void should_refuse_as_a_star_over_hidden_columns_when_a_hidden_column_is_not_excluded(String sql) {
        GuardResult r = duckdb.check(sql, Caller.ANONYMOUS);

        assertThat(r).isInstanceOf(Refusal.class);
        assertThat(((Refusal) r).rule()).isEqualTo("policy-star");
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * EXCLUDE (ssn) REPLACE (salary + 1 AS salary) FROM employees",
            "SELECT * EXCLUDE (ssn) REPLACE (salary AS name) FROM employees",
            "SELECT * EXCLUDE (ssn) REPLACE (CAST(salary AS VARCHAR) AS dept) FROM employees",
            "SELECT * EXCLUDE (ssn) REPLACE (ssn AS name) FROM employees",
            "SELECT DISTINCT * EXCLUDE (ssn) FROM employees"})
    void should_refuse_when_replace_reads_a_masked_or_hidden_column_or_distinct_shows_a_masked_one(String sql) {
        GuardResult r = duckdb.check(sql, Caller.ANONYMOUS);

        assertThat(r).as(sql).isInstanceOf(Refusal.class);
        assertThat(((Refusal) r).rule()).isIn("policy-masked-column", "policy-hidden-column");
    }
}
