package io.askdb.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.catalog.Catalog;
import io.askdb.critic.CriticRequest;
import io.askdb.critic.GuardedProbe;
import io.askdb.critic.ResultProbe;
import io.askdb.eval.DatabaseLocator;
import io.askdb.eval.DatasetFormat;
import io.askdb.eval.DatasetReader;
import io.askdb.eval.EvalQuestion;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.sql.ResultCritic;
import io.askdb.sql.StandardGuard;
import io.askdb.validation.QueryShape;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs askdb's deterministic critic over the gold SQL of a public benchmark, as if a model had
 * written it, and writes every finding to a JSON Lines file for reading by hand: a check that flags
 * correct gold SQL is a defective check, and a gold query a check flags rightly is a real fault of
 * the benchmark (issue 15 asks for both counts per check).
 *
 * <p>Each gold query passes askdb's standard guard (no policy), runs on a read-only connection
 * (10 s, 1,000 rows) and goes to {@link ResultCritic} with a probe that guards and runs the checks'
 * own queries (5 s each); every check reviews every result ({@link ResultCritic#audit}), so one
 * check's hits do not hide another's. Usage:
 * <pre>
 * java -cp askdb-app/target/askdb.jar io.askdb.bench.CriticAudit --dataset ../shared/data/spider-train/train.json \
 *     --format spider --db-root ../shared/data/spider-train/database --out target/critic-audit-spider.jsonl [--limit N]
 * </pre>
 * It prints, per check, the findings by action (PROVEN rejections, DOUBT rejections, caveats), and
 * how many gold queries the guard refused or the database could not run. Not a unit test: it reads
 * data outside the project.
 */
public final class CriticAudit {
    private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(10), 1000);

    private record Db(Catalog catalog, JdbcSqlExecutor executor) {
    }

    private CriticAudit() {
    }

    /**
     * @param args {@code --dataset FILE --format spider|defog|bird|jsonl --db-root DIR --out FILE [--limit N]}
     * @throws IOException when the output cannot be written
     */
    public static void main(String[] args) throws IOException {
        Map<String, String> opts = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) opts.put(args[i], args[i + 1]);
        Path dataset = Path.of(opts.getOrDefault("--dataset", "../shared/data/spider-train/train.json"));
        DatasetFormat format = DatasetFormat.fromName(opts.getOrDefault("--format", "spider"));
        DatabaseLocator locator = new DatabaseLocator(Path.of(opts.getOrDefault("--db-root", "../shared/data/spider-train/database")), null);
        Path out = Path.of(opts.getOrDefault("--out", "target/critic-audit.jsonl"));
        int limit = Integer.parseInt(opts.getOrDefault("--limit", "1000000"));
        String dialectFilter = opts.get("--db-type");
        List<EvalQuestion> questions = DatasetReader.read(dataset, format);
        Map<String, Db> dbs = new HashMap<>();
        SqlGuard guard = StandardGuard.create();
        ResultCritic critic = new ResultCritic();
        ObjectMapper json = new ObjectMapper();
        Map<String, Map<String, Integer>> counts = new TreeMap<>();
        int ran = 0;
        int refused = 0;
        int failed = 0;
        int missing = 0;
        Files.createDirectories(out.toAbsolutePath().getParent());
        try (Writer w = Files.newBufferedWriter(out)) {
            for (EvalQuestion q : questions.subList(0, Math.min(limit, questions.size()))) {
                if (dialectFilter != null && q.goldSql().isEmpty()) continue;
                Db db;
                try {
                    db = dbs.computeIfAbsent(q.db(), id -> open(locator.url(id)));
                } catch (RuntimeException e) {
                    missing++;
                    continue;
                }
                String sql = q.goldSql().get(0).strip().replaceAll(";\\s*$", "");
                GuardResult verdict = guard.check(new GuardRequest(sql, db.catalog().dialect(), db.catalog(), LIMITS.maxRows()));
                if (verdict instanceof Refusal r) {
                    refused++;
                    write(w, json, q, sql, "guard", "REFUSED", r.message(), null);
                    continue;
                }
                ResultTable result;
                try {
                    result = db.executor().run((ApprovedSql) verdict, LIMITS);
                } catch (RuntimeException e) {
                    failed++;
                    continue;
                }
                ran++;
                ResultProbe probe = new GuardedProbe(guard, db.executor(), db.catalog(), null, GuardedProbe.TIMEOUT, Integer.MAX_VALUE, () -> false);
                List<ResultCritic.CheckFinding> findings;
                try {
                    findings = critic.audit(new CriticRequest(q.question(), sql, result, QueryShape.UNKNOWN, db.catalog(), probe));
                } catch (RuntimeException e) {
                    write(w, json, q, sql, "critic-fault", "FAULT", String.valueOf(e), null);
                    count(counts, "critic-fault", "FAULT");
                    continue;
                }
                for (ResultCritic.CheckFinding f : findings) {
                    count(counts, f.check(), f.action());
                    write(w, json, q, sql, f.check(), f.action(), f.text(), f.fixedSql());
                }
            }
        }
        PrintStream o = System.out;
        o.printf("critic audit of %s: %d gold queries ran, %d refused by the guard, %d failed on the database, %d without a database%n",
                dataset.getFileName(), ran, refused, failed, missing);
        counts.forEach((check, byAction) -> o.printf("  %-22s %s%n", check, byAction));
        o.println("findings: " + out.toAbsolutePath());
    }

    private static Db open(String url) {
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(url, new java.util.Properties());
        return new Db(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT).catalog(), new JdbcSqlExecutor(source));
    }

    private static void count(Map<String, Map<String, Integer>> counts, String check, String action) {
        counts.computeIfAbsent(check, k -> new TreeMap<>()).merge(action, 1, Integer::sum);
    }

    private static void write(Writer w, ObjectMapper json, EvalQuestion q, String sql, String check, String action, String text, String fixed)
            throws IOException {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("db", q.db());
        row.put("question", q.question());
        row.put("sql", sql);
        row.put("check", check);
        row.put("action", action);
        row.put("text", text);
        if (fixed != null) row.put("fixed_sql", fixed);
        w.write(json.writeValueAsString(row));
        w.write('\n');
    }
}
