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
import io.askdb.generation.SqlGenerator;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import io.askdb.history.HistoryStore;
import io.askdb.confidence.ConfidenceScorer;
import io.askdb.confidence.FusedConfidenceScorer;
import io.askdb.conversation.FollowUpRewriter;
import io.askdb.critic.Critic;
import io.askdb.knowledge.EvidenceStore;
import io.askdb.knowledge.ExampleStore;
import io.askdb.linking.SchemaLinker;
import io.askdb.linking.ValueLinker;
import io.askdb.pipeline.AgentGraph;
import io.askdb.pipeline.AgentOutcome;
import io.askdb.pipeline.AgentSetup;
import io.askdb.routing.Router;
import io.askdb.trace.StepListener;
import io.askdb.validation.DryRun;
import io.askdb.validation.SqlValidator;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The askdb facade: answers a question about one database, or runs a user's SQL, through the
 * same guard, executor and explainer, and records every outcome in history.
 *
 * <p>{@link #ask(String)} runs the question through the agent graph ({@link AgentGraph}: route,
 * rewrite a follow-up, link the schema, retrieve evidence and examples, generate, validate,
 * score confidence, execute, criticise, repair at most {@code maxRepairs} times, explain) and
 * records the outcome with its trace in history.
 *
 * <p>Instances are immutable and thread-safe when their parts are; the catalog is read once and
 * kept.
 *
 * <p>Longer than the house's 400 lines for a stated reason: it is the library's one public entry
 * point, the facade and its builder (one documented setter per pipeline part), kept together so a
 * setter's Javadoc sits beside the step it configures.
 *
 * @since 0.1
 */
public final class TextToSql {
    /**
     * The trace step that says which invisible and bidirectional control characters were removed
     * from the question and its evidence before any other step saw them; present only when some were
     * (since 0.5). The question is recorded in history as cleaned, so a follow-up never sends the
     * hidden text to a model either.
     */
    public static final String CLEAN_STEP = "clean";

    /** The longest question accepted, in characters. */
    public static final int MAX_QUESTION_LENGTH = 2000;

    private final CatalogProvider catalogProvider;
    private final SqlGenerator generator;
    private final SqlGuard guard;
    private final SqlExecutor executor;
    private final Explainer explainer;
    private final HistoryStore history;
    private final ExecutionLimits limits;
    private final AgentSetup setup;
    private final String databaseName;
    private final io.askdb.policy.Policy policy;
    private final io.askdb.policy.PolicyLineage lineage;
    private final Clock clock;
    private volatile Catalog catalog;
    private volatile io.askdb.policy.Policy effective;
    private volatile AgentGraph graph;

    private TextToSql(Builder b) {
        this.catalogProvider = Objects.requireNonNull(b.catalogProvider, "catalogProvider");
        this.policy = Objects.requireNonNull(b.policy, "policy");
        this.lineage = b.lineage;
        this.generator = Objects.requireNonNull(b.generator, "generator");
        this.guard = Objects.requireNonNull(b.guard, "guard");
        this.executor = Objects.requireNonNull(b.executor, "executor");
        this.explainer = Objects.requireNonNull(b.explainer, "explainer");
        this.history = Objects.requireNonNull(b.history, "history");
        this.limits = Objects.requireNonNull(b.limits, "limits");
        this.setup = new AgentSetup(b.router, b.rewriter, history, b.linker, b.valueLinker, b.maxLinkedTables, b.evidence,
                b.examples, generator, b.validator, guard, b.dryRun, b.scorer, b.clarifyBelow, executor, limits, b.critics,
                explainer, b.dataRanges, b.maxRepairs);
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
        return ask(q, StepListener.NONE);
    }

    /**
     * Answers a question and tells a listener of each agent step as it ends (for streaming).
     *
     * @param q        the question, its evidence and its conversation; not null
     * @param listener told of each step; not null
     * @return the answer, as {@link #ask(String)}, with its trace
     * @throws AskdbException as {@link #ask(String)}; the steps that ended are recorded with it
     */
    public Answer ask(Question q, StepListener listener) {
        return ask(q, listener, CancelSignal.NEVER);
    }

