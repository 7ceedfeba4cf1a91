package io.askdb.eval;

import io.askdb.execution.ExecutionLimits;
import io.askdb.prompt.PromptSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;

/**
 * How an evaluation runs.
 *
 * @param dataset     the dataset's name for reports (e.g. its file name); not blank
 * @param comparison  how results are compared (Spider's rule or BIRD's); not null
 * @param limits      per-query timeout and row cap, used for both predicted and gold SQL; a
 *                    query past the timeout counts as wrong, as in BIRD (whose evaluator uses 30 s)
 * @param maxRepairs  repairs allowed per question, 0 to 5
 * @param limit       the most questions to run after filtering, or 0 for all
 * @param databases   run only questions on these database ids; empty for all
 * @param resume      skip questions already in {@code outDir/questions.jsonl}
 * @param linkingOnly measure schema-linking recall only; run no SQL
 * @param outDir      where report.json, summary.md and questions.jsonl are written; not null
 * @param wording     which wording the questions were read in (recorded in the reports and in
 *                    {@code run.json}, so {@code --resume} does not mix wordings); not null
 * @param sample      a random sample of the questions the database filter keeps, taken before
 *                    {@code limit}; null for every question. Since 0.7
 * @param linkTables  how many tables the linker is asked for, as the agent asks
 *                    ({@code askdb.link.max-tables}), 1-200; recall at k is measured at 5, 10 and 20
 *                    whatever this is. Since 0.8
 * @param promptBudget the budget in prompt tokens at which prompt recall is measured
 *                    ({@code askdb.prompt.budget}), at least 1. Since 0.8
 * @since 0.1
 */
public record EvalOptions(String dataset, Comparison comparison, ExecutionLimits limits, int maxRepairs, int limit,
                          Set<String> databases, boolean resume, boolean linkingOnly, Path outDir,
                          Wording wording, QuestionSample sample, int linkTables, int promptBudget) {
    /** Default per-query timeout: 30 s, BIRD's evaluator's {@code meta_time_out}. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);
    /** Default row cap: high enough that benchmark results are compared whole. */
    public static final int DEFAULT_MAX_ROWS = 100_000;
    /** Default number of tables the linker is asked for: the agent's default. */
    public static final int DEFAULT_LINK_TABLES = 200;

    public EvalOptions {
        if (dataset == null || dataset.isBlank()) throw new IllegalArgumentException("EvalOptions.dataset must not be blank");
        Objects.requireNonNull(comparison, "EvalOptions.comparison");
        Objects.requireNonNull(limits, "EvalOptions.limits");
        Objects.requireNonNull(outDir, "EvalOptions.outDir");
        if (maxRepairs < 0 || maxRepairs > 5) throw new IllegalArgumentException("EvalOptions.maxRepairs must be 0-5, was " + maxRepairs);
        if (limit < 0) throw new IllegalArgumentException("EvalOptions.limit must be >= 0, was " + limit);
        databases = databases == null ? Set.of() : Set.copyOf(databases);
        Objects.requireNonNull(wording, "EvalOptions.wording");
        if (linkTables < 1 || linkTables > 200) throw new IllegalArgumentException("EvalOptions.linkTables must be 1-200, was " + linkTables);
        if (promptBudget < 1) throw new IllegalArgumentException("EvalOptions.promptBudget must be >= 1 token, was " + promptBudget);
    }

    /** The options with the agent's default 200 linked tables and 8,000 prompt tokens. */
    public EvalOptions(String dataset, Comparison comparison, ExecutionLimits limits, int maxRepairs, int limit,
                       Set<String> databases, boolean resume, boolean linkingOnly, Path outDir,
                       Wording wording, QuestionSample sample) {
        this(dataset, comparison, limits, maxRepairs, limit, databases, resume, linkingOnly, outDir, wording, sample,
                DEFAULT_LINK_TABLES, PromptSchema.DEFAULT_BUDGET);
    }

    /** The options of a run of every question in its original wording, as before 0.7. */
    public EvalOptions(String dataset, Comparison comparison, ExecutionLimits limits, int maxRepairs, int limit,
                       Set<String> databases, boolean resume, boolean linkingOnly, Path outDir) {
        this(dataset, comparison, limits, maxRepairs, limit, databases, resume, linkingOnly, outDir, Wording.ORIGINAL, null);
    }

    /**
     * @param dataset the dataset's name for reports
     * @param outDir  where the reports go
     * @return Spider rules, 30 s and 100,000 rows per query, 2 repairs, every question
     */
    public static EvalOptions defaults(String dataset, Path outDir) {
        return new EvalOptions(dataset, Comparison.SPIDER, new ExecutionLimits(DEFAULT_TIMEOUT, DEFAULT_MAX_ROWS), 2, 0,
                Set.of(), false, false, outDir);
    }
}
