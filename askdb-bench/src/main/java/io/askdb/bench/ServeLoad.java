package io.askdb.bench;

import io.askdb.TextToSql;
import io.askdb.execution.ExecutionLimits;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.server.ApiKeys;
import io.askdb.server.AskdbServer;
import io.askdb.server.ServerSettings;
import io.askdb.server.ServerSetup;
import io.askdb.store.JdbcHistoryStore;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The load benchmark of {@code askdb serve} (issue 7; not a test): one server on a loopback port
 * over a copy of Chinook, wired as the offline planner is (planner, standard guard, read-only JDBC
 * executor, template explainer), its history in a new SQLite file or a new embedded PostgreSQL;
 * then {@code clients} concurrent clients ask {@link PlannerRow#QUESTIONS} in turn over
 * {@code POST /api/query} for a warm-up and a measured period. Prints throughput (answered
 * questions per second), p50 and p99 latency, errors, and whether the history holds exactly the
 * history ids the answers returned (lost rows), and the process's CPU time per question sent (server and
 * clients together, warm-up included: the figure that decides throughput on a saturated machine).
 * Rate limiting is off.
 *
 * <p>Run: {@code java -cp <askdb-bench classpath> io.askdb.bench.ServeLoad sqlite|postgres [clients] [warm-up s] [measured s] [questions at once]}
 * from the repository root (defaults: 32 clients, 5 s, 20 s, and the server's default
 * {@code askdb.server.max-concurrent-questions}). Each question's own p50 and p99 are printed first.
 *
 * @since 0.2
 */
public final class ServeLoad {
    private ServeLoad() {
    }

    /**
     * @param args store ("sqlite" or "postgres"), then optionally clients, warm-up seconds, measured seconds
     * @throws Exception when the server or the store cannot be started
     */
    public static void main(String[] args) throws Exception {
        String vendor = args.length > 0 ? args[0] : "sqlite";
        int clients = args.length > 1 ? Integer.parseInt(args[1]) : 32;
        Duration warmUp = Duration.ofSeconds(args.length > 2 ? Long.parseLong(args[2]) : 5);
        Duration measured = Duration.ofSeconds(args.length > 3 ? Long.parseLong(args[3]) : 20);
        int questionsAtOnce = args.length > 4 ? Integer.parseInt(args[4]) : ServerSettings.DEFAULT_MAX_CONCURRENT_QUESTIONS;
        Path dir = Files.createTempDirectory("askdb-serve-load");
        Path chinook = Files.copy(Path.of("data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        EmbeddedPostgres pg = vendor.equals("postgres") ? EmbeddedPostgres.builder().start() : null;
        JdbcHistoryStore store = pg == null ? JdbcHistoryStore.openSqlite(dir.resolve("history.db"))
                : JdbcHistoryStore.open(pg.getJdbcUrl("postgres", "postgres"), null, null);
        ServerSettings settings = new ServerSettings("127.0.0.1", 0, ApiKeys.NONE, List.of(), 0, null,
                ServerSettings.DEFAULT_MAX_BODY_BYTES, questionsAtOnce);
        AskdbServer server = AskdbServer.start(ServerSetup.builder(settings, (name, source, executions) -> TextToSql.builder()
                        .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT))
                        .generator(new KeywordPlanner())
                        .guard(io.askdb.sql.StandardGuard.create())
                        .executor(new JdbcSqlExecutor(executions, source.dialect()))
                        .explainer(new TemplateExplainer())
                        .history(store)
                        .limits(new ExecutionLimits(Duration.ofSeconds(10), 1000))
                        .databaseName(name)
                        .build(), store, store.dataSource())
                .datasource("chinook", ReadOnlyConnectionSource.of(chinook.toString(), null)).build());
        try {
            com.sun.management.OperatingSystemMXBean os =
                    (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            long cpuBefore = os.getProcessCpuTime();
            LoadClients.Outcome o = new LoadClients("http://127.0.0.1:" + server.port(), PlannerRow.QUESTIONS, clients)
                    .run(warmUp, measured);
            double cpuMsPerQuestion = (os.getProcessCpuTime() - cpuBefore) / 1e6 / Math.max(1, o.sent());
            Set<Long> stored = storedIds(store);
            Set<Long> lost = new HashSet<>(o.historyIds());
            lost.removeAll(stored);
            o.byQuestion().forEach((q, ms) -> System.out.printf("  p50=%.1fms p99=%.1fms n=%d  %s%n",
                    Percentiles.nearestRank(ms, 50), Percentiles.nearestRank(ms, 99), ms.length, q));
            System.out.printf("store=%s clients=%d questions_at_once=%d cores=%d load=%.2f measured=%.0fs answered=%d throughput=%.1f/s p50=%.1fms"
                            + " p99=%.1fms errors=%s sent=%d ids=%d history_rows=%d lost=%d cpu_per_question=%.2fms%n",
                    vendor, clients, questionsAtOnce, Runtime.getRuntime().availableProcessors(),
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                    o.measuredSeconds(), o.answered(), o.answered() / o.measuredSeconds(),
                    Percentiles.nearestRank(o.latenciesMs(), 50), Percentiles.nearestRank(o.latenciesMs(), 99),
                    o.errors(), o.sent(), o.historyIds().size(), stored.size(), lost.size(), cpuMsPerQuestion);
        } finally {
            server.close();
            if (pg != null) pg.close();
        }
    }

    private static Set<Long> storedIds(JdbcHistoryStore store) throws java.sql.SQLException {
        Set<Long> ids = new HashSet<>();
        try (Connection c = store.dataSource().getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT id FROM history")) {
            while (rs.next()) ids.add(rs.getLong(1));
        }
        return ids;
    }
}
