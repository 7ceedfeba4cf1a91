package io.askdb.app.cli;

import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.app.runtime.DemoDatabase;
import io.askdb.bench.Bench;
import io.askdb.bench.BenchOptions;
import io.askdb.bench.BenchReport;
import io.askdb.bench.IndexBuilder;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.linking.SchemaIndex;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code askdb bench}: measures askdb's own work (guard, catalog, index, linking, planner, memory). */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measure askdb's own speed, with warm-up and repetitions, and print median and p95 per row:",
                "guard per statement; catalog introspection of a synthetic 5,000-table database on SQLite and PostgreSQL "
                        + "(embedded, or --postgres-url); schema-index build rate; linking latency at 50, 500 and 5,000 tables; "
                        + "planner answers on Chinook; the agent's own time per question (model time excluded, scripted model) "
                        + "on Chinook, BEAVER's dw schema (most columns) and its neutron schema (most tables), and its prompt tokens against a prompt with the whole schema; "
                        + "heap high-water mark.",
                "Rows: " + "guard, catalog.sqlite.5000[.samples], catalog.postgres.5000[.samples], index.build, link.50, link.500, "
                        + "link.5000, planner.chinook, agent.chinook, agent.beaver, agent.tokens.chinook[.whole], "
                        + "agent.tokens.beaver[.whole], agent.beaver.neutron, agent.tokens.beaver.neutron[.whole], memory."})
final class BenchCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    @Option(names = "--only", paramLabel = "ROWS", split = ",",
            description = "Run only these rows or prefixes, e.g. --only guard,link (default: all).")
    List<String> only;

    @Option(names = "--warmup", paramLabel = "N", description = "Warm-up runs per row (default: 200).")
    Integer warmup;

    @Option(names = "--repetitions", paramLabel = "N", description = "Measured runs per row (default: 1000).")
    Integer repetitions;

    @Option(names = "--catalog-repetitions", paramLabel = "N", description = "Measured full catalog reads and index builds (default: 3).")
    Integer catalogRepetitions;

    @Option(names = "--postgres-url", paramLabel = "URL",
            description = "A PostgreSQL to measure (user and password as URL parameters); a schema askdb_bench is created and dropped. "
                    + "Default: an embedded PostgreSQL.")
    String postgresUrl;

    BenchCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            Path dataDir = runtime.config().dataDir();
            BenchOptions options = BenchOptions.defaults(dataDir.resolve("bench"), DemoDatabase.file(dataDir));
            try {
                if (warmup != null || repetitions != null || catalogRepetitions != null) {
                    options = options.withRepetitions(warmup != null ? warmup : options.warmup(),
                            repetitions != null ? repetitions : options.repetitions(),
                            catalogRepetitions != null ? catalogRepetitions : options.catalogRepetitions());
                }
                if (only != null) options = options.withOnly(Set.copyOf(only));
                if (postgresUrl != null) options = options.withPostgresUrl(postgresUrl);
            } catch (IllegalArgumentException e) {
                throw new AskdbException(ErrorCode.BAD_INPUT, flagNames(e.getMessage()));
            }
            IndexBuilder lucene = catalog -> {
                SchemaIndex index = SchemaIndex.build(catalog);
                return (question, evidence, c, maxTables) -> index.link(question, evidence, maxTables);
            };
            BenchReport report = new Bench(options, lucene).run(line -> cli.err.println("askdb bench: " + line));
            if (parent.options.json) cli.out.println(Json.write(report));
            else cli.out.print(report.toText());
            return 0;
        }
    }

    /** Names the flags the user typed instead of the option record's fields. */
    static String flagNames(String message) {
        return message.replace("BenchOptions.catalogRepetitions", "--catalog-repetitions")
                .replace("BenchOptions.repetitions", "--repetitions")
                .replace("BenchOptions.warmup", "--warmup")
                .replace("BenchOptions.only", "--only")
                .replace("BenchOptions.postgresUrl", "--postgres-url");
    }
}
