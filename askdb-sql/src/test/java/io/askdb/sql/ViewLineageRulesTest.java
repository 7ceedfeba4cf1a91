package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.policy.Masking;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rules of {@link ViewLineage} on catalogs written by hand (definitions as SQLite keeps them):
 * views that cannot be followed, row-filtered tables, oracles, DISTINCT, subqueries, table
 * functions and engine catalogs.
 */
class ViewLineageRulesTest {
    private static final Table EMPLOYEES = table("employees", "id", "name", "dept", "salary", "ssn");
    private static final Table INVOICE = table("invoice", "id", "customer_id", "total");
    private static final Table TEAMS = table("teams", "dept", "floor");
    private static final Policy RUN_POLICY = ViewLineageTest.POLICY;

    @Test
    void should_hide_a_view_when_its_definition_is_unknown_and_the_policy_protects_something() {
        Table view = view("opaque", null, "name");
        assertThat(effective(RUN_POLICY, view).hidesTable(view.id())).isTrue();
        assertThat(effective(Policy.NONE, view).hidesTable(view.id())).as("an open policy leaves views alone").isFalse();
    }

    @Test
    void should_hide_a_view_when_its_definition_does_not_parse() {
        Table view = view("broken", "CREATE VIEW broken AS SELECT name FROM employees WHERE ((", "name");
        assertThat(effective(RUN_POLICY, view).hidesTable(view.id())).isTrue();
    }

    @Test
    void should_hide_an_unresolvable_view_only_when_it_reads_a_protected_table() {
        Table overProtected = view("odd1", "CREATE VIEW odd1 AS SELECT nosuch FROM employees", "nosuch");
        Table overClean = view("odd2", "CREATE VIEW odd2 AS SELECT nosuch FROM teams", "nosuch");
        Policy p = effective(RUN_POLICY, overProtected, overClean);
        assertThat(p.hidesTable(overProtected.id())).isTrue();
        assertThat(p.hidesTable(overClean.id())).isFalse();
        assertThat(p.hidesColumn(overClean.id(), "nosuch")).isFalse();
    }

    @Test
    void should_hide_a_view_over_a_row_filtered_table_unless_the_view_has_its_own_filter() {
        Table view = view("bills", "CREATE VIEW bills AS SELECT id, customer_id, total FROM invoice", "id", "customer_id", "total");
        Policy filtered = new Policy(List.of(), List.of(), List.of(),
                List.of(new RowFilter(new NamePattern("invoice"), "customer_id", "customer")));
        assertThat(effective(filtered, view).hidesTable(view.id())).isTrue();
        Policy both = new Policy(List.of(), List.of(), List.of(), List.of(
                new RowFilter(new NamePattern("invoice"), "customer_id", "customer"),
                new RowFilter(new NamePattern("bills"), "customer_id", "customer")));
        assertThat(effective(both, view).hidesTable(view.id())).isFalse();
    }

    @Test
    void should_hide_a_view_when_a_protected_column_filters_joins_or_orders_it() {
        Table exists = view("v1", "CREATE VIEW v1 AS SELECT name FROM employees e WHERE EXISTS"
                + " (SELECT 1 FROM employees x WHERE x.ssn = e.ssn AND x.id <> e.id)", "name");
        Table joined = view("v2", "CREATE VIEW v2 AS SELECT e.name, t.floor FROM employees e JOIN teams t ON t.dept = e.ssn",
                "name", "floor");
        Table ordered = view("v3", "CREATE VIEW v3 AS SELECT name FROM employees ORDER BY salary LIMIT 1", "name");
        Table grouped = view("v4", "CREATE VIEW v4 AS SELECT count(*) AS n FROM employees GROUP BY salary", "n");
        Table function = view("v5", "CREATE VIEW v5 AS SELECT e.name, j.value FROM employees e"
                + " JOIN json_each(json_array(e.salary)) j", "name", "value");
        Policy p = effective(RUN_POLICY, exists, joined, ordered, grouped, function);
        for (Table v : List.of(exists, joined, ordered, grouped, function)) {
            assertThat(p.hidesTable(v.id())).as(v.definition()).isTrue();
        }
    }

    @Test
    void should_hide_only_the_column_when_a_protected_value_reaches_it_through_an_expression() {
        Table view = view("v", "CREATE VIEW v AS SELECT name, (SELECT max(x.ssn) FROM employees x) AS top_ssn,"
                + " avg(salary) OVER (PARTITION BY dept) AS mean, upper(dept) AS team FROM employees", "name", "top_ssn", "mean", "team");
        Policy p = effective(RUN_POLICY, view);
        assertThat(p.hidesTable(view.id())).isFalse();
        assertThat(p.hidesColumn(view.id(), "top_ssn")).isTrue();
        assertThat(p.hidesColumn(view.id(), "mean")).isTrue();
        assertThat(p.hidesColumn(view.id(), "name")).isFalse();
        assertThat(p.hidesColumn(view.id(), "team")).isFalse();
    }

