package io.askdb.app.cli;

import io.askdb.error.AskdbException;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The one converter from exceptions to CLI output: one clear message on stderr (JSON on stdout
 * with --json), never a stack trace unless --debug, and the contract's exit code.
 */
final class ErrorOutput {
    private ErrorOutput() {
    }

    static int report(Exception ex, Cli cli, GlobalOptions options) {
        String code;
        String message;
        int exit;
        if (ex instanceof AskdbException a) {
            code = a.code().name();
            message = a.getMessage();
            exit = a.code().exitCode();
        } else {
            code = "INTERNAL";
            message = "internal error (" + ex.getClass().getSimpleName() + ": " + ex.getMessage()
                    + "). Run again with --debug to see where, and report it.";
            exit = 1;
        }
        if (options.json) {
            cli.out.println(Json.write(AnswerJson.fault(null, null, code, message)));
        }
        cli.err.println("askdb: " + message);
        if (options.debug) ex.printStackTrace(cli.err);
        return exit;
    }

    static int parameterError(ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        java.io.PrintWriter err = cl.getErr();
        err.println("askdb: " + ex.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println("Run '" + cl.getCommandSpec().qualifiedName() + " --help' for usage.");
        return 2;
    }
}
