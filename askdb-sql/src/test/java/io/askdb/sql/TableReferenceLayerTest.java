package io.askdb.sql;

import static io.askdb.sql.Fixtures.approved;
import static io.askdb.sql.Fixtures.check;
import static io.askdb.sql.Fixtures.checkWithoutCatalog;
import static io.askdb.sql.Fixtures.refused;
import static io.askdb.sql.Fixtures.table;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.Refusal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TableReferenceLayerTest {

    @Test
    void should_suggest_closest_table_when_name_is_misspelt() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT * FROM emplyee"));
        assertThat(r).isEqualTo(new Refusal("unknown-table", Refusal.Kind.VALIDITY,
                "Table 'emplyee' at position 14 does not exist in the database. Did you mean 'employee'?", 14));
    }

    @Test
    void should_list_known_tables_when_nothing_is_close() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT * FROM zzzzzzzzzzzz"));
        assertThat(r.message()).endsWith("Known tables: Album, company, customers, employee, employees, menu_items, orders,"
                + " restaurants, 公司.");
    }

    @Test
    void should_list_schema_qualified_choices_when_table_is_ambiguous() {
        Catalog catalog = new Catalog(Dialect.POSTGRESQL, "public",
                List.of(table("sales", "orders", "id"), table("archive", "orders", "id")));
        Refusal r = refused(Fixtures.GUARD.check(new GuardRequest("SELECT * FROM orders", Dialect.POSTGRESQL, catalog, 10)));
        assertThat(r.rule()).isEqualTo("ambiguous-table");
        assertThat(r.message()).isEqualTo("Table 'orders' at position 14 is in schemas archive and sales, and none of them"
                + " is the default schema; write archive.orders or sales.orders.");
        assertThat(Fixtures.GUARD.check(new GuardRequest("SELECT * FROM sales.orders", Dialect.POSTGRESQL, catalog, 10)))
                .isInstanceOf(io.askdb.guard.ApprovedSql.class);
    }

    @Test
    void should_approve_cte_names_and_qualified_default_schema_when_in_scope() {
        assertThat(approved(check(Dialect.SQLITE, "WITH best AS (SELECT * FROM restaurants) SELECT name FROM best")).sql())
                .endsWith("LIMIT 1001");
        assertThat(approved(check(Dialect.SQLITE, "SELECT name FROM main.restaurants")).sql()).endsWith("LIMIT 1001");
        assertThat(approved(check(Dialect.POSTGRESQL, "SELECT name FROM public.restaurants")).sql()).endsWith("LIMIT 1001");
    }

    @Test
    void should_refuse_cte_name_when_used_outside_its_scope() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT * FROM (WITH best AS (SELECT 1) SELECT * FROM best) x, best"));
        assertThat(r.rule()).isEqualTo("unknown-table");
    }

    @Test
    void should_refuse_shadowed_system_catalog_when_cte_is_out_of_scope() {
        Refusal r = refused(checkWithoutCatalog(Dialect.SQLITE,
                "SELECT * FROM (WITH sqlite_master AS (SELECT 1) SELECT * FROM sqlite_master) x, sqlite_master"));
        assertThat(r.rule()).isEqualTo("system-catalog");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "SQLITE|SELECT * FROM sqlite_master", "SQLITE|SELECT * FROM sqlite_schema",
        "POSTGRESQL|SELECT * FROM pg_catalog.pg_class", "POSTGRESQL|SELECT * FROM pg_shadow",
        "POSTGRESQL|SELECT * FROM information_schema.tables", "MYSQL|SELECT * FROM mysql.user",
        "MYSQL|SELECT * FROM performance_schema.threads", "MYSQL|SELECT * FROM sys.version",
        "H2|SELECT * FROM INFORMATION_SCHEMA.USERS"})
    void should_refuse_system_catalogs_when_with_or_without_catalog(Dialect dialect, String sql) {
        Refusal withCatalog = refused(check(dialect, sql));
        assertThat(withCatalog.rule()).isEqualTo("system-catalog");
        assertThat(withCatalog.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(refused(checkWithoutCatalog(dialect, sql)).rule()).isEqualTo("system-catalog");
    }

    @Test
    void should_approve_system_catalog_when_the_catalog_lists_it() {
        Catalog catalog = new Catalog(Dialect.SQLITE, null, List.of(table(null, "sqlite_stat1", "tbl")));
        assertThat(Fixtures.GUARD.check(new GuardRequest("SELECT tbl FROM sqlite_stat1", Dialect.SQLITE, catalog, 5)))
                .isInstanceOf(io.askdb.guard.ApprovedSql.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * FROM read_csv('/etc/passwd')", "SELECT * FROM read_parquet('s3://b/x.parquet')",
        "SELECT * FROM 'data.csv'", "SELECT * FROM sniff_csv('x.csv')"})
    void should_refuse_files_and_table_functions_when_duckdb(String sql) {
        Refusal r = refused(checkWithoutCatalog(Dialect.DUCKDB, sql));
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.rule()).isIn("table-function", "file-as-table", "function-not-allowed");
    }

    @Test
    void should_allow_generate_series_only_when_postgresql_or_duckdb() {
        String sql = "SELECT g FROM generate_series(1, 3) AS g";
        assertThat(approved(checkWithoutCatalog(Dialect.POSTGRESQL, sql)).sql()).isEqualTo(sql + " LIMIT 1001");
        assertThat(approved(checkWithoutCatalog(Dialect.DUCKDB, sql)).sql()).isEqualTo(sql + " LIMIT 1001");
        Refusal r = refused(checkWithoutCatalog(Dialect.SQLITE, sql));
        assertThat(r.rule()).isEqualTo("table-function");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
    }

    @Test
    void should_skip_existence_check_when_no_catalog() {
        assertThat(approved(checkWithoutCatalog(Dialect.SQLITE, "SELECT * FROM anything_at_all")).sql())
                .isEqualTo("SELECT * FROM anything_at_all LIMIT 1001");
    }
}
