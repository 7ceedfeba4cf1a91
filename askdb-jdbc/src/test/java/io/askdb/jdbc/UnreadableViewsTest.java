package io.askdb.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.OmittedRelation;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A view the engine cannot give the columns of or run is left out of the catalog with the
 * engine's reason, and every other table and view is read as usual, on each real engine.
 */
class UnreadableViewsTest {
    private static final String[] HEALTHY = {
        "CREATE TABLE departments (id INTEGER PRIMARY KEY, title VARCHAR(20) NOT NULL)",
        "CREATE TABLE employees (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL, dept_id INTEGER REFERENCES departments(id))",
        "INSERT INTO departments VALUES (1, 'Data'), (2, 'Sales')",
        "INSERT INTO employees VALUES (1, 'Ida Chen', 1), (2, 'Jon Park', 2), (3, 'Kim Roe', 1)",
        "CREATE VIEW staff AS SELECT name FROM employees"};

    @TempDir
    Path dir;

    @Test
    void should_leave_out_only_the_ambiguous_view_when_reading_sqlite() throws Exception {
        Path file = SqliteFiles.create(dir.resolve("b.db"), with(
                "CREATE VIEW team_ids AS SELECT id FROM employees JOIN departments ON employees.dept_id = departments.id",
                "CREATE TABLE gone (id INTEGER)", "CREATE VIEW over_gone AS SELECT id FROM gone", "DROP TABLE gone"));
        Catalog catalog = read(file.toString());

        assertHealthy(catalog, null);
        assertThat(catalog.omitted()).extracting(OmittedRelation::describe).containsExactly(
                "view over_gone (no such table: main.gone)", "view team_ids (ambiguous column name: id)");
        assertThat(catalog.table(new TableId(null, "employees")).orElseThrow().foreignKeys()).hasSize(1);
        assertThat(catalog.table(new TableId(null, "employees")).orElseThrow().rowEstimate()).isEqualTo(3);
    }

    @Test
    void should_leave_out_a_view_over_a_dropped_table_when_reading_duckdb() throws Exception {
        Path file = dir.resolve("b.duckdb");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + file); Statement st = c.createStatement()) {
            for (String sql : with("CREATE TABLE gone (id INTEGER)", "CREATE VIEW over_gone AS SELECT id FROM gone", "DROP TABLE gone")) {
                st.execute(sql);
            }
        }
        Catalog catalog = read(file.toString());

        assertHealthy(catalog, "main");
        assertThat(catalog.omitted()).singleElement().satisfies(o -> {
            assertThat(o.id()).isEqualTo(new TableId("main", "over_gone"));
            assertThat(o.kind()).isEqualTo(Table.Kind.VIEW);
            assertThat(o.reason()).contains("gone").doesNotContain("\n");
        });
    }

    @Test
    void should_leave_out_a_forced_view_over_a_missing_table_when_reading_h2() throws Exception {
        String url = "jdbc:h2:mem:askdb_unreadable;DB_CLOSE_DELAY=-1";
        try (Connection keeper = DriverManager.getConnection(url)) {
            try (Statement st = keeper.createStatement()) {
                for (String sql : with("CREATE FORCE VIEW over_gone AS SELECT id FROM gone")) st.execute(sql);
            }
            Catalog catalog = read(url);

            assertThat(catalog.tables()).extracting(t -> t.id().displayName())
                    .containsExactly("PUBLIC.DEPARTMENTS", "PUBLIC.EMPLOYEES", "PUBLIC.STAFF");
            assertThat(catalog.omitted()).singleElement().satisfies(o -> {
                assertThat(o.id()).isEqualTo(new TableId("PUBLIC", "OVER_GONE"));
                assertThat(o.reason()).contains("GONE").doesNotContain("SQL statement");
            });
        }
    }

    @Test
    void should_leave_out_an_unpopulated_materialized_view_and_keep_reading_when_reading_postgresql() throws Exception {
        String url = SharedPostgres.database("askdb_unreadable", with(
                "CREATE MATERIALIZED VIEW later AS SELECT name FROM employees WITH NO DATA",
                "CREATE MATERIALIZED VIEW ready AS SELECT title FROM departments"));
        try (Connection c = DriverManager.getConnection(url, SharedPostgres.credentials())) {
            c.setAutoCommit(false);
            Catalog catalog = new JdbcCatalogProvider(() -> c, io.askdb.dialect.Dialect.POSTGRESQL, CatalogOptions.DEFAULT).catalog();

            assertHealthy(catalog, "public");
            assertThat(catalog.table(new TableId("public", "ready")).orElseThrow().kind()).isEqualTo(Table.Kind.MATERIALIZED_VIEW);
            assertThat(catalog.omitted()).singleElement().satisfies(o -> {
                assertThat(o.id()).isEqualTo(new TableId("public", "later"));
                assertThat(o.kind()).isEqualTo(Table.Kind.MATERIALIZED_VIEW);
                assertThat(o.reason()).contains("has not been populated");
            });
        }
    }

    @Test
    void should_leave_nothing_out_when_every_view_can_be_read() throws Exception {
        Catalog catalog = read(SqliteFiles.create(dir.resolve("ok.db"), HEALTHY).toString());

        assertHealthy(catalog, null);
        assertThat(catalog.omitted()).isEmpty();
    }

    private static void assertHealthy(Catalog catalog, String schema) {
        assertThat(catalog.tables()).extracting(t -> t.id().name()).contains("departments", "employees", "staff");
        Table staff = catalog.table(new TableId(schema, "staff")).orElseThrow();
        assertThat(staff.columns()).extracting(c -> c.name()).containsExactly("name");
        assertThat(staff.definition()).contains("employees");
        assertThat(catalog.table(new TableId(schema, "employees")).orElseThrow().column("name").orElseThrow().sampleValues())
                .contains("Ida Chen");
    }

    private static String[] with(String... broken) {
        String[] all = java.util.Arrays.copyOf(HEALTHY, HEALTHY.length + broken.length);
        System.arraycopy(broken, 0, all, HEALTHY.length, broken.length);
        return all;
    }

    private static Catalog read(String target) {
        return new JdbcCatalogProvider(ReadOnlyConnectionSource.of(target, null), CatalogOptions.DEFAULT).catalog();
    }
}
