package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardResult;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The adversarial statements the guard approves because the engine reads them as one harmless
 * query ({@code SELECT $t$ ; DROP TABLE Album $t$} in DuckDB, {@code // ; DROP ...} in H2, ...)
 * are run on the real engine: each must run as a query, and the Album table must still hold its
 * three rows afterwards. This is where the lexer's reading is checked against the engine's.
 */
class EngineAgreementTest {
    private static final Map<Dialect, Connection> ENGINES = new EnumMap<>(Dialect.class);

    @BeforeAll
    static void open() throws SQLException {
        ENGINES.put(Dialect.SQLITE, DriverManager.getConnection("jdbc:sqlite::memory:"));
        ENGINES.put(Dialect.DUCKDB, DriverManager.getConnection("jdbc:duckdb:"));
        ENGINES.put(Dialect.H2, DriverManager.getConnection("jdbc:h2:mem:agreement;DB_CLOSE_DELAY=-1"));
        for (Connection c : ENGINES.values()) ChinookSchema.create(c);
    }

    @AfterAll
    static void close() throws SQLException {
        for (Connection c : ENGINES.values()) c.close();
    }

    static Stream<CorpusEntry> approvedAttacks() {
        return CorpusEntry.read(CorpusEntry.ADVERSARIAL).stream().filter(CorpusEntry::allow)
                .filter(e -> e.dialect() == Dialect.SQLITE || e.dialect() == Dialect.DUCKDB || e.dialect() == Dialect.H2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("approvedAttacks")
    void should_run_one_harmless_query_when_engine_reads_the_approved_statement(CorpusEntry e) throws SQLException {
        GuardResult result = GuardCorpusTest.check(e);
        assertThat(result).as("%s", e).isInstanceOf(ApprovedSql.class);
        Connection db = ENGINES.get(e.dialect());
        try (Statement st = db.createStatement()) {
            assertThat(st.execute(((ApprovedSql) result).sql())).as("%s returns rows", e).isTrue();
        }
        try (Statement st = db.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM Album")) {
            rs.next();
            assertThat(rs.getInt(1)).as("%s left Album alone", e).isEqualTo(3);
        }
    }
}
