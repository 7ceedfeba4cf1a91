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
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every legitimate statement of the SQLite, DuckDB and H2 corpora, as written and as the
 * guard approved it, on a real in-process engine: the Chinook SQLite file (opened read-only) and
 * in-memory DuckDB and H2 databases holding a few Chinook rows. Both must run, and the capped
 * statement must return the same number of rows as the statement as written.
 */
class LegitCorpusExecutionTest {
    private static final Map<Dialect, Connection> ENGINES = new EnumMap<>(Dialect.class);

    @BeforeAll
    static void open() throws SQLException {
        Properties readOnly = new Properties();
        readOnly.setProperty("open_mode", "1");
        ENGINES.put(Dialect.SQLITE, DriverManager.getConnection("jdbc:sqlite:../data/chinook/chinook.sqlite", readOnly));
        ENGINES.put(Dialect.DUCKDB, DriverManager.getConnection("jdbc:duckdb:"));
        ENGINES.put(Dialect.H2, DriverManager.getConnection("jdbc:h2:mem:legit_corpus;DB_CLOSE_DELAY=-1"));
        ChinookSchema.create(ENGINES.get(Dialect.DUCKDB));
        ChinookSchema.create(ENGINES.get(Dialect.H2));
    }

    @AfterAll
    static void close() throws SQLException {
        for (Connection c : ENGINES.values()) c.close();
    }

    static Stream<CorpusEntry> runnable() {
        return CorpusEntry.read(CorpusEntry.LEGIT).stream().filter(e -> e.dialect() == Dialect.SQLITE
                || e.dialect() == Dialect.DUCKDB || e.dialect() == Dialect.H2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runnable")
    void should_run_with_the_same_rows_when_approved_statement_is_executed(CorpusEntry e) throws SQLException {
        GuardResult result = GuardCorpusTest.check(e);
        assertThat(result).as("%s", e).isInstanceOf(ApprovedSql.class);
        Connection db = ENGINES.get(e.dialect());
        int written = rows(db, e.sql());
        int capped = rows(db, ((ApprovedSql) result).sql());
        assertThat(capped).as("%s", e).isEqualTo(Math.min(written, Fixtures.CAP + 1));
    }

    private static int rows(Connection db, String sql) throws SQLException {
        try (Statement st = db.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            int n = 0;
            while (rs.next()) n++;
            return n;
        }
    }
}
