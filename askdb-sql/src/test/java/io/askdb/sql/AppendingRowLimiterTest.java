package io.askdb.sql;

import static io.askdb.sql.Fixtures.approved;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The row cap, written through the whole guard with a cap of 10 (the limiter is asked for 11); '~' stands for a line break. */
class AppendingRowLimiterTest {

    private static String capped(Dialect dialect, String sql) {
        return approved(Fixtures.GUARD.check(new GuardRequest(sql, dialect, null, 10))).sql();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "SQLITE|SELECT a FROM t|SELECT a FROM t LIMIT 11",
        "SQLITE|SELECT a FROM t;|SELECT a FROM t LIMIT 11",
        "SQLITE|SELECT a FROM t -- limit|SELECT a FROM t LIMIT 11",
        "SQLITE|SELECT a FROM t /* limit 5 */|SELECT a FROM t LIMIT 11",
        "SQLITE|SELECT a FROM t LIMIT 5|SELECT a FROM t LIMIT 5",
        "SQLITE|SELECT a FROM t LIMIT 11|SELECT a FROM t LIMIT 11",
        "SQLITE|SELECT a FROM t LIMIT 500 OFFSET 20|SELECT a FROM t LIMIT 11 OFFSET 20",
        "MYSQL|SELECT a FROM t LIMIT 20, 500|SELECT a FROM t LIMIT 20, 11",
        "POSTGRESQL|SELECT a FROM t FETCH FIRST 500 ROWS ONLY|SELECT a FROM t FETCH FIRST 11 ROWS ONLY",
        "POSTGRESQL|SELECT a FROM t FETCH FIRST 3 ROWS ONLY|SELECT a FROM t FETCH FIRST 3 ROWS ONLY",
        "GENERIC|SELECT a FROM t|SELECT a FROM t FETCH FIRST 11 ROWS ONLY",
        "GENERIC|SELECT TOP 500 a FROM t|SELECT TOP 11 a FROM t",
        "SQLITE|SELECT TOP 500 a FROM t|SELECT a FROM t LIMIT 11",
        "SQLITE|SELECT TOP (3) a FROM t|SELECT a FROM t LIMIT 3",
        "SQLITE|SELECT a FROM (SELECT a FROM t LIMIT 100) x|SELECT a FROM (SELECT a FROM t LIMIT 100) x LIMIT 11",
        "POSTGRESQL|SELECT a FROM t LIMIT ALL|SELECT * FROM (~SELECT a FROM t LIMIT ALL~) AS askdb_capped LIMIT 11",
        "POSTGRESQL|SELECT a FROM t LIMIT (SELECT 2)|SELECT * FROM (~SELECT a FROM t LIMIT (SELECT 2)~) AS askdb_capped LIMIT 11",
        "SQLITE|SELECT a FROM t UNION SELECT b FROM u|SELECT * FROM (~SELECT a FROM t UNION SELECT b FROM u~) AS askdb_capped LIMIT 11",
        "GENERIC|SELECT a FROM t UNION SELECT b FROM u|SELECT * FROM (~SELECT a FROM t UNION SELECT b FROM u~) askdb_capped FETCH FIRST 11 ROWS ONLY",
        "SQLITE|SELECT \"公司名\" FROM \"公司\" -- 中文|SELECT \"公司名\" FROM \"公司\" LIMIT 11"})
    void should_write_cap_in_dialect_syntax_when_limiting(Dialect dialect, String sql, String expected) {
        assertThat(capped(dialect, sql)).isEqualTo(expected.replace("~", "\n"));
    }

    /** The count statement behind "the first 100 of 200,000 rows" (case C25): the statement as written, without the cap. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "SQLITE|SELECT * FROM events ORDER BY id;|SELECT COUNT(*) FROM (~SELECT * FROM events ORDER BY id~) AS askdb_count",
        "SQLITE|SELECT a FROM t LIMIT 500 -- all|SELECT COUNT(*) FROM (~SELECT a FROM t LIMIT 500~) AS askdb_count",
        "DUCKDB|SELECT a FROM t UNION SELECT b FROM u|SELECT COUNT(*) FROM (~SELECT a FROM t UNION SELECT b FROM u~) AS askdb_count",
        "H2|SELECT a FROM t|SELECT COUNT(*) FROM (~SELECT a FROM t~) AS askdb_count",
        "GENERIC|SELECT a FROM t|SELECT COUNT(*) FROM (~SELECT a FROM t~) askdb_count"})
    void should_write_a_count_of_the_uncapped_statement_when_c25_asks_for_the_total(Dialect dialect, String sql, String expected) {
        assertThat(approved(Fixtures.GUARD.check(new GuardRequest(sql, dialect, null, 10))).countSql()).contains(expected.replace("~", "\n"));
    }
}
