package io.askdb.app.cli;

import io.askdb.json.AnswerJson;
import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.execution.ResultTable;
import io.askdb.execution.Truncation;
import io.askdb.generation.Attempt;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * Prints an answer as JSON or as text for a terminal, and returns its exit code. Standard output
 * carries the answer (or the clarifying question); messages, the conversation id and the
 * {@code --verbose} details go to standard error.
 */
final class AnswerPrinter {
    static final int MAX_TEXT_ROWS = 100;

    private AnswerPrinter() {
    }

    /**
     * @param verbose also print the trace and every SQL attempt with its error on {@code err}
     * @return the exit code of the answer's status
     */
    static int print(Answer a, boolean json, boolean verbose, PrintStream out, PrintStream err) {
        if (verbose) printDetails(a, err);
        if (json) {
            out.println(Json.write(AnswerJson.of(a)));
            return a.status().exitCode();
        }
        if (a.status() == Status.CLARIFICATION_NEEDED) {
            printClarification(a, out);
            printConversation(a, err);
            return a.status().exitCode();
        }
        if (a.sql() != null) {
            out.println("SQL:");
            a.sql().lines().forEach(l -> out.println("  " + l));
            out.println();
        }
        if (a.status() == Status.ANSWERED) {
            out.print(TextTable.render(a.result(), MAX_TEXT_ROWS));
            out.println(footer(a.result()));
            out.println();
            out.println("Answer: " + a.text());
            printConversation(a, err);
            return 0;
        }
        err.println("askdb: " + a.status().wireName().replace('_', ' ') + ": " + a.text());
        for (String s : a.suggestions()) err.println("  - " + s);
        printConversation(a, err);
        return a.status().exitCode();
    }

    /**
     * The line under the table: "(25 rows)"; for a cut result which cap cut it, the setting that
     * raises it and the total when counted (case C25): "Showing the first 100 of 200,000 rows (the
     * row cap; raise it with --max-rows)." or "of at least 101 rows" when the count failed.
     */
    static String footer(ResultTable t) {
        String rows = String.format(Locale.ROOT, "%,d", t.rowCount());
        if (t.cutBeforeFirstRow() && t.truncatedBy() == Truncation.BYTE_CAP) {
            return "No row shown: the first row alone is over the byte cap on its cell data, so the result is not empty"
                    + " (raise it with --max-result-bytes).";
        }
        if (t.truncatedBy() == Truncation.BYTE_CAP) {
            return "Showing the first " + rows + " rows: the result was cut at the byte cap on its cell data, so more rows"
                    + " exist (raise it with --max-result-bytes).";
        }
        if (t.truncatedBy() == Truncation.ROW_CAP) {
            String total = t.totalRowCount() != null ? String.format(Locale.ROOT, "%,d", t.totalRowCount())
                    : String.format(Locale.ROOT, "at least %,d", t.rowCount() + 1L);
            return "Showing the first " + rows + " of " + total + " rows (the row cap; raise it with --max-rows).";
        }
        return "(" + t.rowCount() + (t.rowCount() == 1 ? " row" : " rows") + ")";
    }

    /** The clarifying question on its own, set apart, then how to reply. */
    private static void printClarification(Answer a, PrintStream out) {
        out.println("askdb needs a clarification before it answers:");
        out.println();
        String question = a.clarification().isEmpty() ? a.text() : a.clarification();
        question.lines().forEach(l -> out.println("  " + l));
        out.println();
        for (String s : a.suggestions()) out.println("  - " + s);
        if (!a.conversationId().isEmpty()) {
            out.println("Reply with: askdb ask --conversation " + a.conversationId() + " \"<your answer>\"");
        } else {
            out.println("Ask again with the detail added to the question.");
        }
    }

    private static void printConversation(Answer a, PrintStream err) {
        if (!a.conversationId().isEmpty()) {
            err.println("conversation " + a.conversationId() + " (continue it with --conversation "
                    + a.conversationId() + ")");
        }
    }

    /** The trace as a table, then every SQL attempt with its error. */
    static void printDetails(Answer a, PrintStream err) {
        if (!a.rewrittenQuestion().isEmpty()) err.println("rewritten question: " + a.rewrittenQuestion());
        err.println("trace:");
        err.print(TraceTable.render(a.trace(), "  "));
        err.println("attempts:");
        printAttempts(a.attempts(), err);
    }

    /** Numbers each attempt from 1 and gives its error, or "ok" for the one that ran. */
    static void printAttempts(List<Attempt> attempts, PrintStream stream) {
        if (attempts.isEmpty()) {
            stream.println("  none");
            return;
        }
        int n = 1;
        for (Attempt attempt : attempts) {
            String prefix = "  " + n++ + ". ";
            stream.println(prefix + attempt.sql().replace("\n", "\n" + " ".repeat(prefix.length())));
            stream.println(" ".repeat(prefix.length()) + (attempt.error() == null ? "ok" : "error: " + attempt.error()));
        }
    }
}