    /**
     * Answers a question that its caller may cancel (a streaming client that goes away). The
     * signal is read before every agent step and before each repair; once it fires no further
     * step runs, and a statement that fails while it is set counts as cancelled, never as a
     * timeout (stopping a running statement is the caller's part, e.g. {@code Statement.cancel()}).
     *
     * @param q        the question, its evidence and its conversation; not null
     * @param listener told of each step; not null
     * @param cancel   the caller's cancel signal; {@link CancelSignal#NEVER} for none; not null
     * @return the answer, as {@link #ask(String)}, when the question ended before any cancel
     * @throws AskdbException with {@link ErrorCode#CANCELLED} when the signal stopped the question,
     *         recorded in history first as failed with the reason ("The question was cancelled by
     *         the client after the generate step; nothing more was run."); otherwise as {@link #ask(String)}
     * @since 0.3
     */
    public Answer ask(Question q, StepListener listener, CancelSignal cancel) {
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(cancel, "cancel");
        CleanedQuestion cleaned = CleanedQuestion.of(q);
        q = cleaned.question();
        QuestionRun run = new QuestionRun(q.text(), generator.name(), q.conversationId(), clock, databaseName, history,
                q.caller().id());
        run.evidence = q.evidence();
        cleaned.step().ifPresent(step -> {
            run.steps.add(step);
            listener.stepEnded(step);
        });
        try {
            checkQuestion(q.text());
            AgentOutcome outcome = graph(catalog()).run(q, step -> {
                run.steps.add(step);
                listener.stepEnded(step);
            }, cancel);
            run.attempts.addAll(outcome.attempts());
            run.usage = outcome.usage();
            run.rewritten = outcome.rewrittenQuestion();
            run.clarification = outcome.clarification();
            run.executedSql = outcome.executedSql();
            run.caveats = outcome.caveats();
            if (outcome.cancelled()) throw new AskdbException(ErrorCode.CANCELLED, outcome.text());
            if (outcome.status() == Status.CLARIFICATION_NEEDED && run.conversationId.isEmpty()) {
                // the reply to a clarifying question continues this question, so it needs a conversation
                run.conversationId = java.util.UUID.randomUUID().toString();
            }
            return run.finish(outcome.status(), outcome.sql(), outcome.result(), outcome.text(), outcome.suggestions());
        } catch (AskdbException e) {
            run.fault(e);
            throw e;
        }
    }

    /** @return the agent graph as a Mermaid flowchart (for the README) */
    public String agentDiagram() {
        return graph(catalog()).mermaid();
    }

    private AgentGraph graph(Catalog cat) {
        AgentGraph g = graph;
        if (g == null) {
            synchronized (this) {
                if (graph == null) graph = new AgentGraph(setup, cat);
                g = graph;
            }
        }
        return g;
    }

    /**
     * Runs the user's own SQL through the same guard, executor and explainer.
     *
     * @param sql one SQL statement; not null
     * @return the answer (generator "user"): answered or refused, recorded in history
     * @throws AskdbException for faults; recorded in history first
     */
    public Answer runSql(String sql) {
        return runSql(sql, io.askdb.policy.Caller.ANONYMOUS);
    }

