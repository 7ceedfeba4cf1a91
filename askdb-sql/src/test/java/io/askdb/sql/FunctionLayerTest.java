package io.askdb.sql;

import static io.askdb.sql.Fixtures.approved;
import static io.askdb.sql.Fixtures.check;
import static io.askdb.sql.Fixtures.checkWithoutCatalog;
import static io.askdb.sql.Fixtures.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.guard.Refusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FunctionLayerTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "POSTGRESQL|SELECT pg_sleep(10)|pg_sleep",
        "POSTGRESQL|SELECT nextval('s')|nextval",
        "POSTGRESQL|SELECT name FROM company WHERE id = (SELECT pg_read_file('/etc/passwd') FROM employee LIMIT 1)|pg_read_file",
        "POSTGRESQL|SELECT set_config('work_mem', '1GB', false)|set_config",
        "POSTGRESQL|SELECT current_setting('data_directory')|current_setting",
        "POSTGRESQL|SELECT pg_catalog.pg_sleep(1)|pg_sleep",
        "POSTGRESQL|SELECT \"pg_sleep\"(1)|pg_sleep",
        "POSTGRESQL|SELECT dblink('host=x', 'SELECT 1')|dblink",
        "POSTGRESQL|SELECT lo_import('/etc/passwd')|lo_import",
        "POSTGRESQL|SELECT pg_advisory_lock(1)|pg_advisory_lock",
        "POSTGRESQL|SELECT count(*) FILTER (WHERE pg_terminate_backend(1)) FROM company|pg_terminate_backend",
        "SQLITE|SELECT load_extension('x')|load_extension",
        "SQLITE|SELECT readfile('/etc/passwd')|readfile",
        "MYSQL|SELECT SLEEP(5)|SLEEP",
        "MYSQL|SELECT LOAD_FILE('/etc/passwd')|LOAD_FILE",
        "MYSQL|SELECT BENCHMARK(1000000, MD5('x'))|BENCHMARK",
        "MYSQL|SELECT GET_LOCK('x', 10)|GET_LOCK",
        "DUCKDB|SELECT glob('/etc/*')|glob",
        "H2|SELECT FILE_READ('/etc/passwd')|FILE_READ"})
    void should_refuse_as_unsafe_when_function_is_dangerous(Dialect dialect, String sql, String function) {
        Refusal r = refused(checkWithoutCatalog(dialect, sql));
        assertThat(r.rule()).isEqualTo("function-not-allowed");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.message()).startsWith("Function " + function + " at position ");
    }

    @Test
    void should_approve_glob_when_sqlite_where_it_is_pure() {
        assertThat(approved(check(Dialect.SQLITE, "SELECT name FROM company WHERE glob('A*', name)")).sql()).endsWith("LIMIT 1001");
    }

    @Test
    void should_refuse_sequence_when_next_value_for() {
        Refusal r = refused(checkWithoutCatalog(Dialect.H2, "SELECT NEXT VALUE FOR s"));
        assertThat(r.rule()).isEqualTo("function-not-allowed");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
    }

    @Test
    void should_approve_pure_functions_when_nested_in_windows_aggregates_and_subqueries() {
        String sql = "SELECT name, row_number() OVER (ORDER BY rating DESC), lag(rating) OVER (ORDER BY id),"
                + " upper(substr(owner_name, 1, 3)), CAST(rating AS INTEGER), coalesce(rating, 0),"
                + " (SELECT count(*) FROM orders WHERE total > abs(-1)) FROM restaurants WHERE strftime('%Y', 'now') > '2000'";
        assertThat(approved(check(Dialect.SQLITE, sql)).sql()).isEqualTo(sql + " LIMIT 1001");
    }

    @Test
    void should_refuse_with_hint_when_date_trunc_on_sqlite() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT date_trunc('month', rating) FROM restaurants"));
        assertThat(r.rule()).isEqualTo("unknown-function");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
        assertThat(r.message()).isEqualTo("Function date_trunc at position 7 is not available in SQLite (or not on askdb's list"
                + " of read-only functions); SQLite has no date_trunc; use strftime('%Y-%m-01', col) or date(col, 'start of month').");
        assertThat(r.position()).isEqualTo(7);
    }

    @Test
    void should_refuse_with_hint_when_datediff_or_extract_on_sqlite() {
        assertThat(refused(check(Dialect.SQLITE, "SELECT DATEDIFF(a, b) FROM restaurants")).message()).contains("julianday(a) - julianday(b)");
        assertThat(refused(check(Dialect.SQLITE, "SELECT EXTRACT(YEAR FROM rating) FROM restaurants")).message()).contains("strftime('%Y', col)");
    }

    @Test
    void should_refuse_ilike_as_dialect_syntax_when_sqlite_and_approve_when_postgresql() {
        String sql = "SELECT name FROM company WHERE name ILIKE 'a%'";
        Refusal r = refused(check(Dialect.SQLITE, sql));
        assertThat(r.rule()).isEqualTo("dialect-syntax");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
        assertThat(approved(check(Dialect.POSTGRESQL, sql)).sql()).isEqualTo(sql + " LIMIT 1001");
    }

    @Test
    void should_refuse_as_validity_when_function_is_unknown_or_schema_qualified() {
        assertThat(refused(check(Dialect.POSTGRESQL, "SELECT my_udf(id) FROM company")).rule()).isEqualTo("unknown-function");
        Refusal r = refused(check(Dialect.POSTGRESQL, "SELECT public.upper(name) FROM company"));
        assertThat(r.rule()).isEqualTo("unknown-function");
        assertThat(r.message()).contains("qualified with a schema");
    }

    @Test
    void should_compare_names_case_insensitively_when_checking_allow_list() {
        assertThat(approved(check(Dialect.POSTGRESQL, "SELECT UPPER(name), Count(*) FROM company GROUP BY name")).sql())
                .endsWith("LIMIT 1001");
    }
}
