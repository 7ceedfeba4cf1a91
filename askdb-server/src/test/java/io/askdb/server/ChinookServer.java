package io.askdb.server;

import io.askdb.Answer;
import io.askdb.TextToSql;
import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.execution.ExecutionLimits;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.policy.Policy;
import io.askdb.sql.MaskingSqlExecutor;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A real server on a random loopback port over a copy of the Chinook demo database (repository
 * data/chinook, its licence there), wired as askdb-app wires the offline planner: standard guard,
 * read-only JDBC executor on the server's cancellable connections, template explainer, SQLite
 * history. A question containing "slow" gets a triple cross join of Track (about 43 billion rows
 * to count), for cancellation tests; the statement timeout is 60 s so only a cancel stops it
 * ({@link #timingOut} sets a short one instead, without repairs, for timeout tests).
 */
final class ChinookServer implements AutoCloseable {
    /** The SQL of every question containing "slow". */
    static final String SLOW_SQL = "SELECT COUNT(*) FROM Track a, Track b, Track c";
    /**
     * The guard's cost bounds here: the row bound raised past the slow statement's 43 billion
     * rows, as an operator who raised {@code askdb.max-scan-rows} would, so that the timeout and
     * cancellation paths these tests are about are reached (at the default bound the guard refuses
     * the statement before it runs).
     */
    static final io.askdb.sql.CostBounds BOUNDS = new io.askdb.sql.CostBounds(100_000_000_000L, io.askdb.sql.CostBounds.DEFAULTS.maxValueBytes());

    final Path dir;
    final Path chinook;
    final AskdbServer server;
    final JdbcHistoryStore history;
    final List<String[]> examples = new CopyOnWriteArrayList<>();
    final BlockingQueue<Answer> answers = new LinkedBlockingQueue<>();
    final Map<String, String> environment = new ConcurrentHashMap<>();
    final List<String> requests = new CopyOnWriteArrayList<>();
    /** The error code of every question that failed with a fault, in order (told after it is in history). */
    final BlockingQueue<String> failures = new LinkedBlockingQueue<>();
    private final Duration timeout;
    private final int maxRepairs;

    /** The earlier turns' questions each follow-up was rewritten with, in order ({@link #rewriting} only). */
    final List<List<String>> turnsSeen = new CopyOnWriteArrayList<>();

    private final Policy policy;
    private final boolean rewrites;

    private ChinookServer(Path dir, ServerSettings settings, Policy policy) throws IOException {
        this(dir, settings, policy, Duration.ofSeconds(60), 3, false);
    }

    private ChinookServer(Path dir, ServerSettings settings, Policy policy, Duration timeout, int maxRepairs, boolean rewrites)
            throws IOException {
        this(dir, settings, policy, timeout, maxRepairs, rewrites, ServerSetup.DEFAULT_MAX_OUTPUT_CHARS);
    }

    private ChinookServer(Path dir, ServerSettings settings, Policy policy, Duration timeout, int maxRepairs, boolean rewrites,
                          int maxOutputChars)
            throws IOException {
        this.dir = dir;
        this.rewrites = rewrites;
        this.policy = policy;
        this.timeout = timeout;
        this.maxRepairs = maxRepairs;
        this.chinook = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        this.history = JdbcHistoryStore.openSqlite(dir.resolve("history.sqlite"));
        ServerObserver observer = new ServerObserver() {
            @Override
            public void questionAnswered(String datasource, Answer answer) {
                answers.add(answer);
            }

            @Override
            public void questionFailed(String datasource, String code) {
                failures.add(code);
            }

            @Override
            public void requestEnded(String method, String route, int status, long millis) {
                requests.add(method + " " + route + " " + status);
            }
        };
        this.server = AskdbServer.start(ServerSetup.builder(settings, this::open, history, history.dataSource())
                .datasource("chinook", ReadOnlyConnectionSource.of(chinook.toString(), new Properties()))
                .examples((ds, question, sql) -> examples.add(new String[] {ds, question, sql}))
                .observer(observer)
                .environment(environment::get)
                .maxOutputChars(maxOutputChars)
                .build());
    }

    /** A local server whose schema pages hold at most {@code maxOutputChars} characters. */
    static ChinookServer paged(Path dir, int maxOutputChars) throws IOException {
        return new ChinookServer(dir, ServerSettings.local("127.0.0.1", 0), Policy.NONE, Duration.ofSeconds(60), 3, false,
                maxOutputChars);
    }

    static ChinookServer local(Path dir) throws IOException {
        return new ChinookServer(dir, ServerSettings.local("127.0.0.1", 0), Policy.NONE);
    }

    static ChinookServer with(Path dir, ServerSettings settings) throws IOException {
        return new ChinookServer(dir, settings, Policy.NONE);
    }

    /** A server whose datasources obey the access policy, wired as askdb-app wires {@code askdb.policy.path}. */
    static ChinookServer with(Path dir, ServerSettings settings, Policy policy) throws IOException {
        return new ChinookServer(dir, settings, policy);
    }

    /** A local server whose statements time out after {@code timeout}, with no repair after a failed attempt. */
    static ChinookServer timingOut(Path dir, Duration timeout) throws IOException {
        return new ChinookServer(dir, ServerSettings.local("127.0.0.1", 0), Policy.NONE, timeout, 0, false);
    }

    /**
     * A server whose follow-up rewriter (standing in for the model's) prefixes a question starting
     * with "and " by the conversation's last earlier question, and records in {@link #turnsSeen}
     * the earlier questions it was given.
     */
    static ChinookServer rewriting(Path dir, ServerSettings settings) throws IOException {
        return new ChinookServer(dir, settings, Policy.NONE, Duration.ofSeconds(60), 3, true);
    }

    private io.askdb.conversation.Rewrite rewrite(String question, List<io.askdb.conversation.Turn> earlier) {
        turnsSeen.add(earlier.stream().map(io.askdb.conversation.Turn::question).toList());
        if (!question.startsWith("and ") || earlier.isEmpty()) return new io.askdb.conversation.Rewrite(question, false, null);
        return new io.askdb.conversation.Rewrite(earlier.get(earlier.size() - 1).question() + " " + question, true, null);
    }

    String base() {
        return "http://127.0.0.1:" + server.port();
    }

    private TextToSql open(String name, ReadOnlyConnectionSource source, io.askdb.jdbc.ConnectionSource executions) {
        TextToSql.Builder b = TextToSql.builder();
        if (policy == Policy.NONE) {
            b.catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT))
                    .guard(StandardGuard.create(BOUNDS))
                    .executor(new JdbcSqlExecutor(executions, source.dialect()));
        } else {
            Catalog full = new JdbcCatalogProvider(source, CatalogOptions.DEFAULT).catalog();
            CatalogProvider once = () -> full;
            b.catalogProvider(once)
                    .policy(policy)
                    .guard(StandardGuard.create(policy, once, BOUNDS))
                    .executor(new MaskingSqlExecutor(new JdbcSqlExecutor(executions, source.dialect()), policy, once));
        }
        if (rewrites) b.rewriter(this::rewrite);
        return b
                .generator(new SlowOrPlanner())
                .explainer(new TemplateExplainer())
                .history(history)
                .limits(new ExecutionLimits(timeout, 1000))
                .maxRepairs(maxRepairs)
                .databaseName(name)
                .build();
    }

    @Override
    public void close() {
        server.close();
    }

    /** The offline planner, except for questions containing "slow". */
    private static final class SlowOrPlanner implements SqlGenerator {
        private final KeywordPlanner planner = new KeywordPlanner();

        @Override
        public Generation generate(GenerationRequest request) {
            if (request.question().contains("slow")) return CandidateSql.of(SLOW_SQL, 100);
            return planner.generate(request);
        }

        @Override
        public String name() {
            return planner.name();
        }
    }

}
