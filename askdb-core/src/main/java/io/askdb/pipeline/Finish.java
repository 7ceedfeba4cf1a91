package io.askdb.pipeline;

import io.askdb.Status;
import io.askdb.execution.ResultTable;
import java.util.List;
import java.util.Objects;

/**
 * How a question ended in the graph.
 *
 * @param status        the outcome; not null
 * @param sql           the last candidate SQL, or null
 * @param result        the rows when answered, otherwise null
 * @param text          the explanation or the reason; not null
 * @param suggestions   next steps for a question not answered; not null
 * @param clarification the clarifying question for clarification_needed, otherwise empty
 * @param executedSql   the approved SQL that produced the result, or empty
 * @param cancelled     true when the caller's {@link io.askdb.CancelSignal} stopped the question (status FAILED)
 */
record Finish(Status status, String sql, ResultTable result, String text, List<String> suggestions, String clarification,
              String executedSql, boolean cancelled) {
    Finish {
        Objects.requireNonNull(status, "Finish.status");
        Objects.requireNonNull(text, "Finish.text");
        suggestions = suggestions == null ? List.of() : List.copyOf(suggestions);
        clarification = clarification == null ? "" : clarification;
        executedSql = executedSql == null ? "" : executedSql;
    }

    Finish(Status status, String sql, ResultTable result, String text, List<String> suggestions, String clarification,
           String executedSql) {
        this(status, sql, result, text, suggestions, clarification, executedSql, false);
    }

    Finish(Status status, String sql, ResultTable result, String text, List<String> suggestions, String clarification) {
        this(status, sql, result, text, suggestions, clarification, "");
    }

    /** A question its caller cancelled: FAILED, with the reason as its text. */
    static Finish cancelled(String sql, String reason) {
        return new Finish(Status.FAILED, sql, null, reason, List.of(), "", "", true);
    }

    static Finish of(Status status, String sql, String text, List<String> suggestions) {
        return new Finish(status, sql, null, text, suggestions, "");
    }
}
