package io.askdb.app.cli;

import io.askdb.json.AnswerJson;
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

    static int report(Exception ex, Cli cli, GlobalOptions options, Object command) {
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
            String question = command instanceof AskCommand ask ? ask.question() : command instanceof SqlCommand sql ? sql.sql() : null;
            long id = command instanceof AskCommand ask ? ask.failureHistoryId : 0;
            if (id == 0 && ex instanceof AskdbException recorded) id = recorded.historyId();
            String conversation = command instanceof AskCommand ask ? ask.conversationIdOrEmpty() : "";
            cli.out.println(Json.write(AnswerJson.fault(question, id, conversation, code, message)));
        }
        cli.err.println("askdb: " + message);
        if (options.debug) ex.printStackTrace(cli.err);
        return exit;
    }

    /** The subcommand within two edits of the first unmatched word, if any. */
    private static String nearestSubcommand(CommandLine cl, ParameterException ex) {
        if (!(ex instanceof CommandLine.UnmatchedArgumentException u) || u.getUnmatched().isEmpty()) return null;
        String word = u.getUnmatched().get(0);
        String best = null;
        int bestDistance = 3;
        for (String name : cl.getSubcommands().keySet()) {
            int d = distance(word, name);
            if (d < bestDistance) {
                best = name;
                bestDistance = d;
            }
        }
        if (best == null && cl.getParent() == null && (word.contains(" ") || u.getUnmatched().size() > 1)) {
            return "ask \"" + String.join(" ", u.getUnmatched()) + "\"";
        }
        return best;
    }

    /** Optimal string alignment distance: edits, counting a swap of neighbours as one. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    static int parameterError(ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        java.io.PrintWriter err = cl.getErr();
        err.println("askdb: " + ex.getMessage());
        String near = nearestSubcommand(cl, ex);
        if (near != null) err.println("Did you mean: " + cl.getCommandSpec().qualifiedName() + " " + near + "?");
        else CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println("Run '" + cl.getCommandSpec().qualifiedName() + " --help' for usage.");
        return 2;
    }
}
