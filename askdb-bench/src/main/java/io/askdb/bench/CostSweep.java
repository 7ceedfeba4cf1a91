package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.eval.DatabaseLocator;
import io.askdb.eval.DatasetFormat;
import io.askdb.eval.DatasetReader;
import io.askdb.eval.EvalQuestion;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.EngineCostGuard;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.sql.CostBounds;
import io.askdb.sql.StandardGuard;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Passes every gold SQL statement of a public benchmark through askdb's guard with the cost layer
 * and the engine estimate check ({@link EngineCostGuard}), at the default bounds, with each
 * database's real catalog row estimates, and counts what it refuses by rule (issue 16: gold SQL
 * refused with {@code cost-bound} or {@code recursive-cte} is a needless refusal). Nothing runs but
 * catalog reads and EXPLAIN. Usage:
 * <pre>
 * java -cp askdb-app/target/askdb.jar io.askdb.bench.CostSweep --dataset ../shared/data/spider-train/train.json \
 *     --format spider --db-root ../shared/data/spider-train/database
 * java -cp askdb-app/target/askdb.jar io.askdb.bench.CostSweep --dataset ../shared/data/defog/questions/instruct_basic_postgres.csv \
 *     --format defog --postgres-dumps ../shared/data/defog/postgres
 * </pre>
 * {@code --postgres-dumps DIR} starts an embedded PostgreSQL and loads each {@code <db>.sql} it
 * needs into a database of that name (then {@code ANALYZE}); {@code --db-url} takes a URL template
 * instead. Every {@code cost-bound} and {@code recursive-cte} refusal is printed with its SQL. Not
 * a unit test: it reads data outside the project.
 */
public final class CostSweep {
    private CostSweep() {
    }

    /**
     * @param args {@code --dataset FILE --format spider|defog|bird|jsonl (--db-root DIR | --db-url TEMPLATE | --postgres-dumps DIR)
     *             [--max-scan-rows N] [--max-value-bytes N] [--max-cost C]} (the bounds default to askdb's defaults; a
     *             scan bound of 1 lists every statement whose FROM clause askdb reads as a cross join)
     * @throws Exception when the dataset, a database or the embedded PostgreSQL cannot be read
     */
    public static void main(String[] args) throws Exception {
        Map<String, String> opts = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) opts.put(args[i], args[i + 1]);
        Path dataset = Path.of(opts.getOrDefault("--dataset", "../shared/data/spider-train/train.json"));
        List<EvalQuestion> questions = DatasetReader.read(dataset, DatasetFormat.fromName(opts.getOrDefault("--format", "spider")));
        try (DumpedPostgres pg = opts.containsKey("--postgres-dumps") ? DumpedPostgres.start(Path.of(opts.get("--postgres-dumps"))) : null) {
            DatabaseLocator locator = pg != null ? new DatabaseLocator(null, pg.urlTemplate())
                    : new DatabaseLocator(opts.containsKey("--db-root") ? Path.of(opts.get("--db-root")) : null, opts.get("--db-url"));
            CostBounds bounds = new CostBounds(Long.parseLong(opts.getOrDefault("--max-scan-rows", "" + CostBounds.DEFAULTS.maxScanRows())),
                    Long.parseLong(opts.getOrDefault("--max-value-bytes", "" + CostBounds.DEFAULTS.maxValueBytes())));
            double maxCost = Double.parseDouble(opts.getOrDefault("--max-cost", "" + EngineCostGuard.DEFAULT_MAX_COST));
            sweep(questions, locator, pg, bounds, maxCost, dataset, System.out);
        }
    }

    private record Db(Catalog catalog, SqlGuard guard) {
    }

    private static void sweep(List<EvalQuestion> questions, DatabaseLocator locator, DumpedPostgres pg, CostBounds bounds, double maxCost,
                              Path dataset, PrintStream o) {
        SqlGuard standard = StandardGuard.create(bounds);
        Map<String, Db> dbs = new HashMap<>();
        Map<String, Integer> refusals = new TreeMap<>();
        int statements = 0;
        int approved = 0;
        int missing = 0;
        long started = System.nanoTime();
        for (EvalQuestion q : questions) {
            Db db = dbs.get(q.db());
            if (db == null) {
                try {
                    if (pg != null) pg.load(q.db());
                    ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(locator.url(q.db()), pg == null ? new Properties() : pg.user());
                    Catalog catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
                    db = new Db(catalog, new EngineCostGuard(standard, source, source.dialect(), Duration.ofSeconds(10),
                            maxCost, bounds.maxScanRows()));
                    dbs.put(q.db(), db);
                } catch (RuntimeException e) {
                    missing++;
                    continue;
                }
            }
            for (String gold : q.goldSql()) {
                String sql = gold.strip().replaceAll(";\\s*$", "");
                statements++;
                GuardResult r = db.guard().check(new GuardRequest(sql, db.catalog().dialect(), db.catalog(), 1000));
                if (r instanceof Refusal f) {
                    refusals.merge(f.rule(), 1, Integer::sum);
                    if (f.rule().equals("cost-bound") || f.rule().equals("recursive-cte")) {
                        o.println(f.rule().toUpperCase(java.util.Locale.ROOT) + " " + q.db() + " | " + f.message() + " | " + sql);
                    }
                } else {
                    approved++;
                }
            }
        }
        o.printf("cost sweep of %s: %d gold statements on %d databases (%d questions without a database), %d approved, refused by rule %s, %.1f s%n",
                dataset.getFileName(), statements, dbs.size(), missing, approved, refusals, (System.nanoTime() - started) / 1e9);
    }
}
