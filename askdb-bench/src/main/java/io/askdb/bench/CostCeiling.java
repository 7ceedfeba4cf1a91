package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.execution.ExecutionLimits;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.EngineCostGuard;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.sql.CostBounds;
import io.askdb.sql.StandardGuard;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.IntFunction;

/**
 * Measures, through askdb's guard (the cost layer and {@link EngineCostGuard}) and its read-only
 * executor, the wall time of the largest statement each cost bound still allows, on SQLite,
 * DuckDB and an embedded PostgreSQL (issue 16: are the defaults stopping statements before the
 * statement timeout would?), at the default bounds. Each engine gets {@code t} (the square root of
 * {@code askdb.max-scan-rows} rows) and {@code big} (100,000 rows, {@code g = id % 10}); the statements are:
 * <ul>
 *   <li>cross: {@code t} times {@code t}, just under {@code askdb.max-scan-rows};</li>
 *   <li>series: {@code askdb.max-scan-rows} rows (generate_series, range, or a counter CTE on SQLite);</li>
 *   <li>value: a value just under {@code askdb.max-value-bytes} built for each row of {@code big};</li>
 *   <li>skewed join: {@code big} joined to itself on {@code g} (each row matches 10,000), the
 *       rows of {@code a} limited to the largest count the engine's estimate still allows (found
 *       by bisection over EXPLAIN; SQLite has no estimate, so all 100,000: 1e9 rows).</li>
 * </ul>
 * Usage: {@code java -cp askdb-app/target/askdb.jar io.askdb.bench.CostCeiling [timeout-seconds, default 120] [max-cost]}.
 * Each line prints the guard's verdict, the wall time (or the timeout) and the result. Not a unit
 * test: it takes minutes.
 */
public final class CostCeiling {
    private CostCeiling() {
    }

    /**
     * @param args optional timeout in seconds and {@code askdb.max-cost}
     * @throws Exception when an engine cannot be set up
     */
    public static void main(String[] args) throws Exception {
        Duration timeout = Duration.ofSeconds(args.length > 0 ? Long.parseLong(args[0]) : 120);
        double maxCost = args.length > 1 ? Double.parseDouble(args[1]) : EngineCostGuard.DEFAULT_MAX_COST;
        Path dir = Files.createTempDirectory("askdb-cost-ceiling");
        long scan = CostBounds.DEFAULTS.maxScanRows();
        long side = (long) Math.floor(Math.sqrt(scan));
        long width = CostBounds.DEFAULTS.maxValueBytes() - 10;
        String fill = " WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < %d) SELECT n, n %% 10 FROM s";
        String[] sqlite = {"CREATE TABLE t (id INTEGER PRIMARY KEY, g INTEGER)", "CREATE TABLE big (id INTEGER PRIMARY KEY, g INTEGER)",
            "INSERT INTO t" + String.format(fill, side), "INSERT INTO big" + String.format(fill, 100_000)};
        String[] other = {"CREATE TABLE t (id INTEGER PRIMARY KEY, g INTEGER)", "CREATE TABLE big (id INTEGER PRIMARY KEY, g INTEGER)",
            "INSERT INTO t SELECT n, n % 10 FROM generate_series(1, " + side + ") AS s(n)",
            "INSERT INTO big SELECT n, n % 10 FROM generate_series(1, 100000) AS s(n)", "ANALYZE"};
        String sqliteUrl = "jdbc:sqlite:" + dir.resolve("ceiling.sqlite");
        setUp(sqliteUrl, new Properties(), sqlite);
        measure("SQLite", sqliteUrl, new Properties(), timeout, maxCost,
                "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < " + scan + ") SELECT count(*) FROM c",
                "SELECT sum(length(printf('%.*c', " + width + ", 'x') || id)) FROM big");
        String duckUrl = "jdbc:duckdb:" + dir.resolve("ceiling.duckdb");
        setUp(duckUrl, new Properties(), other);
        measure("DuckDB", duckUrl, new Properties(), timeout, maxCost, "SELECT count(*) FROM range(" + scan + ")",
                "SELECT sum(length(repeat('x', " + width + ") || id)) FROM big");
        try (EmbeddedPostgres pg = EmbeddedPostgres.builder().start()) {
            Properties user = new Properties();
            user.setProperty("user", "postgres");
            String url = pg.getJdbcUrl("postgres", "postgres");
            setUp(url, user, other);
            measure("PostgreSQL", url, user, timeout, maxCost, "SELECT count(*) FROM generate_series(1, " + scan + ")",
                    "SELECT sum(length(repeat('x', " + width + ") || id)) FROM big");
        }
    }

    private static void setUp(String url, Properties user, String... sql) throws Exception {
        try (Connection c = DriverManager.getConnection(url, user); Statement st = c.createStatement()) {
            for (String s : sql) st.execute(s);
        }
    }

    private static void measure(String engine, String url, Properties user, Duration timeout, double maxCost, String series, String value) {
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(url, user);
        Catalog catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
        SqlGuard guard = new EngineCostGuard(StandardGuard.create(CostBounds.DEFAULTS), source, source.dialect(), timeout, maxCost,
                CostBounds.DEFAULTS.maxScanRows());
        JdbcSqlExecutor executor = new JdbcSqlExecutor(source);
        IntFunction<String> skewed = n -> "SELECT count(*) FROM big a JOIN big b ON a.g = b.g WHERE a.id <= " + n;
        int rows = largestAllowed(guard, catalog, skewed, 100_000);
        Map<String, String> statements = new LinkedHashMap<>();
        statements.put("cross (" + catalog.table(new io.askdb.catalog.TableId(catalog.defaultSchema(), "t")).map(x -> x.rowEstimate()).orElse(-1L) + "^2)", "SELECT count(*) FROM t a, t b WHERE a.g <> b.id");
        statements.put("series", series);
        statements.put("value", value);
        statements.put("skewed join (" + rows + " rows of a)", skewed.apply(rows));
        statements.put("cross x 2 (refused?)", "SELECT count(*) FROM t a, t b, (SELECT 1 UNION ALL SELECT 2) c");
        statements.put("series + 1 (refused?)", series.replace(Long.toString(CostBounds.DEFAULTS.maxScanRows()), Long.toString(CostBounds.DEFAULTS.maxScanRows() + 1)));
        for (Map.Entry<String, String> e : statements.entrySet()) {
            GuardResult verdict = guard.check(new GuardRequest(e.getValue(), catalog.dialect(), catalog, 1000));
            if (verdict instanceof Refusal r) {
                System.out.printf("%-10s %-32s refused %s: %s%n", engine, e.getKey(), r.rule(), r.message());
                continue;
            }
            long start = System.nanoTime();
            String outcome;
            try {
                outcome = "rows " + executor.run((ApprovedSql) verdict, new ExecutionLimits(timeout, 1000)).rows();
            } catch (RuntimeException ex) {
                outcome = "failed: " + ex.getMessage();
            }
            System.out.printf("%-10s %-32s allowed, %.2f s, %s%n", engine, e.getKey(), (System.nanoTime() - start) / 1e9, outcome);
        }
    }

    /** @return the largest n in [1, max] the guard approves for the family, by bisection (approval is monotone in n) */
    private static int largestAllowed(SqlGuard guard, Catalog catalog, IntFunction<String> family, int max) {
        int lo = 0;
        int hi = max;
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            GuardResult r = guard.check(new GuardRequest(family.apply(mid), catalog.dialect(), catalog, 1000));
            if (r instanceof ApprovedSql) lo = mid;
            else hi = mid - 1;
        }
        return Math.max(lo, 1);
    }
}
