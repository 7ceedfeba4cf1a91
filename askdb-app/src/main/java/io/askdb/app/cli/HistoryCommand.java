package io.askdb.app.cli;

import io.askdb.json.HistoryJson;
import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.generation.Attempt;
import io.askdb.history.HistoryEntry;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code askdb history [ID]}: lists recent questions, or shows one with every attempt, its
 * conversation, the rewritten question and its trace.
 */
@Command(name = "history", mixinStandardHelpOptions = true, description = "List recent questions, or show one by its id.")
final class HistoryCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    @Parameters(arity = "0..1", paramLabel = "ID", description = "A history id from the list.")
    Long id;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "20", description = "How many recent questions to list (default ${DEFAULT-VALUE}).")
    int limit;

    HistoryCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        if (limit < 1 || limit > 10_000) throw new AskdbException(ErrorCode.BAD_INPUT, "--limit must be between 1 and 10000, was " + limit);
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            if (id == null) {
                List<HistoryEntry> recent = runtime.history().recent(limit);
                if (parent.options.json) cli.out.println(Json.write(recent.stream().map(HistoryJson::of).toList()));
                else if (recent.isEmpty()) cli.out.println("No questions yet. Try: askdb ask \"How many customers are there?\"");
                else recent.forEach(e -> cli.out.println(line(e)));
                return 0;
            }
            HistoryEntry e = runtime.history().find(id).orElseThrow(() -> new AskdbException(ErrorCode.BAD_INPUT,
                    "No history entry " + id + ". Run 'askdb history' to list recent ids."));
            if (parent.options.json) cli.out.println(Json.write(HistoryJson.of(e)));
            else show(e);
            return 0;
        }
    }

    private static String line(HistoryEntry e) {
        String q = e.question().replace('\n', ' ');
        if (q.length() > 70) q = q.substring(0, 69) + "…";
        return String.format("%5d  %s  %-12s %-8s %s", e.id(), e.createdAt().toString().substring(0, 19).replace('T', ' '),
                e.status().wireName(), e.generator(), q);
    }

    private void show(HistoryEntry e) {
        cli.out.println("id:        " + e.id());
        cli.out.println("asked:     " + e.createdAt());
        cli.out.println("database:  " + e.database());
        cli.out.println("question:  " + e.question());
        if (!e.rewrittenQuestion().isEmpty()) cli.out.println("rewritten: " + e.rewrittenQuestion());
        if (!e.conversationId().isEmpty()) cli.out.println("conversation: " + e.conversationId());
        cli.out.println("status:    " + e.status().wireName());
        cli.out.println("generator: " + e.generator());
        cli.out.println("rows:      " + (e.rowCount() < 0 ? "-" : e.rowCount()));
        cli.out.println("elapsed:   " + e.elapsedMs() + " ms");
        if (e.reason() != null) cli.out.println("reason:    " + e.reason());
        int n = 1;
        for (Attempt a : e.attempts()) {
            cli.out.println("attempt " + n++ + ": " + a.sql().replace("\n", "\n           "));
            if (a.error() != null) cli.out.println("  error:   " + a.error());
        }
        if (!e.trace().steps().isEmpty()) {
            cli.out.println("trace:");
            cli.out.print(TraceTable.render(e.trace(), "  "));
        }
    }
}
