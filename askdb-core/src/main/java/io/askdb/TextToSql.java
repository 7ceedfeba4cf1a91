package io.askdb;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.execution.SqlExecutor;
import io.askdb.explanation.Explainer;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.generation.Usage;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The askdb facade: answers a question about one database, or runs a user's SQL, through the
 * same guard, executor and explainer, and records every outcome in history.
 *
 * <p>{@link #ask(String)} reads as the list of steps: catalog, generate, guard, execute (with
 * repair of a failed attempt, at most {@code maxRepairs} times), explain, record.
 *
 * <p>Instances are immutable and thread-safe when their parts are; the catalog is read once and
 * kept.
 *
 * @since 0.1
 */
public final class TextToSql {
    /** The longest question accepted, in characters. */
    public static final int MAX_QUESTION_LENGTH = 2000;

    private final CatalogProvider catalogProvider;
    private final SqlGenerator generator;
    private final SqlGuard guard;
    private final SqlExecutor executor;
    private final Explainer explainer;
    private final HistoryStore history;
    private final ExecutionLimits limits;
    private final int maxRepairs;
    private final String databaseName;
    private final Clock clock;
    private volatile Catalog catalog;

    private TextToSql(Builder b) {
        this.catalogProvider = Objects.requireNonNull(b.catalogProvider, "catalogProvider");
        this.generator = Objects.requireNonNull(b.generator, "generator");
        this.guard = Objects.requireNonNull(b.guard, "guard");
        this.executor = Objects.requireNonNull(b.executor, "executor");
        this.explainer = Objects.requireNonNull(b.explainer, "explainer");
        this.history = Objects.requireNonNull(b.history, "history");
        this.limits = Objects.requireNonNull(b.limits, "limits");
        this.maxRepairs = b.maxRepairs;
        this.databaseName = Objects.requireNonNull(b.databaseName, "databaseName");
        this.clock = Objects.requireNonNull(b.clock, "clock");
    }

    /**
     * Answers a question.
     *
     * @param question the question in plain language, 1 to {@value #MAX_QUESTION_LENGTH} characters
     * @return the answer: answered, refused, unanswerable or failed, recorded in history
     * @throws AskdbException for faults (bad input, database or model unavailable); the question is
     *         recorded in history with the reason before the exception leaves
     */
    public Answer ask(String question) {
        return ask(Question.of(question));
    }

    /**
     * Answers a question that comes with evidence (business definitions or hints), which is
     * passed to the generator with the question.
     *
     * @param q the question and its evidence; not null
     * @return the answer, as {@link #ask(String)}
     * @throws AskdbException as {@link #ask(String)}
     */
    public Answer ask(Question q) {
        String question = q.text();
        Run run = new Run(question, generator.name());
        try {
            checkQuestion(question);
            Catalog cat = catalog();
            List<Attempt> failed = new ArrayList<>();
            for (int attempt = 0; attempt <= maxRepairs; attempt++) {
                Generation generation = generator.generate(new GenerationRequest(question, cat, failed, q.evidence()));
                if (generation instanceof Declined declined) {
                    run.usage = run.usage.plus(declined.usage());
                    Status status = declined.refused() ? Status.REFUSED : Status.UNANSWERABLE;
                    return run.finish(status, lastSql(failed), null, declined.reason(), declined.suggestions());
                }
                CandidateSql candidate = (CandidateSql) generation;
                run.usage = run.usage.plus(candidate.usage());
                Answer done = tryCandidate(run, candidate.sql(), cat, failed);
                if (done != null) return done;
            }
            Attempt last = failed.get(failed.size() - 1);
            return run.finish(Status.FAILED, last.sql(), null,
                    "The SQL still failed after " + maxRepairs + " repair" + (maxRepairs == 1 ? "" : "s") + ": " + last.error(),
                    List.of("Rephrase the question, or name the tables and columns it is about."));
        } catch (AskdbException e) {
            run.fault(e);
            throw e;
        }
    }

    /**
     * Runs the user's own SQL through the same guard, executor and explainer.
     *
     * @param sql one SQL statement; not null
     * @return the answer (generator "user"): answered or refused, recorded in history
     * @throws AskdbException for faults; recorded in history first
     */
    public Answer runSql(String sql) {
        Run run = new Run(sql == null ? "" : sql, "user");
        try {
            if (sql == null || sql.isBlank()) {
                throw new AskdbException(ErrorCode.BAD_INPUT, "The SQL is empty; give one SELECT statement.");
            }
            Catalog cat = catalog();
            List<Attempt> failed = new ArrayList<>();
            Answer done = tryCandidate(run, sql, cat, failed);
            if (done != null) return done;
            Attempt last = failed.get(0);
            return run.finish(Status.FAILED, last.sql(), null, "The database rejected the SQL: " + last.error(), List.of());
        } catch (AskdbException e) {
            run.fault(e);
            throw e;
        }
    }

    /**
     * Checks SQL with the guard only; nothing runs.
     *
     * @param sql one SQL statement; not null
     * @return approved SQL (with the row cap written in) or a refusal
     */
    public GuardResult check(String sql) {
        return guard.check(new GuardRequest(sql, catalog().dialect(), catalog(), limits.maxRows()));
    }

    /** @return the catalog, read on first use and kept */
    public Catalog catalog() {
        Catalog c = catalog;
        if (c == null) {
            synchronized (this) {
                if (catalog == null) catalog = catalogProvider.catalog();
                c = catalog;
            }
        }
        return c;
    }

