package io.askdb.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each engine's catalog gives askdb the defining SQL of its views, and none for tables. */
class ViewDefinitionsTest {
    private static final String TABLE = "CREATE TABLE employees (id INTEGER PRIMARY KEY, name VARCHAR(40), ssn VARCHAR(11))";
    private static final String VIEW = "CREATE VIEW staff_directory AS SELECT id, name, ssn FROM employees";

    @TempDir
    Path dir;

    @Test
    void should_read_the_create_view_statement_when_reading_sqlite() throws Exception {
        Path file = SqliteFiles.create(dir.resolve("v.db"), TABLE, VIEW);
        Catalog catalog = read(file.toString());
        assertThat(definition(catalog, null, "staff_directory")).isEqualTo(VIEW);
        assertThat(catalog.table(new TableId(null, "employees")).orElseThrow().definition()).isNull();
    }

    @Test
    void should_read_the_view_statement_when_reading_duckdb() throws Exception {
        Path file = dir.resolve("v.duckdb");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + file); Statement st = c.createStatement()) {
            st.execute(TABLE);
            st.execute(VIEW);
        }
        Catalog catalog = read(file.toString());
        assertThat(lower(definition(catalog, "main", "staff_directory"))).contains("create view staff_directory")
                .contains("ssn").contains("from employees");
        assertThat(catalog.table(new TableId("main", "employees")).orElseThrow().definition()).isNull();
    }

    @Test
    void should_read_the_view_query_when_reading_h2() throws Exception {
        String url = "jdbc:h2:mem:askdb_views;DB_CLOSE_DELAY=-1";
        try (Connection keeper = DriverManager.getConnection(url)) {
            try (Statement st = keeper.createStatement()) {
                st.execute(TABLE);
                st.execute(VIEW);
            }
            Catalog catalog = read(url);
            assertThat(lower(definition(catalog, "PUBLIC", "STAFF_DIRECTORY"))).startsWith("select").contains("ssn")
                    .contains("employees");
        }
    }

    @Test
    void should_read_views_and_materialized_views_when_reading_postgresql() throws Exception {
        String url = SharedPostgres.database("askdb_views", TABLE, VIEW,
                "CREATE MATERIALIZED VIEW names AS SELECT name FROM employees");
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(url, SharedPostgres.credentials()),
                CatalogOptions.NO_SAMPLES).catalog();
        assertThat(lower(definition(catalog, "public", "staff_directory"))).startsWith("select").contains("ssn")
                .contains("from employees");
        Table names = catalog.table(new TableId("public", "names")).orElseThrow();
        assertThat(names.kind()).isEqualTo(Table.Kind.MATERIALIZED_VIEW);
        assertThat(lower(names.definition())).contains("name").contains("from employees");
    }

    private static Catalog read(String target) {
        return new JdbcCatalogProvider(ReadOnlyConnectionSource.of(target, null), CatalogOptions.NO_SAMPLES).catalog();
    }

    private static String definition(Catalog catalog, String schema, String name) {
        Table view = catalog.table(new TableId(schema, name)).orElseThrow();
        assertThat(view.derived()).isTrue();
        return view.definition();
    }

    private static String lower(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT);
    }
}
