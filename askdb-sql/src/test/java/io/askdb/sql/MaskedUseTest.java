package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ResultTable;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A masked column ({@link TenantEngines}: employees.salary redacted, customer.email masked) may
 * leave a query only as a bare projected value, which the executor masks; every other use is
 * refused, on SQLite, DuckDB and PostgreSQL.
 */
class MaskedUseTest {
    private static Stream<Arguments> cross(List<String> engines, String... sqls) throws Exception {
        List<Arguments> out = new ArrayList<>();
        for (TenantEngines.Engine e : TenantEngines.all()) {
            if (!engines.isEmpty() && !engines.contains(e.name())) continue;
            for (String sql : sqls) out.add(Arguments.of(e, sql));
        }
        return out.stream();
    }

    static Stream<Arguments> refused() throws Exception {
        return Stream.of(cross(List.of(),
                        // DISTINCT and DISTINCT through a derived table or a star: the row count tells values apart
                        "SELECT DISTINCT salary FROM employees",
                        "SELECT DISTINCT s FROM (SELECT salary AS s FROM employees) d",
                        "SELECT DISTINCT * FROM customer",
                        "SELECT DISTINCT c.* FROM customer c",
                        "SELECT COUNT(DISTINCT salary) FROM employees",
                        // set operations, every branch, UNION ALL included
                        "SELECT salary FROM employees UNION SELECT 1",
                        "SELECT salary FROM employees UNION ALL SELECT 1",
                        "SELECT name FROM employees UNION ALL SELECT salary FROM employees",
                        "SELECT salary FROM employees INTERSECT SELECT 91000",
                        "SELECT salary FROM employees EXCEPT SELECT 91000",
                        "WITH c AS (SELECT salary FROM employees) SELECT * FROM c UNION SELECT 1",
                        "SELECT x FROM (SELECT salary AS x FROM employees UNION ALL SELECT 0) d",
                        // CAST, concatenation, functions of every kind
                        "SELECT CAST(salary AS VARCHAR(20)) FROM employees",
                        "SELECT name || salary FROM employees",
                        "SELECT CONCAT(name, salary) FROM employees",
                        "SELECT SUM(salary) FROM employees",
                        "SELECT name, RANK() OVER (ORDER BY salary) FROM employees",
                        "SELECT name, COUNT(*) OVER (PARTITION BY salary) FROM employees",
                        // clauses
                        "SELECT name FROM employees WHERE salary > 70000",
                        "SELECT name FROM employees ORDER BY salary",
                        "SELECT name FROM employees GROUP BY name, salary",
                        "SELECT dept FROM employees GROUP BY dept HAVING MAX(salary) > 1",
                        "SELECT a.name FROM employees a JOIN employees b ON a.salary = b.salary",
                        "SELECT salary FROM employees ORDER BY 1",
                        "SELECT salary, COUNT(*) FROM employees GROUP BY 1",
                        // subqueries
                        "SELECT name FROM employees WHERE id IN (SELECT salary FROM employees)",
                        "SELECT name FROM employees e WHERE EXISTS (SELECT 1 FROM employees x WHERE x.salary > 80000)",
                        "SELECT (SELECT salary FROM employees WHERE id = 1)",
                        "SELECT name FROM employees WHERE 91000 IN (SELECT * FROM (SELECT salary FROM employees) d)",
                        "WITH c AS (SELECT salary FROM employees) SELECT name FROM employees WHERE 91000 IN (SELECT * FROM c)",
                        // renaming column lists carry the mask to the new name
                        "WITH c(x) AS (SELECT salary FROM employees) SELECT x FROM c ORDER BY x",
                        "SELECT x FROM (SELECT salary FROM employees) AS d(x) WHERE x > 70000",
                        "WITH c(x) AS (SELECT salary FROM employees) SELECT x FROM c WHERE x = 91000"),
                // table-valued and JSON functions in FROM (case N07): the argument is resolved, and refused
                cross(List.of("SQLite"),
                        "SELECT e.name, j.value AS salary FROM employees e JOIN json_each(json_array(e.salary)) j",
                        "SELECT j.value FROM employees e, json_tree(json_object('s', e.salary)) j"),
                cross(List.of("PostgreSQL"),
                        "SELECT e.name, x FROM employees e, jsonb_array_elements(to_jsonb(ARRAY[e.salary])) x",
                        "SELECT e.name, u.x FROM employees e CROSS JOIN LATERAL unnest(ARRAY[e.salary]) AS u(x)",
                        "SELECT v.x FROM employees e, LATERAL (VALUES (e.salary)) AS v(x)",
                        "SELECT DISTINCT ON (salary) name FROM employees"),
                cross(List.of("DuckDB"),
                        "SELECT e.name, u.x FROM employees e, unnest([e.salary]) AS u(x)",
                        "SELECT salary FROM employees ORDER BY ALL",
                        "SELECT salary FROM employees GROUP BY ALL")).flatMap(s -> s);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("refused")
    void should_refuse_a_masked_column_when_it_is_used_other_than_as_a_bare_projected_value(TenantEngines.Engine engine, String sql) {
        GuardResult r = engine.check(sql, TenantEngines.CUSTOMER_2);

        assertThat(r).isInstanceOf(Refusal.class);
        assertThat(((Refusal) r).rule()).isEqualTo("policy-masked-column");
    }

    static Stream<Arguments> starExpressions() throws Exception {
        // DuckDB's COLUMNS('sal.*') and struct_pack(*) are refused before, by the function allow-list (unknown-function)
        return cross(List.of("PostgreSQL"), "SELECT row_to_json(e.*) FROM employees e", "SELECT to_jsonb(c.*) FROM customer c",
                "SELECT json_build_array(c.*) FROM customer c");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("starExpressions")
    void should_refuse_a_star_inside_an_expression_when_the_table_has_hidden_or_masked_columns(TenantEngines.Engine engine, String sql) {
        GuardResult r = engine.check(sql, TenantEngines.CUSTOMER_2);

        assertThat(r).isInstanceOf(Refusal.class);
        assertThat(((Refusal) r).rule()).isEqualTo("policy-star-expression");
    }

    static Stream<Arguments> shown() throws Exception {
        return Stream.concat(cross(List.of("DuckDB", "PostgreSQL"), "SELECT * FROM (SELECT salary FROM employees WHERE id = 1) AS d(x)"), cross(List.of(),
                "SELECT salary FROM employees WHERE id = 1",
                "SELECT e.salary AS pay FROM employees e WHERE e.id = 1",
                "SELECT pay FROM (SELECT salary AS pay, id FROM employees) d WHERE d.id = 1",
                "WITH c AS (SELECT id, salary FROM employees) SELECT c.salary FROM c WHERE c.id = 1",
                "WITH c(x) AS (SELECT salary FROM employees WHERE id = 1) SELECT x FROM c",
                "SELECT * FROM (SELECT * FROM (SELECT salary FROM employees WHERE id = 1) a) b",
                "SELECT d.salary FROM (SELECT id, salary FROM employees) d WHERE d.id = 1"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("shown")
    void should_show_the_value_masked_when_a_masked_column_is_projected_bare(TenantEngines.Engine engine, String sql) {
        ResultTable t = engine.run(sql, TenantEngines.CUSTOMER_2);

        assertThat(t.rows()).containsExactly(List.of("***"));
    }

    static Stream<Arguments> stillAllowed() throws Exception {
        return cross(List.of(),
                "SELECT id, email FROM customer WHERE id = 1",
                "SELECT c.* FROM customer c WHERE c.id = 1",
                "SELECT x.id, x.email FROM (SELECT * FROM customer) x WHERE x.id = 1");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("stillAllowed")
    void should_mask_email_through_stars_and_derived_tables_when_shown(TenantEngines.Engine engine, String sql) {
        ResultTable t = engine.run(sql, TenantEngines.CUSTOMER_2);

        assertThat(t.rows()).hasSize(1);
        assertThat(t.rows().get(0)).contains("a***@one.example").doesNotContain("ann@one.example");
    }

    static Stream<Arguments> unrelated() throws Exception {
        return cross(List.of(),
                "SELECT COUNT(*) FROM (SELECT salary FROM employees) d",
                "SELECT DISTINCT dept FROM employees ORDER BY dept",
                "SELECT dept FROM employees UNION SELECT name FROM customer ORDER BY 1");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("unrelated")
    void should_approve_statements_that_use_no_masked_value_when_masked_columns_are_near(TenantEngines.Engine engine, String sql) {
        ResultTable t = engine.run(sql, TenantEngines.CUSTOMER_2);

        assertThat(t.rows()).isNotEmpty();
        assertThat(t.rows().toString()).doesNotContain("***");
    }
}
