package io.askdb.app.cli;

import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.catalog.Catalog;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.eval.BeaverCatalogs;
import io.askdb.eval.Comparison;
import io.askdb.eval.DatabaseLocator;
import io.askdb.eval.DatasetFormat;
import io.askdb.eval.DatasetReader;
import io.askdb.eval.EvalOptions;
import io.askdb.eval.EvalQuestion;
import io.askdb.eval.EvalReportWriter;
import io.askdb.eval.EvalRun;
import io.askdb.eval.EvalRunner;
import io.askdb.eval.QuestionSample;
import io.askdb.eval.Wording;
import io.askdb.execution.ExecutionLimits;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.planner.explain.TemplateExplainer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code askdb eval}: measures execution accuracy and linking recall on a question set with gold SQL. */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {"Measure askdb on questions with gold SQL: execution accuracy (EX) with Spider's or BIRD's rules, "
                + "validity, refusals, repairs, schema-linking recall at 5/10/20, tokens and time.",
                "Reads Spider and BIRD JSON, defog sql-eval CSV, BEAVER JSON (linking only) and askdb's own JSONL "
                + "(question, sql, db, optional id, evidence, tags).",
                "Writes report.json, summary.md and questions.jsonl to --out and prints the summary."},
        footerHeading = "%nExit codes:%n",
        footer = {"  0  the run finished (whatever the score)", "  1  internal fault, or a database or model fault",
                "  2  bad input or configuration", "  4  EX is below --min-ex"})