    /** @return the history store answers are recorded in */
    public HistoryStore history() {
        return history;
    }

    /**
     * Guards, runs and explains one candidate. Returns the final answer, or null after adding a
     * repairable failure to {@code failed}.
     */
    private Answer tryCandidate(Run run, String sql, Catalog cat, List<Attempt> failed) {
        GuardResult verdict = guard.check(new GuardRequest(sql, cat.dialect(), cat, limits.maxRows()));
        if (verdict instanceof Refusal refusal) {
            failed.add(new Attempt(sql, refusal.message()));
            run.attempts.add(new Attempt(sql, refusal.message()));
            boolean repairable = refusal.kind() == Refusal.Kind.VALIDITY && !"user".equals(run.generator);
            return repairable ? null : run.finish(Status.REFUSED, sql, null, refusal.message(), List.of());
        }
        ApprovedSql approved = (ApprovedSql) verdict;
        ResultTable table;
        try {
            table = executor.run(approved, limits);
        } catch (ExecutionException e) {
            String error = e.timedOut()
                    ? "The query ran longer than the " + limits.timeout().toSeconds() + " s timeout and was cancelled."
                    : e.getMessage();
            failed.add(new Attempt(sql, error));
            run.attempts.add(new Attempt(sql, error));
            return null;
        }
        run.attempts.add(new Attempt(approved.candidateSql(), null));
        String text = explainer.explain(run.question, approved.candidateSql(), table);
        return run.finish(Status.ANSWERED, approved.candidateSql(), table, text, List.of());
    }

    private static String lastSql(List<Attempt> failed) {
        return failed.isEmpty() ? null : failed.get(failed.size() - 1).sql();
    }

    private static void checkQuestion(String question) {
        if (question == null || question.isBlank()) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "The question is empty; ask something about the data, "
                    + "for example \"How many customers are there?\".");
        }
        if (question.length() > MAX_QUESTION_LENGTH) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "The question is " + question.length()
                    + " characters long; the limit is " + MAX_QUESTION_LENGTH + ". Shorten it.");
        }
    }

    /** One question in flight: its attempts, usage and timing, and how it is recorded. */
    private final class Run {
        final String question;
        final String generator;
        final long startNanos = System.nanoTime();
        final List<Attempt> attempts = new ArrayList<>();
        Usage usage = Usage.NONE;

        Run(String question, String generator) {
            this.question = question;
            this.generator = generator;
        }

        Answer finish(Status status, String sql, ResultTable table, String text, List<String> suggestions) {
            long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
            Answer answer = new Answer(question, status, sql, table, text, suggestions, attempts, generator, usage, elapsed, 0);
            HistoryEntry entry = new HistoryEntry(0, clock.instant(), databaseName, question, status, sql, attempts,
                    table == null ? -1 : table.rowCount(), generator, elapsed, status == Status.ANSWERED ? null : text);
            return answer.withHistoryId(history.record(entry));
        }

        void fault(AskdbException e) {
            long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
            String sql = attempts.isEmpty() ? null : attempts.get(attempts.size() - 1).sql();
            try {
                history.record(new HistoryEntry(0, clock.instant(), databaseName, question, Status.FAILED, sql, attempts,
                        -1, generator, elapsed, e.code() + ": " + e.getMessage()));
            } catch (RuntimeException ignored) {
                e.addSuppressed(ignored);
            }
        }
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Builds a {@link TextToSql}. Every part is required except the limits (default 10 s and
     * 1,000 rows), repairs (default 2), clock and database name.
     */
    public static final class Builder {
        private CatalogProvider catalogProvider;
        private SqlGenerator generator;
        private SqlGuard guard;
        private SqlExecutor executor;
        private Explainer explainer;
        private HistoryStore history;
        private ExecutionLimits limits = ExecutionLimits.DEFAULT;
        private int maxRepairs = 2;
        private String databaseName = "database";
        private Clock clock = Clock.systemUTC();

        private Builder() {
        }

        /** @param v reads the catalog */
        public Builder catalogProvider(CatalogProvider v) { this.catalogProvider = v; return this; }
        /** @param v writes candidate SQL */
        public Builder generator(SqlGenerator v) { this.generator = v; return this; }
        /** @param v approves or refuses SQL */
        public Builder guard(SqlGuard v) { this.guard = v; return this; }
        /** @param v runs approved SQL */
        public Builder executor(SqlExecutor v) { this.executor = v; return this; }
        /** @param v writes the answer text */
        public Builder explainer(Explainer v) { this.explainer = v; return this; }
        /** @param v records every question */
        public Builder history(HistoryStore v) { this.history = v; return this; }
        /** @param v timeout and row cap */
        public Builder limits(ExecutionLimits v) { this.limits = v; return this; }
        /** @param v display name of the database for history; never credentials */
        public Builder databaseName(String v) { this.databaseName = v; return this; }
        /** @param v clock for history timestamps */
        public Builder clock(Clock v) { this.clock = v; return this; }

        /**
         * @param v how many times a failed attempt is sent back for repair, 0 to 5
         * @throws IllegalArgumentException outside 0-5
         */
        public Builder maxRepairs(int v) {
            if (v < 0 || v > 5) throw new IllegalArgumentException("maxRepairs must be 0-5, was " + v);
            this.maxRepairs = v;
            return this;
        }

        /**
         * @return the facade
         * @throws NullPointerException naming the first missing part
         */
        public TextToSql build() {
            return new TextToSql(this);
        }
    }
}