    /** As {@link #runSql(String)}, for a caller whose attributes the access policy's row filters use (not null). */
    public Answer runSql(String sql, io.askdb.policy.Caller caller) {
        Objects.requireNonNull(caller, "caller");
        QuestionRun run = new QuestionRun(sql == null ? "" : sql, "user", "", clock, databaseName, history, caller.id());
        try {
            if (sql == null || sql.isBlank()) {
                throw new AskdbException(ErrorCode.BAD_INPUT, "The SQL is empty; give one SELECT statement.");
            }
            Catalog cat = catalog();
            List<Attempt> failed = new ArrayList<>();
            Answer done = tryCandidate(run, sql, cat, failed, caller);
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
        return check(sql, io.askdb.policy.Caller.ANONYMOUS);
    }

    /** As {@link #check(String)}, for a caller (not null): row filters are written into approved SQL. */
    public GuardResult check(String sql, io.askdb.policy.Caller caller) {
        return guard.check(new GuardRequest(sql, catalog().dialect(), catalog(), limits.maxRows(), caller));
    }

    /**
     * @return the catalog as the access policy lets the agent see it (the effective policy of the
     *         builder's {@link Builder#lineage lineage}), read on first use and kept; it lists the
     *         relations the reader left out ({@link Catalog#omitted()}) only when the policy is
     *         open, since under a policy their names and messages may name protected objects
     */
    public Catalog catalog() {
        Catalog c = catalog;
        if (c == null) {
            synchronized (this) {
                if (catalog == null) {
                    Catalog full = catalogProvider.catalog();
                    io.askdb.policy.Policy applied = lineage.effective(policy, full);
                    Catalog visible = applied.visible(full);
                    effective = applied;
                    catalog = policy.isOpen() ? visible.withOmitted(full.omitted()) : visible;
                }
                c = catalog;
            }
        }
        return c;
    }

    /**
     * @return the access policy {@link #catalog()} was taken with: the declared policy extended to
     *         views by the builder's {@link Builder#lineage lineage} (a view column that shows a masked
     *         column is masked with its rule). Read with the catalog on first use. A caller that derives
     *         SQL from the catalog (such as {@code askdb model init}'s draft metrics) asks it which visible
     *         columns are masked ({@link io.askdb.policy.Policy#masking}), since the guard refuses every
     *         use of one but a bare projection.
     * @since 0.7
     */
    public io.askdb.policy.Policy effectivePolicy() {
        catalog();
        return effective;
    }

    /** @return the history store answers are recorded in */
    public HistoryStore history() {
        return history;
    }

    /**
     * @return the database's display name that history records with each of this facade's
     *         questions ({@link io.askdb.history.HistoryEntry#database()}); never credentials
     * @since 0.5
     */
    public String databaseName() {
        return databaseName;
    }

    /**
     * Guards, runs and explains one candidate. Returns the final answer, or null after adding a
     * repairable failure to {@code failed}.
     */
    private Answer tryCandidate(QuestionRun run, String sql, Catalog cat, List<Attempt> failed, io.askdb.policy.Caller caller) {
        GuardResult verdict = guard.check(new GuardRequest(sql, cat.dialect(), cat, limits.maxRows(), caller));
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
            String error = io.askdb.pipeline.StopReasons.executionError(e, limits);
            failed.add(new Attempt(sql, error));
            run.attempts.add(new Attempt(sql, error));
            return null;
        }
        run.attempts.add(new Attempt(approved.candidateSql(), null));
        io.askdb.explanation.DataRange range = io.askdb.pipeline.DataRanges.read(setup, cat, caller, approved.candidateSql(), table, () -> false);
        String text = explainer.explanation(run.question, approved.candidateSql(), table, List.of(), range).text();
        run.executedSql = approved.sql();
        return run.finish(Status.ANSWERED, approved.candidateSql(), table, text, List.of());
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

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Builds a {@link TextToSql}. The catalog provider, generator, guard, executor, explainer and
     * history are required; every agent part has a default that skips its step (no router, linker,
     * evidence, examples, validator, dry run or critic), limits default to 10 s and 1,000 rows,
     * repairs to 3 (issue 4) and clarification to a confidence under 50.
     */
    public static final class Builder {
        private CatalogProvider catalogProvider;
        private SqlGenerator generator;
        private SqlGuard guard;
        private SqlExecutor executor;
        private Explainer explainer;
        private HistoryStore history;
        private ExecutionLimits limits = ExecutionLimits.DEFAULT;
        private int maxRepairs = 3;
        private Router router = Router.PROCEED;
        private FollowUpRewriter rewriter = FollowUpRewriter.NONE;
        private SchemaLinker linker;
        private ValueLinker valueLinker = ValueLinker.NONE;
        private int maxLinkedTables = 20;
        private EvidenceStore evidence = EvidenceStore.NONE;
        private ExampleStore examples = ExampleStore.NONE;
        private SqlValidator validator = SqlValidator.NONE;
        private DryRun dryRun = DryRun.NONE;
        private ConfidenceScorer scorer = new FusedConfidenceScorer();
        private int clarifyBelow = 50;
        private List<Critic> critics = List.of();
        private io.askdb.explanation.DataRangeReader dataRanges = io.askdb.explanation.DataRangeReader.NONE;
        private String databaseName = "database";
        private io.askdb.policy.Policy policy = io.askdb.policy.Policy.NONE;
        private io.askdb.policy.PolicyLineage lineage = io.askdb.policy.PolicyLineage.NONE;
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
        /** @param v access policy: the agent sees its visible catalog (askdb-sql's guard and executor enforce the rest); default NONE */
        public Builder policy(io.askdb.policy.Policy v) { this.policy = Objects.requireNonNull(v, "policy"); return this; }
        /** @param v extends the policy to views before the visible catalog is taken (askdb-sql's ViewLineage); default none */
        public Builder lineage(io.askdb.policy.PolicyLineage v) { this.lineage = Objects.requireNonNull(v, "lineage"); return this; }
        /** @param v clock for history timestamps */
        public Builder clock(Clock v) { this.clock = v; return this; }

        /** @param v step 1: refuses writes and answers small talk before any model call; default proceeds always */
        public Builder router(Router v) { this.router = Objects.requireNonNull(v, "router"); return this; }
        /** @param v rewrites follow-ups with their conversation's earlier questions; default never rewrites */
        public Builder rewriter(FollowUpRewriter v) { this.rewriter = Objects.requireNonNull(v, "rewriter"); return this; }
        /** @param v schema linking; default none (the generator selects tables itself) */
        public Builder linker(SchemaLinker v) { this.linker = v; return this; }
        /** @param v value linking; default none */
        public Builder valueLinker(ValueLinker v) { this.valueLinker = Objects.requireNonNull(v, "valueLinker"); return this; }
        /** @param v the most tables schema linking offers the generator, 1-200; default 20 */
        public Builder maxLinkedTables(int v) { this.maxLinkedTables = v; return this; }
        /** @param v business definitions; default none */
        public Builder evidence(EvidenceStore v) { this.evidence = Objects.requireNonNull(v, "evidence"); return this; }
        /** @param v verified examples; default none */
        public Builder examples(ExampleStore v) { this.examples = Objects.requireNonNull(v, "examples"); return this; }
        /** @param v schema compliance; default accepts all */
        public Builder validator(SqlValidator v) { this.validator = Objects.requireNonNull(v, "validator"); return this; }
        /** @param v the database dry run; default none */
        public Builder dryRun(DryRun v) { this.dryRun = Objects.requireNonNull(v, "dryRun"); return this; }
        /** @param v confidence; default {@link FusedConfidenceScorer} */
        public Builder confidenceScorer(ConfidenceScorer v) { this.scorer = Objects.requireNonNull(v, "scorer"); return this; }
        /** @param v confidence 0-100 under which ambiguous candidates become a clarifying question; default 50, 0 never asks */
        public Builder clarifyBelow(int v) { this.clarifyBelow = v; return this; }
        /** @param v critics in order, deterministic first; default none */
        public Builder critics(List<Critic> v) { this.critics = List.copyOf(v); return this; }
        /**
         * @param v reads the data's range of a date column that an answer finding nothing filtered, so its
         *          explanation says why (issue 17); default reads none (askdb-sql's DateRangeReader reads it)
         * @since 0.6
         */
        public Builder dataRanges(io.askdb.explanation.DataRangeReader v) { this.dataRanges = Objects.requireNonNull(v, "dataRanges"); return this; }

        /**
         * @param v how many times a failed attempt is sent back for repair, 0 to 5; default 3
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