final class EvalCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    @Option(names = "--dataset", required = true, paramLabel = "FILE", description = "The questions with gold SQL.")
    Path dataset;

    @Option(names = "--format", paramLabel = "NAME", description = "spider, bird, defog, beaver or jsonl; detected from the file when omitted.")
    String format;

    @Option(names = "--db-root", paramLabel = "DIR",
            description = "Where the databases are (or --db FILE|URL: every question on that one database): <DIR>/<db>/<db>.sqlite (Spider, BIRD), <DIR>/<db>.sqlite, <DIR>/<db>.db or <DIR>/<db>.duckdb. "
                    + "Default: the dataset's directory, then its sibling 'sqlite' and 'database' directories.")
    Path dbRoot;

    @Option(names = "--db-url", paramLabel = "TEMPLATE",
            description = "A JDBC URL with {db} for the database id, e.g. jdbc:postgresql://localhost/{db} (user and password from --db-user, --db-password).")
    String dbUrl;

    @Option(names = "--tables", paramLabel = "FILE", description = "BEAVER's dev_tables.json (default: beside the dataset).")
    Path tables;

    @Option(names = "--generator", paramLabel = "NAME",
            description = "planner, llm, gold (scores the gold SQL itself: a sanity check) or replay:FILE (predictions recorded "
                    + "in JSON Lines, e.g. an earlier run's questions.jsonl). Default: llm when a model is configured, else planner.")
    String generator;

    @Option(names = "--compare", paramLabel = "RULES", defaultValue = "spider",
            description = "spider (multisets, column order free, row order when the gold SQL has ORDER BY) or bird (sets). Default: ${DEFAULT-VALUE}.")
    String compare;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "0", description = "Run at most N questions (0: all).")
    int limit;

    @Option(names = "--wording", paramLabel = "WORDING", defaultValue = "original",
            description = "original (the dataset's question) or syn (Spider-Syn's paraphrase, question_syn; Spider JSON only). Default: ${DEFAULT-VALUE}.")
    String wording;

    @Option(names = "--sample", paramLabel = "N", defaultValue = "0",
            description = "Run a random N of the questions (after --db-filter, before --limit): indices shuffled with java.util.Random(--seed), "
                    + "the first N kept in dataset order (0: all).")
    int sample;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "0", description = "The seed of --sample; the same N and seed give the same questions. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--db-filter", paramLabel = "IDS", split = ",", description = "Run only questions on these database ids (comma-separated).")
    List<String> dbFilter;

    @Option(names = "--resume", description = "Keep the questions already in --out/questions.jsonl and run the rest.")
    boolean resume;

    @Option(names = "--linking-only", description = "Measure schema-linking recall only; run no SQL.")
    boolean linkingOnly;

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory. Default: eval-out/<dataset>-<generator>.")
    Path out;

    @Option(names = "--min-ex", paramLabel = "PERCENT", description = "Exit 4 when EX is below this percentage (for CI gates).")
    Double minEx;

    EvalCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        if (limit < 0) throw new AskdbException(ErrorCode.BAD_INPUT, "--limit must be 0 (all questions) or more, was " + limit + ".");
        if (minEx != null && !(minEx >= 0 && minEx <= 100)) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "--min-ex is a percentage from 0 to 100 (e.g. 80), was " + minEx + ".");
        }
        if (sample < 0) throw new AskdbException(ErrorCode.BAD_INPUT, "--sample must be 0 (all questions) or more, was " + sample + ".");
        Wording asked = Wording.fromName(wording);
        DatasetFormat fmt = format == null ? DatasetFormat.detect(dataset) : DatasetFormat.fromName(format);
        List<EvalQuestion> questions = DatasetReader.read(dataset, fmt, asked);
        boolean beaver = fmt == DatasetFormat.BEAVER;
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            EvalSetup setup = new EvalSetup(runtime, generator, linkingOnly || beaver);
            EvalOptions options = new EvalOptions(dataset.getFileName().toString(), comparison(),
                    new ExecutionLimits(runtime.config().timeout(), EvalOptions.DEFAULT_MAX_ROWS),
                    setup.repairs(), limit, dbFilter == null ? Set.of() : new LinkedHashSet<>(dbFilter), resume,
                    linkingOnly || beaver, out != null ? out : Path.of("eval-out", stem(dataset) + "-" + (linkingOnly || beaver ? "linking"
                            : setup.name().replaceAll("[^A-Za-z0-9._-]+", "_"))),
                    asked, sample > 0 ? new QuestionSample(sample, seed) : null,
                    runtime.config().agent().linkMaxTables(), runtime.config().agent().promptBudget());
            EvalRunner runner = new EvalRunner(setup.parts(new TemplateExplainer(), new LuceneSchemaLinker()), options,
                    beaver ? new DatabaseLocator(dataset.toAbsolutePath().getParent(), null) : locator(), credentials(runtime));
            ProgressBar bar = new ProgressBar(cli.err, System.console() != null);
            EvalRun run = beaver ? runner.runLinking(questions, beaverCatalogs(), bar::update) : runner.run(questions, bar::update);
            bar.finish();
            if (parent.options.json) cli.out.println(Files.readString(run.outDir().resolve("report.json")).strip());
            else cli.out.print(EvalReportWriter.markdown(run.summary()));
            cli.err.println("askdb: wrote " + run.outDir().resolve("report.json") + ", summary.md and " + EvalRunner.QUESTIONS_FILE);
            if (minEx != null && !linkingOnly && !beaver && run.summary().ex() * 100 < minEx) {
                cli.err.printf(Locale.ROOT, "askdb: EX %.1f%% is below --min-ex %s%%%n", run.summary().ex() * 100, minEx);
                return 4;
            }
            return 0;
        } catch (java.io.IOException e) {
            throw new AskdbException(ErrorCode.INTERNAL, "Cannot read the report just written: " + e.getMessage());
        }
    }

    private Comparison comparison() {
        try {
            return Comparison.valueOf(compare.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "--compare: '" + compare + "' is not one of " + Arrays.toString(Comparison.values()).toLowerCase(Locale.ROOT) + ".");
        }
    }

    private DatabaseLocator locator() {
        if (dbUrl != null) return new DatabaseLocator(null, dbUrl);
        if (dbRoot != null) return new DatabaseLocator(dbRoot, null);
        if (parent.options.db != null) return new DatabaseLocator(null, singleDatabase(parent.options.db));
        return new DatabaseLocator(defaultRoot(), null);
    }

    /** The dataset's directory, or a sibling 'sqlite' or 'database' directory (defog's and Spider's layouts). */
    private Path defaultRoot() {
        Path dir = dataset.toAbsolutePath().getParent();
        for (String sibling : List.of("sqlite", "database")) {
            Path candidate = dir.getParent() == null ? null : dir.getParent().resolve(sibling);
            if (candidate != null && Files.isDirectory(candidate)) return candidate;
            if (Files.isDirectory(dir.resolve(sibling))) return dir.resolve(sibling);
        }
        return dir;
    }

    /** {@code --db}: every question runs on this one database, whatever its db id says. */
    private static String singleDatabase(String db) {
        if (db.startsWith("jdbc:")) return db;
        Path file = Path.of(db).toAbsolutePath();
        if (!Files.isRegularFile(file)) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "--db: " + file + " is not a file; give a database file or a jdbc: URL.");
        }
        return (file.toString().endsWith(".duckdb") ? "jdbc:duckdb:" : "jdbc:sqlite:") + file;
    }

    private Map<String, Catalog> beaverCatalogs() {
        Path file = tables != null ? tables : dataset.toAbsolutePath().resolveSibling("dev_tables.json");
        if (!Files.isRegularFile(file)) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "BEAVER's tables file " + file + " was not found; give it with --tables.");
        }
        return BeaverCatalogs.read(file);
    }

    private static Properties credentials(AskdbRuntime runtime) {
        Properties p = new Properties();
        if (runtime.config().dbUser() != null) p.setProperty("user", runtime.config().dbUser());
        if (runtime.config().dbPassword() != null) p.setProperty("password", runtime.config().dbPassword());
        return p;
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
