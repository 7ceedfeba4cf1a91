package io.askdb.eval;

import io.askdb.catalog.Catalog;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Runs an evaluation: each question through askdb's whole pipeline against its database, scored
 * against the gold SQL with the chosen rules, written to {@code questions.jsonl} as it finishes
 * (so a stopped run can be resumed), then summarised in {@code report.json} and {@code summary.md}.
 *
 * <p>Steps per question: measure linking recall (when a linker is given), run the gold
 * alternatives as the reference, ask askdb, compare.
 *
 * @since 0.1
 */
public final class EvalRunner {
    /** The per-question results file in the output directory. */
    public static final String QUESTIONS_FILE = "questions.jsonl";

    private final EvalParts parts;
    private final EvalOptions options;
    private final DatabaseLocator locator;
    private final Properties credentials;

    /**
     * @param parts       the generator, guard, explainer and linker to evaluate; not null
     * @param options     how to run; not null
     * @param locator     finds each question's database; not null
     * @param credentials database user and password for server databases, possibly empty; not null
     */
    public EvalRunner(EvalParts parts, EvalOptions options, DatabaseLocator locator, Properties credentials) {
        this.parts = Objects.requireNonNull(parts, "parts");
        this.options = Objects.requireNonNull(options, "options");
        this.locator = Objects.requireNonNull(locator, "locator");
        this.credentials = Objects.requireNonNull(credentials, "credentials");
    }

    /**
     * Runs the questions that pass the options' database filter, sample and limit, in that order. A question whose
     * database is not found is scored {@link Verdict#MISSING_DATABASE}, and one whose model reply
     * cannot be read {@link Verdict#UNREADABLE_REPLY}, each with the reason; the run goes on.
     *
     * @param questions the dataset's questions; not null
     * @param progress  called after each question; not null
     * @return the summary and every question's result (resumed ones included), also written to
     *         the output directory
     * @throws AskdbException BAD_INPUT when no question is left after filtering or no database of
     *         the selected questions can be found (the database folder or URL is wrong, not the
     *         dataset); faults of the database or model (after the finished questions were written,
     *         so {@code --resume} continues)
     */
    public EvalRun run(List<EvalQuestion> questions, Consumer<EvalProgress> progress) {
        List<EvalQuestion> selected = select(questions);
        Map<String, String> missing = missingDatabases(selected);
        Map<String, EvalDatabase> databases = new HashMap<>();
        QuestionScorer scorer = new QuestionScorer(parts, options);
        return loop(selected, progress, q -> missing.containsKey(q.db())
                ? QuestionScorer.unscored(q, Verdict.MISSING_DATABASE, missing.get(q.db()))
                : scorer.score(q, databases.computeIfAbsent(q.db(), id -> new EvalDatabase(id, locator.url(id), credentials))));
    }

    /**
     * @return database id to why it cannot be found, for the databases of the questions that are missing
     * @throws AskdbException BAD_INPUT, as {@link DatabaseLocator#url} does, when every one is missing
     */
    private Map<String, String> missingDatabases(List<EvalQuestion> selected) {
        Map<String, String> missing = new HashMap<>();
        Set<String> ids = new java.util.LinkedHashSet<>();
        selected.forEach(q -> ids.add(q.db()));
        for (String id : ids) {
            String why = locator.missing(id);
            if (why != null) missing.put(id, why);
        }
        if (missing.size() == ids.size()) {
            locator.url(ids.iterator().next()); // throws BAD_INPUT with the paths tried and the remedy
        }
        return missing;
    }

    /**
     * Measures schema-linking recall only, against catalogs given without a database (BEAVER
     * publishes schemas but no rows).
     *
     * @param questions the questions; not null
     * @param catalogs  database id to catalog; not null
     * @param progress  called after each question; not null
     * @return the summary and results, as {@link #run}
     * @throws AskdbException BAD_INPUT when no linker was given, or a question's database has no catalog
     */
    public EvalRun runLinking(List<EvalQuestion> questions, Map<String, Catalog> catalogs, Consumer<EvalProgress> progress) {
        if (parts.linker() == null) throw new AskdbException(ErrorCode.BAD_INPUT, "Linking recall needs a schema linker.");
        RecallMeter meter = new RecallMeter(parts.linker(), options.linkTables(), options.promptBudget(), parts.tokens());
        return loop(select(questions), progress, q -> {
            Catalog catalog = catalogs.get(q.db());
            if (catalog == null) {
                throw new AskdbException(ErrorCode.BAD_INPUT, "Question " + q.id() + " is on database '" + q.db()
                        + "', which the tables file does not describe; its databases are " + new TreeSet<>(catalogs.keySet()) + ".");
            }
            LinkingRecall recall = meter.measure(q, catalog);
            return new QuestionResult(q.id(), q.db(), q.question(), q.tags(), q.goldSql(), null, Verdict.NOT_RUN, null,
                    List.of(), List.of(), -1, -1, 0, recall, 0, 0, 0, 0, 0);
        });
    }

