package io.askdb.app.cli;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.knowledge.store.JsonlExampleStore;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code askdb example --question Q --sql S}: adds a verified example to the database's examples
 * file ({@code askdb.examples.path}) after running the SQL through the same guard and read-only
 * executor as any question: SQL that is refused or fails is not added.
 */
@Command(name = "example", mixinStandardHelpOptions = true,
        description = "Add a verified question and SQL pair to the examples file (--examples-path); the SQL must run.")
final class ExampleCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    @Option(names = "--question", required = true, paramLabel = "TEXT", description = "The question the SQL answers.")
    String question;

    @Option(names = "--sql", required = true, paramLabel = "SQL", description = "SQL that answers it correctly.")
    String sql;

    ExampleCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        if (question.isBlank()) throw new AskdbException(ErrorCode.BAD_INPUT, "--question is empty; give the question the SQL answers.");
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            Path file = runtime.config().agent().examplesPath();
            if (file == null) {
                throw new AskdbException(ErrorCode.CONFIGURATION, "No examples file: set --examples-path FILE (or ASKDB_EXAMPLES_PATH, "
                        + "askdb.examples.path) to the JSONL file the examples of this database are kept in.");
            }
            Answer run = runtime.textToSql().runSql(sql);
            if (run.status() != Status.ANSWERED) {
                cli.err.println("askdb: the example was not added, because its SQL did not run: " + run.text());
                return run.status().exitCode();
            }
            JsonlExampleStore.open(file).add(question.strip(), run.sql());
            if (parent.options.json) {
                Map<String, Object> out = new LinkedHashMap<>();
                out.put("question", question.strip());
                out.put("sql", run.sql());
                out.put("row_count", run.result().rowCount());
                out.put("examples_path", file.toString());
                cli.out.println(Json.write(out));
            } else {
                cli.out.println("Added to " + file + " (the SQL ran and returned " + run.result().rowCount() + " row"
                        + (run.result().rowCount() == 1 ? "" : "s") + ").");
            }
            return 0;
        }
    }
}
