package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.policy.Caller;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Engine syntax JSqlParser 5.4 cannot read as written, on real engines with the access policy of
 * {@link PolicyEngines}: DuckDB FROM-first queries and short sample clauses, SQLite and DuckDB
 * GLOB, MySQL's VALUES ROW(...). Each is approved and returns the rows of its standard form, and
 * each still has every name and call inside it checked.
 */
class DialectFormsGuardTest {
    private static PolicyEngines.Engine sqlite;
    private static PolicyEngines.Engine duckdb;

    @BeforeAll
    static void engines() throws Exception {
        Path dir = Files.createTempDirectory("askdb-forms");
        dir.toFile().deleteOnExit();
        List<PolicyEngines.Engine> all = PolicyEngines.inProcess(dir);
        sqlite = all.get(0);
        duckdb = all.get(1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "FROM Artist SELECT Name WHERE ArtistId < 3 ORDER BY Name | SELECT Name FROM Artist WHERE ArtistId < 3 ORDER BY Name",
            "FROM Genre ORDER BY GenreId | SELECT * FROM Genre ORDER BY GenreId",
            "FROM Album al JOIN Artist ar ON ar.ArtistId = al.ArtistId SELECT DISTINCT ar.Name ORDER BY 1 | SELECT DISTINCT ar.Name FROM Album al JOIN Artist ar ON ar.ArtistId = al.ArtistId ORDER BY 1",
            "WITH a AS (FROM Album SELECT ArtistId, count(*) AS n GROUP BY ArtistId) FROM a SELECT n ORDER BY n | SELECT count(*) AS n FROM Album GROUP BY ArtistId ORDER BY n",
            "SELECT Name FROM Track WHERE AlbumId IN (FROM Album SELECT AlbumId WHERE ArtistId = 1) ORDER BY 1 | SELECT Name FROM Track WHERE AlbumId IN (SELECT AlbumId FROM Album WHERE ArtistId = 1) ORDER BY 1",
            "SELECT Name FROM Artist WHERE Name GLOB 'A*' ORDER BY 1 | SELECT Name FROM Artist WHERE Name LIKE 'A%' ORDER BY 1",
            "SELECT Name FROM Artist WHERE Name NOT GLOB 'Ac*' ORDER BY 1 | SELECT Name FROM Artist WHERE Name NOT LIKE 'Ac%' ORDER BY 1",
            "SELECT TrackId FROM Track USING SAMPLE 100% (bernoulli, 3) ORDER BY 1 | SELECT TrackId FROM Track ORDER BY 1",
            "SELECT count(*) FROM Track TABLESAMPLE 0 PERCENT (bernoulli) | SELECT 0"})
    void should_return_the_standard_forms_rows_when_duckdb_syntax_is_approved(String duckSql, String standard) {
        GuardResult approved = duckdb.check(duckSql, Caller.ANONYMOUS);

        assertThat(approved).isInstanceOf(ApprovedSql.class);
        assertThat(duckdb.run(duckSql, Caller.ANONYMOUS).rows()).isNotEmpty()
                .isEqualTo(duckdb.run(standard, Caller.ANONYMOUS).rows());
    }