    private EvalRun loop(List<EvalQuestion> selected, Consumer<EvalProgress> progress, Function<EvalQuestion, QuestionResult> score) {
        Path questionsFile = prepareOutput();
        List<QuestionResult> results = new ArrayList<>();
        Set<String> done = new HashSet<>();
        Set<String> wanted = new HashSet<>();
        selected.forEach(q -> wanted.add(q.id()));
        RunStamp stamp = new RunStamp(options.dataset(), parts.generatorName(), options.comparison(), options.linkingOnly(),
                options.wording(), options.promptBudget());
        if (options.resume() && Files.exists(questionsFile)) {
            stamp.checkSameAs(options.outDir());
            List<QuestionResult> earlier = EvalReportWriter.readQuestions(questionsFile);
            // a missing database is a condition of the earlier run, not a result: run the question again
            List<QuestionResult> kept = earlier.stream().filter(r -> r.verdict() != Verdict.MISSING_DATABASE).toList();
            if (kept.size() < earlier.size()) {
                truncate(questionsFile);
                kept.forEach(r -> EvalReportWriter.appendQuestion(questionsFile, r));
            }
            for (QuestionResult r : kept) {
                if (wanted.contains(r.id()) && done.add(r.id())) results.add(r);
            }
        } else {
            truncate(questionsFile);
        }
        stamp.write(options.outDir());
        int[] tally = tally(results);
        for (EvalQuestion q : selected) {
            if (done.contains(q.id())) continue;
            QuestionResult r = score.apply(q);
            EvalReportWriter.appendQuestion(questionsFile, r);
            results.add(r);
            if (r.verdict() == Verdict.CORRECT) tally[0]++;
            if (r.verdict().scored()) tally[1]++;
            progress.accept(new EvalProgress(results.size(), selected.size(), tally[0], tally[1], r));
        }
        EvalSummary summary = EvalSummary.of(results, options.comparison(), options.dataset(), parts.generatorName(),
                options.wording(), options.sample());
        EvalReportWriter.write(options.outDir(), summary, results);
        return new EvalRun(summary, results, options.outDir());
    }

    private List<EvalQuestion> select(List<EvalQuestion> questions) {
        Set<String> known = new java.util.TreeSet<>();
        questions.forEach(q -> known.add(q.db()));
        for (String db : options.databases()) {
            if (!known.contains(db)) {
                throw new AskdbException(ErrorCode.BAD_INPUT, "--db-filter: '" + db + "' is not a database of the dataset "
                        + "(ids are case-sensitive); its databases are " + known + ".");
            }
        }
        List<EvalQuestion> filtered = new ArrayList<>();
        for (EvalQuestion q : questions) {
            if (options.databases().isEmpty() || options.databases().contains(q.db())) filtered.add(q);
        }
        if (options.sample() != null) filtered = options.sample().apply(filtered);
        List<EvalQuestion> selected = options.limit() > 0 && filtered.size() > options.limit()
                ? List.copyOf(filtered.subList(0, options.limit())) : filtered;
        if (selected.isEmpty()) {
            throw new AskdbException(ErrorCode.BAD_INPUT, options.databases().isEmpty()
                    ? "The dataset has no questions."
                    : "No question is on the databases " + options.databases() + "; check --db-filter against the dataset's database ids.");
        }
        return selected;
    }

    private Path prepareOutput() {
        try {
            Files.createDirectories(options.outDir());
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot create the output directory " + options.outDir()
                    + " (" + e.getMessage() + "); choose another with --out.");
        }
        return options.outDir().resolve(QUESTIONS_FILE);
    }

    private static void truncate(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot replace " + file + " (" + e.getMessage() + ").");
        }
    }

    private static int[] tally(List<QuestionResult> results) {
        int[] t = new int[2];
        for (QuestionResult r : results) {
            if (r.verdict() == Verdict.CORRECT) t[0]++;
            if (r.verdict().scored()) t[1]++;
        }
        return t;
    }
}
