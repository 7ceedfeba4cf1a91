package io.askdb.sql;

import com.code_intelligence.jazzer.api.BugDetectors;
import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.api.SilentCloseable;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.askdb.dialect.Dialect;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;

/**
 * Property-based, coverage-guided fuzzing of {@link StandardGuard} (Jazzer): every statement the
 * guard approves is run on a real database that records every change (SQLite and DuckDB written
 * to directly, PostgreSQL and, when installed, MariaDB through askdb's read-only executor, see
 * {@link FuzzEngines}), and must change nothing. {@code mvn test} replays the stored inputs under
 * {@code src/test/resources/io/askdb/sql/GuardFuzzTestInputs/<method>/} (regression mode);
 * {@code JAZZER_FUZZ=1} fuzzes one method and adds any failing input there.
 */
class GuardFuzzTest {
    private static final List<Dialect> EXECUTED = List.of(Dialect.SQLITE, Dialect.DUCKDB, Dialect.POSTGRESQL);
    private static final List<Dialect> ALL = List.of(Dialect.SQLITE, Dialect.DUCKDB, Dialect.POSTGRESQL, Dialect.MYSQL, Dialect.H2);

    /** Statements built from the grammar of {@link SqlPieces} mixed with fuzzer strings. */
    @FuzzTest(maxDuration = "7m")
    void should_change_nothing_when_the_guard_approves_a_generated_statement(FuzzedDataProvider data) {
        Dialect dialect = data.pickValue(EXECUTED);
        FuzzEngines engines = FuzzEngines.get();
        try (SilentCloseable local = localDatabases()) {
            engines.check(dialect, engines.generator.next(data));
        }
    }

    /**
     * Raw statements: the first byte picks the dialect (SQLite, DuckDB, PostgreSQL, MySQL, H2, by
     * its value modulo 5), the rest is the statement in UTF-8; {@code @DIR@} becomes the watched
     * directory. MySQL statements run on MariaDB when it is installed; H2 statements are checked by the guard only.
     */
    @FuzzTest(maxDuration = "7m")
    void should_change_nothing_when_the_guard_approves_raw_text(byte[] input) {
        Dialect dialect = input.length == 0 ? Dialect.SQLITE : ALL.get((input[0] & 0xff) % ALL.size());
        String sql = input.length < 2 ? "" : new String(input, 1, input.length - 1, StandardCharsets.UTF_8);
        FuzzEngines engines = FuzzEngines.get();
        try (SilentCloseable local = localDatabases()) {
            engines.check(dialect, sql.replace("@DIR@", engines.dir.toString()));
        }
    }

    /** The executor opens a connection to the embedded PostgreSQL per statement; Jazzer's SSRF detector must allow it. */
    private static SilentCloseable localDatabases() {
        return BugDetectors.allowNetworkConnections((host, port) -> host.equals("localhost") || host.equals("127.0.0.1"));
    }

    @AfterAll
    static void report() {
        FuzzEngines engines = FuzzEngines.get();
        engines.writeSamples();
        System.err.println(engines.summary());
    }
}
