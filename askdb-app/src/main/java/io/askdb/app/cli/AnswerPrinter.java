package io.askdb.app.cli;

import io.askdb.Answer;
import io.askdb.Status;
import java.io.PrintStream;

/** Prints an answer as JSON or as text for a terminal, and returns its exit code. */
final class AnswerPrinter {
    static final int MAX_TEXT_ROWS = 100;

    private AnswerPrinter() {
    }

    static int print(Answer a, boolean json, PrintStream out, PrintStream err) {
        if (json) {
            out.println(Json.write(AnswerJson.of(a)));
            return a.status().exitCode();
        }
        if (a.sql() != null) {
            out.println("SQL:");
            a.sql().lines().forEach(l -> out.println("  " + l));
            out.println();
        }
        if (a.status() == Status.ANSWERED) {
            out.print(TextTable.render(a.result(), MAX_TEXT_ROWS));
            out.println("(" + a.result().rowCount() + (a.result().rowCount() == 1 ? " row" : " rows")
                    + (a.result().truncated() ? ", cut at the row cap" : "") + ")");
            out.println();
            out.println("Answer: " + a.text());
            return 0;
        }
        err.println("askdb: " + a.status().wireName().replace('_', ' ') + ": " + a.text());
        for (String s : a.suggestions()) err.println("  - " + s);
        return a.status().exitCode();
    }
}
