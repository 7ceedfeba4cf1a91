package io.askdb.sql;

import static io.askdb.sql.Fixtures.approved;
import static io.askdb.sql.Fixtures.check;
import static io.askdb.sql.Fixtures.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.Refusal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The guard approves a pattern operator exactly when the engine reads it: every statement runs on
 * in-process SQLite (sqlite-jdbc, which registers no regexp() function), DuckDB and H2, and the
 * guard's verdict for that dialect must match whether the engine ran it.
 */
class PatternOperatorsEngineTest {
    private static final Map<Dialect, Connection> ENGINES = new EnumMap<>(Dialect.class);

    @BeforeAll
    static void engines() throws SQLException {
        ENGINES.put(Dialect.SQLITE, DriverManager.getConnection("jdbc:sqlite::memory:"));
        ENGINES.put(Dialect.DUCKDB, DriverManager.getConnection("jdbc:duckdb:"));
        ENGINES.put(Dialect.H2, DriverManager.getConnection("jdbc:h2:mem:patterns"));
        for (Connection c : ENGINES.values()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE company (id INTEGER, name VARCHAR(40))");
                s.execute("INSERT INTO company VALUES (1, 'Acme'), (2, 'Bolt')");
            }
        }
    }

    @AfterAll
    static void close() throws SQLException {
        for (Connection c : ENGINES.values()) c.close();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT name FROM company WHERE name LIKE 'A%'",
            "SELECT name FROM company WHERE name ILIKE 'a%'",
            "SELECT name FROM company WHERE name NOT ILIKE 'a%'",
            "SELECT name FROM company WHERE name SIMILAR TO 'A%'",
            "SELECT name FROM company WHERE name NOT SIMILAR TO 'A%'",
            "SELECT name FROM company WHERE name REGEXP '^A'",
            "SELECT name FROM company WHERE name NOT REGEXP '^A'",
            "SELECT name FROM company WHERE name RLIKE '^A'",
            "SELECT name FROM company WHERE name NOT RLIKE '^A'",
            "SELECT name FROM company WHERE name REGEXP_LIKE '^A'",
            "SELECT CASE WHEN name RLIKE '^A' THEN 1 ELSE 0 END FROM company",
            "SELECT name FROM company WHERE name GLOB 'A*'"})
    void should_approve_a_pattern_operator_only_when_the_engine_reads_it(String sql) {
        for (Map.Entry<Dialect, Connection> e : ENGINES.entrySet()) {
            boolean runs = runs(e.getValue(), sql);
            boolean approved = check(e.getKey(), sql) instanceof ApprovedSql;

            assertThat(approved).as("%s approved, engine runs it: %s", e.getKey(), runs).isEqualTo(runs);
        }
    }

    @Test
    void should_refuse_rlike_and_regexp_as_dialect_syntax_with_a_hint_when_sqlite() {
        Refusal rlike = refused(check(Dialect.SQLITE, "SELECT name FROM company WHERE name RLIKE '^A'"));
        Refusal regexp = refused(check(Dialect.SQLITE, "SELECT name FROM company WHERE name REGEXP '^A'"));

        assertThat(rlike.rule()).isEqualTo("dialect-syntax");
        assertThat(rlike.message()).contains("RLIKE is not SQLite syntax").contains("LIKE or GLOB");
        assertThat(rlike.position()).isEqualTo(36);
        assertThat(regexp.rule()).isEqualTo("dialect-syntax");
        assertThat(regexp.message()).contains("registers none");
    }

    /** MySQL's manual ("Regular Expressions": REGEXP, and RLIKE its synonym) and PostgreSQL's ("Pattern Matching": no REGEXP); no server runs here. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            "MYSQL | SELECT name FROM company WHERE name REGEXP '^A' | true",
            "MYSQL | SELECT name FROM company WHERE name NOT RLIKE '^A' | true",
            "MYSQL | SELECT name FROM company WHERE name SIMILAR TO 'A%' | false",
            "POSTGRESQL | SELECT name FROM company WHERE name SIMILAR TO 'A%' | true",
            "POSTGRESQL | SELECT name FROM company WHERE name REGEXP '^A' | false",
            "POSTGRESQL | SELECT name FROM company WHERE name RLIKE '^A' | false"})
    void should_follow_the_manual_when_the_engine_is_a_server(Dialect dialect, String sql, boolean reads) {
        if (reads) assertThat(approved(check(dialect, sql)).sql()).startsWith(sql);
        else assertThat(refused(check(dialect, sql)).rule()).isEqualTo("dialect-syntax");
    }

    private static boolean runs(Connection c, String sql) {
        try (Statement s = c.createStatement()) {
            s.executeQuery(sql).close();
            return true;
        } catch (SQLException e) {
            return false;
        }
    }
}
