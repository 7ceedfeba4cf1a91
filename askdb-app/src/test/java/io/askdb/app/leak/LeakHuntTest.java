package io.askdb.app.leak;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.app.cli.PostgresFixture;
import io.askdb.dialect.Dialect;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The leak-hunting property test of issue 16: seeded SQL of every {@link LeakClass} over a database
 * whose hidden and masked columns, hidden table and other tenants' rows hold canaries, run through
 * askdb as built from configuration (policy, guard, masking executor, the LLM path with a scripted
 * model, the MCP tools) as tenant 1, tenant 2 and an anonymous caller, on SQLite, DuckDB and
 * PostgreSQL. No result, error, trace, prompt, explanation or MCP output may show a canary the
 * caller may not see; a caller's output must not change when only data kept from the caller changes
 * (the twin database); legitimate statements must be allowed and give the engine's own rows.
 *
 * <p>Default run: {@value #DEFAULT_STATEMENTS} statements per engine, seed {@value #DEFAULT_SEED};
 * longer runs with {@code -Dleak.statements=N -Dleak.seed=S}. The counts table and the shortest example
 * of each problem are printed at the end and written to {@code target/leak-hunt.txt}.
 */
class LeakHuntTest {
    static final int DEFAULT_STATEMENTS = 28;
    static final long DEFAULT_SEED = 16;
    static final int STATEMENTS = Integer.getInteger("leak.statements", DEFAULT_STATEMENTS);
    static final long SEED = Long.getLong("leak.seed", DEFAULT_SEED);
    static final LeakTally TALLY = new LeakTally();

    @TempDir
    Path dir;

    @AfterAll
    static void print() throws java.io.IOException {
        String table = TALLY.table(SEED, STATEMENTS);
        System.out.println(table);
        java.nio.file.Files.writeString(Path.of("target", "leak-hunt.txt"), table);
    }

    @Test
    void should_show_no_caller_a_canary_or_another_tenants_row_when_generated_sql_runs_on_sqlite() throws Exception {
        hunt("sqlite", Dialect.SQLITE, twin -> {
            Path file = dir.resolve((twin ? "twin" : "canary") + ".sqlite");
            fill("jdbc:sqlite:" + file, new CanaryData(twin));
            return file.toString();
        });
    }

    @Test
    void should_show_no_caller_a_canary_or_another_tenants_row_when_generated_sql_runs_on_duckdb() throws Exception {
        hunt("duckdb", Dialect.DUCKDB, twin -> {
            Path file = dir.resolve((twin ? "twin" : "canary") + ".duckdb");
            fill("jdbc:duckdb:" + file, new CanaryData(twin));
            return file.toString();
        });
    }

    @Test
    void should_show_no_caller_a_canary_or_another_tenants_row_when_generated_sql_runs_on_postgresql() throws Exception {
        hunt("postgresql", Dialect.POSTGRESQL, twin -> PostgresFixture.database(s -> {
            for (String sql : new CanaryData(twin).statements) s.execute(sql);
        }));
    }

    /** Makes a database (original or twin) and returns what askdb.db names it by. */
    @FunctionalInterface
    private interface Database {
        String create(boolean twin) throws Exception;
    }

    private void hunt(String engine, Dialect dialect, Database database) throws Exception {
        try (ScriptedOpenAi llm = new ScriptedOpenAi()) {
            LeakHunt.Side a = LeakHunt.Side.open(new CanaryData(false), database.create(false), dir.resolve("a"), llm);
            LeakHunt.Side b = LeakHunt.Side.open(new CanaryData(true), database.create(true), dir.resolve("b"), llm);
            List<LeakStatements.Statement> statements = new LeakStatements(SEED, dialect).generate(STATEMENTS);
            new LeakHunt(engine, a, b, llm, TALLY).run(statements);
        }
        assertThat(TALLY.problems(engine).size())
                .as("leak hunt on %s (seed %d, %d statements; rerun with -Dleak.seed=%d -Dleak.statements=%d); shortest examples:%n%s",
                        engine, SEED, STATEMENTS, SEED, STATEMENTS, TALLY.examples(engine))
                .isZero();
    }

    private static void fill(String url, CanaryData data) throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            for (String sql : data.statements) s.execute(sql);
        }
    }
}
