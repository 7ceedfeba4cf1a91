package io.askdb.app.cli;

import io.askdb.Answer;
import io.askdb.TextToSql;
import io.askdb.error.AskdbException;
import io.askdb.app.runtime.AskdbRuntime;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code askdb ask QUESTION}: answers a question in plain language. */
@Command(name = "ask", mixinStandardHelpOptions = true,
        description = "Answer a question about the database: prints the SQL, the rows and a short answer.")
final class AskCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    @Parameters(arity = "1..*", paramLabel = "QUESTION", description = "The question, e.g. \"How many customers are there?\"")
    List<String> words;

    AskCommand(Cli cli) {
        this.cli = cli;
    }

    /** The history id of a failure recorded before the question reached the pipeline, or 0. */
    long failureHistoryId;

    @Override
    public Integer call() {
        TextToSql askdb;
        AskdbRuntime runtime = null;
        try {
            runtime = cli.runtime(parent.options);
            askdb = runtime.textToSql();
        } catch (AskdbException e) {
            failureHistoryId = FailureRecorder.record(cli, parent.options, question(), parent.options.db, e);
            if (runtime != null) runtime.close();
            throw e;
        }
        try (AskdbRuntime open = runtime) {
            Answer answer = askdb.ask(question());
            return AnswerPrinter.print(answer, parent.options.json, cli.out, cli.err);
        }
    }

    String question() {
        return words == null ? "" : String.join(" ", words);
    }
}
