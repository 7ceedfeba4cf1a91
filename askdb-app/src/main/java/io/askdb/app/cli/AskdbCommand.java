package io.askdb.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level {@code askdb} command: prints usage when no subcommand is given. */
@Command(name = "askdb", mixinStandardHelpOptions = true, version = "askdb 0.1.0",
        description = "Ask a database questions in plain language; askdb writes safe read-only SQL, runs it and explains the answer.",
        footerHeading = "%nExit codes:%n",
        footer = {"  0  answered", "  1  internal fault", "  2  bad input or configuration",
                "  3  refused by the guard or a policy", "  4  could not answer (unanswerable, clarification needed, or still failing after repairs)"})
final class AskdbCommand implements Callable<Integer> {
    @Mixin
    GlobalOptions options = new GlobalOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }
}