    @Test
    void should_hide_a_masked_column_when_the_view_selects_distinct() {
        Table view = view("v", "CREATE VIEW v AS SELECT DISTINCT dept, salary FROM employees", "dept", "salary");
        Table bare = view("w", "CREATE VIEW w (who, pay) AS SELECT name, salary FROM employees", "who", "pay");
        Policy p = effective(RUN_POLICY, view, bare);
        assertThat(p.hidesColumn(view.id(), "salary")).isTrue();
        assertThat(p.masking(bare.id(), "pay")).contains(Masking.REDACT);
        assertThat(p.masking(bare.id(), "who")).isEmpty();
    }

    @Test
    void should_hide_a_view_over_an_engine_catalog_even_when_the_policy_protects_nothing() {
        Table view = view("objects", "CREATE VIEW objects AS SELECT name FROM sqlite_master", "name");
        assertThat(effective(Policy.NONE, view).hidesTable(view.id())).isTrue();
    }

    @Test
    void should_follow_star_except_when_duckdb_excludes_the_hidden_column() {
        Table emp = new Table(new TableId("main", "employees"), Table.Kind.TABLE, null, EMPLOYEES.columns(), List.of(), List.of(), 3);
        Table view = new Table(new TableId("main", "public_staff"), Table.Kind.VIEW, null, columns("id", "name", "dept", "salary"),
                List.of(), List.of(), -1, "CREATE VIEW public_staff AS SELECT * EXCLUDE (ssn) FROM employees;");
        Policy p = new ViewLineage().effective(RUN_POLICY, new Catalog(Dialect.DUCKDB, "main", List.of(emp, view)));
        assertThat(p.hidesTable(view.id())).isFalse();
        assertThat(p.masking(view.id(), "salary")).contains(Masking.REDACT);
        assertThat(p.hidesColumn(view.id(), "name")).isFalse();
    }

    @Test
    void should_follow_a_mysql_view_definition_as_information_schema_gives_it() {
        Table emp = new Table(new TableId("staff", "employees"), Table.Kind.TABLE, null, EMPLOYEES.columns(), List.of(), List.of(), 3);
        Table view = new Table(new TableId("staff", "staff_directory"), Table.Kind.VIEW, null, columns("id", "name", "ssn"),
                List.of(), List.of(), -1, "select `staff`.`employees`.`id` AS `id`,`staff`.`employees`.`name` AS `name`,"
                + "`staff`.`employees`.`ssn` AS `ssn` from `staff`.`employees`");
        Policy p = new ViewLineage().effective(RUN_POLICY, new Catalog(Dialect.MYSQL, "staff", List.of(emp, view)));
        assertThat(p.hidesTable(view.id())).isFalse();
        assertThat(p.hidesColumn(view.id(), "ssn")).isTrue();
        assertThat(p.hidesColumn(view.id(), "name")).isFalse();
    }

    @Test
    void should_hide_a_view_when_views_read_each_other_in_a_cycle() {
        Table a = view("a", "CREATE VIEW a AS SELECT name FROM b", "name");
        Table b = view("b", "CREATE VIEW b AS SELECT name FROM a", "name");
        Policy p = effective(RUN_POLICY, a, b);
        assertThat(p.hidesTable(a.id()) || p.hidesTable(b.id())).isTrue();
    }

    private static Policy effective(Policy policy, Table... views) {
        List<Table> tables = new ArrayList<>(List.of(EMPLOYEES, INVOICE, TEAMS));
        tables.addAll(Arrays.asList(views));
        return new ViewLineage().effective(policy, new Catalog(Dialect.SQLITE, null, tables));
    }

    private static Table table(String name, String... columns) {
        return new Table(new TableId(null, name), Table.Kind.TABLE, null, columns(columns), List.of(), List.of(), 3);
    }

    private static Table view(String name, String definition, String... columns) {
        return new Table(new TableId(null, name), Table.Kind.VIEW, null, columns(columns), List.of(), List.of(), -1, definition);
    }

    private static List<Column> columns(String... names) {
        return Arrays.stream(names).map(n -> new Column(n, "TEXT", java.sql.Types.VARCHAR, true, null, List.of())).toList();
    }
}
