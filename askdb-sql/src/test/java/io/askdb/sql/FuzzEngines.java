package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The databases of the guard fuzz test, opened once per JVM, and the property itself
 * ({@link #check}): the guard never throws, a refusal names its rule, and an approved statement,
 * run on the dialect's watched database, changes nothing there. PostgreSQL (embedded, about 10 s
 * to start and set up) is left out when {@code ASKDB_FUZZ_POSTGRES=0} (or
 * {@code -Daskdb.fuzz.postgres=false}) is set; PostgreSQL inputs are then only checked by the guard.
 * MySQL statements run on a real MariaDB ({@link WatchedMariaDb}) when its binaries are installed
 * (see {@link MariaDbServer#unavailable()}); otherwise they too are only checked by the guard. The
 * MariaDB server stops when the JVM exits.
 */
final class FuzzEngines {
    static final int CAP = 1000;
    private static FuzzEngines instance;

    final Path dir;
    final StatementGenerator generator;
    private final Map<Dialect, WatchedDatabase> databases = new EnumMap<>(Dialect.class);
    private final Map<Dialect, Map<String, String>> baselines = new EnumMap<>(Dialect.class);
    final AtomicLong inputs = new AtomicLong();
    final AtomicLong approved = new AtomicLong();
    final AtomicLong executed = new AtomicLong();
    final AtomicLong findings = new AtomicLong();
    private final long started = System.nanoTime();
    private final Set<String> samples = Collections.synchronizedSet(new LinkedHashSet<>());

    private FuzzEngines() throws IOException, SQLException {
        dir = Files.createTempDirectory("askdb-fuzz");
        generator = new StatementGenerator(dir.toString());
        databases.put(Dialect.SQLITE, new WatchedSqlite(Files.createDirectory(dir.resolve("sqlite"))));
        databases.put(Dialect.DUCKDB, new WatchedDuckDb(dir));
        if (postgresEnabled()) databases.put(Dialect.POSTGRESQL, new WatchedPostgres(dir));
        if (MariaDbServer.unavailable() == null) databases.put(Dialect.MYSQL, new WatchedMariaDb(MariaDbServer.start("fuzz")));
        for (WatchedDatabase db : databases.values()) baselines.put(db.dialect(), db.snapshot());
    }

    static synchronized FuzzEngines get() {
        if (instance == null) {
            try {
                instance = new FuzzEngines();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create the fuzz test's temporary directory", e);
            } catch (SQLException e) {
                throw new IllegalStateException("cannot set up the fuzz test's databases: " + e.getMessage(), e);
            }
        }
        return instance;
    }

    static boolean postgresEnabled() {
        return !"0".equals(System.getenv("ASKDB_FUZZ_POSTGRES")) && !"false".equals(System.getProperty("askdb.fuzz.postgres"));
    }

    /** @return the watched database of a dialect, or null when none runs it */
    WatchedDatabase database(Dialect dialect) {
        return databases.get(dialect);
    }

    /** Checks one statement and, when approved, runs it and compares the database with its baseline. */
    void check(Dialect dialect, String sql) {
        inputs.incrementAndGet();
        GuardResult result = Fixtures.GUARD.check(new GuardRequest(sql, dialect, ChinookSchema.catalog(dialect), CAP));
        if (result instanceof Refusal r) {
            assertThat(r.rule()).as("refusal rule of %s", sql).isNotBlank();
            assertThat(r.message()).as("refusal message of %s", sql).isNotBlank();
            return;
        }
        ApprovedSql a = (ApprovedSql) result;
        approved.incrementAndGet();
        if (samples.size() < 5000) samples.add(dialect.name() + "\t" + a.sql().replace('\n', ' '));
        WatchedDatabase db = databases.get(dialect);
        if (db == null) return;
        String stopped = db.run(a);
        executed.incrementAndGet();
        Map<String, String> after = db.snapshot();
        if (stopped != null || !after.equals(baselines.get(dialect))) findings.incrementAndGet();
        assertThat(stopped).as("%s approved %s (ran as %s)", dialect, sql, a.sql()).isNull();
        assertThat(after).as("%s approved %s (ran as %s) and it changed the database", dialect, sql, a.sql())
                .isEqualTo(baselines.get(dialect));
    }

    /** Writes the distinct approved statements (at most 5000) to {@code target/guard-fuzz-approved.tsv}, for review. */
    void writeSamples() {
        try {
            Path out = Path.of("target", "guard-fuzz-approved.tsv");
            if (Files.isDirectory(out.getParent())) Files.write(out, List.copyOf(samples), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the approved statements", e);
        }
    }

    /** @return one line of figures: inputs, approved, executed, seconds */
    String summary() {
        return String.format("guard fuzz: %d inputs, %d approved, %d executed on %s, %d changes or stopped writes, %.1f s",
                inputs.get(), approved.get(), executed.get(), databases.keySet(), findings.get(), (System.nanoTime() - started) / 1e9);
    }
}
