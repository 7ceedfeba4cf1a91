package io.askdb.sql;

import static io.askdb.sql.Fixtures.approved;
import static io.askdb.sql.Fixtures.check;
import static io.askdb.sql.Fixtures.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.guard.Refusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The guard on the exact inputs of shared/cases/public-reports.md (copied here; tests never read that file). */
class PublicReportCasesTest {

    @ParameterizedTest
    @EnumSource(value = Dialect.class, names = {"SQLITE", "POSTGRESQL", "MYSQL", "DUCKDB"})
    void should_rewrite_top_to_limit_2_when_c01_model_writes_top(Dialect dialect) {
        var a = approved(check(dialect, "SELECT TOP 2 name, rating FROM restaurants ORDER BY rating DESC"));
        assertThat(a.sql()).isEqualTo("SELECT name, rating FROM restaurants ORDER BY rating DESC LIMIT 2");
    }

    @Test
    void should_keep_limit_2_when_c01_cap_is_1000() {
        var a = approved(check(Dialect.SQLITE, "SELECT name, rating FROM restaurants ORDER BY rating DESC LIMIT 2"));
        assertThat(a.sql()).isEqualTo("SELECT name, rating FROM restaurants ORDER BY rating DESC LIMIT 2");
        assertThat(a.rowCap()).isEqualTo(1000);
    }

    @Test
    void should_approve_quoted_reserved_and_spaced_names_when_c05() {
        var a = approved(check(Dialect.SQLITE,
                "SELECT \"name\", \"unit price\" FROM menu_items WHERE \"group\" = 'Starters' ORDER BY \"order\""));
        assertThat(a.sql()).isEqualTo(
                "SELECT \"name\", \"unit price\" FROM menu_items WHERE \"group\" = 'Starters' ORDER BY \"order\" LIMIT 1001");
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT \"公司名\" FROM \"公司\" WHERE \"成立年份\" = 2015", "SELECT 公司名 FROM 公司"})
    void should_approve_unicode_identifiers_unchanged_when_c07(String sql) {
        assertThat(approved(check(Dialect.SQLITE, sql)).sql()).isEqualTo(sql + " LIMIT 1001");
    }

    @Test
    void should_refuse_two_alternatives_when_c15_output_4() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT COUNT(*) FROM orders;\n-- or\nSELECT COUNT(id) FROM orders;"));
        assertThat(r.rule()).isEqualTo("multiple-statements");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.position()).isEqualTo(35);
    }

    @ParameterizedTest
    @ValueSource(strings = {"DROP TABLE employee", "DELETE FROM employee"})
    void should_refuse_as_unsafe_when_c26_destructive_sql(String sql) {
        Refusal r = refused(check(Dialect.SQLITE, sql));
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.rule()).isEqualTo("not-a-query");
        assertThat(r.message()).startsWith(sql.split(" ")[0] + " statements are refused: askdb only runs a single read-only query");
    }

    @Test
    void should_refuse_copy_from_program_script_when_c26_postgresql_variant() {
        Refusal r = refused(check(Dialect.POSTGRESQL, "CREATE TABLE out(t text); COPY out FROM PROGRAM 'id'; SELECT * FROM out"));
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.rule()).isEqualTo("multiple-statements");
        assertThat(r.message()).contains("holds 3 statements").contains("position 26");
        assertThat(refused(check(Dialect.POSTGRESQL, "COPY out FROM PROGRAM 'id'")).rule()).isEqualTo("not-a-query");
    }

    @Test
    void should_refuse_planted_drop_when_c27() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT COUNT(*) FROM employees; DROP TABLE employees"));
        assertThat(r.rule()).isEqualTo("multiple-statements");
        assertThat(r.message()).contains("the second starts at position 32: DROP TABLE employees");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "WITH gone AS (SELECT id FROM company) DELETE FROM company WHERE id IN (SELECT id FROM gone)",
        "WITH gone AS (SELECT id FROM company) DELETE FROM company WHERE id IN (SELECT id FROM gone) -- limit"})
    void should_refuse_cte_prefixed_delete_when_c28(String sql) {
        Refusal r = refused(check(Dialect.SQLITE, sql));
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.rule()).isEqualTo("not-a-query");
        assertThat(r.message()).startsWith("DELETE statements are refused");
    }

    @Test
    void should_refuse_writable_cte_when_c28_postgresql() {
        Refusal r = refused(check(Dialect.POSTGRESQL,
                "WITH moved AS (DELETE FROM company WHERE id = 2 RETURNING name) SELECT name FROM moved"));
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.rule()).isEqualTo("data-modifying-cte");
        assertThat(r.message()).contains("'moved'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ATTACH DATABASE '/tmp/other.db' AS x", "PRAGMA foreign_keys = OFF", "PRAGMA journal_mode = DELETE"})
    void should_refuse_by_statement_kind_when_c30(String sql) {
        Refusal r = refused(check(Dialect.SQLITE, sql));
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.rule()).isEqualTo("not-a-query");
        assertThat(r.message()).startsWith(sql.split(" ")[0] + " statements are refused");
        assertThat(r.position()).isZero();
    }

    @Test
    void should_refuse_attached_table_when_c30_select_from_other_schema() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT * FROM x.secrets"));
        assertThat(r.rule()).isEqualTo("unknown-table");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
    }
}
