package io.askdb.pipeline;

import io.askdb.Status;
import io.askdb.execution.ResultTable;
import io.askdb.generation.Attempt;
import io.askdb.generation.Usage;
import io.askdb.trace.Trace;
import java.util.List;
import java.util.Objects;

/**
 * How the agent ended a question, before it is recorded in history.
 *
 * @param status            the outcome; not null
 * @param sql               the last candidate SQL, or null when none was written
 * @param result            the rows when answered, otherwise null
 * @param text              the explanation or the reason; not null
 * @param suggestions       next steps for a question not answered; not null
 * @param clarification     the clarifying question for clarification_needed, otherwise empty
 * @param attempts          every SQL attempt with its error, oldest first; not null
 * @param usage             model usage over all steps; not null
 * @param rewrittenQuestion the follow-up rewritten to stand alone, or empty
 * @param trace             one step per node the question passed; not null
 * @param executedSql       the approved SQL that produced the result (row cap, row filters), or empty
 * @param cancelled         true when the caller's {@link io.askdb.CancelSignal} stopped the question; the
 *                          status is then FAILED and the text says after which step (since 0.3)
 * @param caveats           the critic's caveats of an answered question, else empty (since 0.4)
 * @since 0.2
 */
public record AgentOutcome(Status status, String sql, ResultTable result, String text, List<String> suggestions,
                           String clarification, List<Attempt> attempts, Usage usage, String rewrittenQuestion,
                           Trace trace, String executedSql, boolean cancelled, List<String> caveats) {
    public AgentOutcome {
        Objects.requireNonNull(status, "AgentOutcome.status");
        Objects.requireNonNull(text, "AgentOutcome.text");
        suggestions = List.copyOf(suggestions);
        clarification = clarification == null ? "" : clarification;
        attempts = List.copyOf(attempts);
        Objects.requireNonNull(usage, "AgentOutcome.usage");
        rewrittenQuestion = rewrittenQuestion == null ? "" : rewrittenQuestion;
        Objects.requireNonNull(trace, "AgentOutcome.trace");
        executedSql = executedSql == null ? "" : executedSql;
        caveats = caveats == null ? List.of() : List.copyOf(caveats);
    }

    /** An outcome without caveats. */
    public AgentOutcome(Status status, String sql, ResultTable result, String text, List<String> suggestions,
                        String clarification, List<Attempt> attempts, Usage usage, String rewrittenQuestion, Trace trace,
                        String executedSql, boolean cancelled) {
        this(status, sql, result, text, suggestions, clarification, attempts, usage, rewrittenQuestion, trace, executedSql, cancelled,
                List.of());
    }

    /** An outcome its caller did not cancel. */
    public AgentOutcome(Status status, String sql, ResultTable result, String text, List<String> suggestions,
                        String clarification, List<Attempt> attempts, Usage usage, String rewrittenQuestion, Trace trace,
                        String executedSql) {
        this(status, sql, result, text, suggestions, clarification, attempts, usage, rewrittenQuestion, trace, executedSql, false);
    }

    /** An outcome without the executed SQL. */
    public AgentOutcome(Status status, String sql, ResultTable result, String text, List<String> suggestions,
                        String clarification, List<Attempt> attempts, Usage usage, String rewrittenQuestion, Trace trace) {
        this(status, sql, result, text, suggestions, clarification, attempts, usage, rewrittenQuestion, trace, "");
    }
}