    @Test
    void should_approve_the_select_first_text_when_a_duckdb_query_is_written_from_first() {
        ApprovedSql approved = (ApprovedSql) duckdb.check("FROM Artist SELECT Name WHERE ArtistId = 1", Caller.ANONYMOUS);

        assertThat(approved.sql()).startsWith("SELECT Name FROM Artist WHERE ArtistId = 1");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "SELECT Name FROM Artist WHERE Name GLOB 'I*' ORDER BY 1 | SELECT Name FROM Artist WHERE substr(Name, 1, 1) = 'I' ORDER BY 1",
            "SELECT count(*) FROM Track WHERE Name NOT GLOB '*[0-9]*' | SELECT count(*) FROM Track WHERE NOT glob('*[0-9]*', Name)",
            "SELECT CASE WHEN Name GLOB '[A-M]*' THEN 'a-m' ELSE 'n-z' END AS half, count(*) FROM Artist GROUP BY 1 ORDER BY 1 | SELECT CASE WHEN glob('[A-M]*', Name) THEN 'a-m' ELSE 'n-z' END AS half, count(*) FROM Artist GROUP BY 1 ORDER BY 1"})
    void should_return_the_function_forms_rows_when_sqlite_glob_is_approved(String sql, String standard) {
        ApprovedSql approved = (ApprovedSql) sqlite.check(sql, Caller.ANONYMOUS);

        assertThat(approved.sql()).contains("GLOB");
        assertThat(sqlite.run(sql, Caller.ANONYMOUS).rows()).isNotEmpty().isEqualTo(sqlite.run(standard, Caller.ANONYMOUS).rows());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            "duckdb | FROM Customer SELECT Company | policy-hidden-column",
            "duckdb | FROM Customer SELECT FirstName WHERE Company = 'Embraer' | policy-hidden-column",
            "duckdb | FROM Customer | policy-star",
            "duckdb | FROM Employee SELECT FirstName | policy-hidden-table",
            "duckdb | FROM Artist SELECT getenv('HOME') | function-not-allowed",
            "duckdb | SELECT FirstName FROM Customer USING SAMPLE 50% WHERE Company GLOB 'E*' | policy-hidden-column",
            "duckdb | SELECT FirstName FROM Customer WHERE Company GLOB 'E*' | policy-hidden-column",
            "sqlite | SELECT FirstName FROM Customer WHERE Company GLOB 'E*' | policy-hidden-column",
            "sqlite | SELECT FirstName FROM Customer WHERE Company NOT GLOB 'E*' | policy-hidden-column",
            "sqlite | SELECT FirstName FROM Customer WHERE readfile('/etc/passwd') GLOB '*root*' | function-not-allowed",
            "sqlite | SELECT FirstName FROM Customer WHERE FirstName GLOB (SELECT Company FROM Customer LIMIT 1) | policy-hidden-column"})
    void should_refuse_a_hidden_name_or_forbidden_call_when_it_stands_inside_the_new_syntax(String engine, String sql, String rule) {
        PolicyEngines.Engine e = engine.equals("sqlite") ? sqlite : duckdb;

        GuardResult result = e.check(sql, PolicyEngines.CUSTOMER_2);

        assertThat(result).isInstanceOf(Refusal.class);
        assertThat(((Refusal) result).rule()).isEqualTo(rule);
    }

    @Test
    void should_sample_only_the_callers_rows_when_a_sample_reads_a_row_filtered_table() {
        ResultTable all = duckdb.run("SELECT DISTINCT CustomerId FROM Invoice USING SAMPLE 100% (bernoulli, 1)", PolicyEngines.CUSTOMER_2);
        ResultTable none = duckdb.run("FROM Invoice SELECT count(*) USING SAMPLE 0 PERCENT (bernoulli)", PolicyEngines.CUSTOMER_2);

        assertThat(all.rows()).extracting(r -> ((Number) r.get(0)).longValue()).containsExactly(2L);
        assertThat(none.rows()).extracting(r -> ((Number) r.get(0)).longValue()).containsExactly(0L);
    }

    @Test
    void should_keep_glob_when_a_row_filter_rewrites_the_statement() {
        ApprovedSql approved = (ApprovedSql) sqlite.check("SELECT InvoiceId FROM Invoice WHERE BillingCity GLOB 'S*'", PolicyEngines.CUSTOMER_2);
        ResultTable rows = sqlite.run("SELECT count(*) FROM Invoice WHERE BillingCity NOT GLOB 'x*'", PolicyEngines.CUSTOMER_2);

        assertThat(approved.sql()).contains("GLOB 'S*'").doesNotContain("LIKE");
        assertThat(rows.rows()).extracting(r -> ((Number) r.get(0)).longValue()).containsExactly(7L);
    }

    /** MySQL 8.0.19+ reads VALUES ROW(...); no MySQL server runs here, so the guard's approval and text are what is asserted. */
    @Test
    void should_approve_mysql_values_rows_when_written_with_row_constructors() {
        GuardResult statement = mysql("VALUES ROW(1, 'a'), ROW(2, 'b')");
        GuardResult derived = mysql("SELECT v.column_0 FROM (VALUES ROW(1), ROW(2)) AS v");

        assertThat(((ApprovedSql) statement).sql()).isEqualTo("SELECT * FROM (\nVALUES ROW(1, 'a'), ROW(2, 'b')\n) AS askdb_capped LIMIT 1001");
        assertThat(((ApprovedSql) derived).sql()).isEqualTo("SELECT v.column_0 FROM (VALUES ROW(1), ROW(2)) AS v LIMIT 1001");
    }

    private static GuardResult mysql(String sql) {
        return Fixtures.GUARD.check(new io.askdb.guard.GuardRequest(sql, Dialect.MYSQL, ChinookSchema.catalog(Dialect.MYSQL), 1000));
    }

    @Test
    void should_refuse_a_forbidden_call_when_it_stands_inside_a_mysql_row_constructor() {
        GuardResult result = mysql("VALUES ROW(1, sleep(5))");

        assertThat(((Refusal) result).rule()).isEqualTo("function-not-allowed");
    }
}
