package io.askdb.trace;

import java.util.Objects;

/**
 * One step of a question's path through the agent, as recorded in the trace: which step, how
 * long it took, what the model spent in it, and how it ended.
 *
 * @param step         the step's name, e.g. "route", "link", "generate", "validate", "execute",
 *                     "critic", "repair", "explain"; not blank
 * @param millis       wall-clock milliseconds the step took, at least 0
 * @param modelMillis  of those, milliseconds spent waiting for a model, at least 0
 * @param inputTokens  prompt tokens spent in the step, at least 0
 * @param outputTokens completion tokens spent in the step, at least 0
 * @param outcome      a short plain-language outcome, e.g. "12 tables linked" or
 *                     "violation: no column customer.state"; not null
 * @param sql          the candidate SQL the step wrote (the generate step), or null when it wrote none
 *                     (since 0.5)
 * @since 0.2
 */
public record TraceStep(String step, long millis, long modelMillis, long inputTokens, long outputTokens, String outcome,
                        String sql) {
    public TraceStep {
        if (step == null || step.isBlank()) throw new IllegalArgumentException("TraceStep.step must not be blank");
        if (millis < 0 || modelMillis < 0 || inputTokens < 0 || outputTokens < 0) {
            throw new IllegalArgumentException("TraceStep times and tokens must be >= 0");
        }
        Objects.requireNonNull(outcome, "TraceStep.outcome");
    }

    /** A step that wrote no SQL; the parameters and errors are the canonical constructor's. */
    public TraceStep(String step, long millis, long modelMillis, long inputTokens, long outputTokens, String outcome) {
        this(step, millis, modelMillis, inputTokens, outputTokens, outcome, null);
    }

    /** A step that called no model. */
    public static TraceStep of(String step, long millis, String outcome) {
        return new TraceStep(step, millis, 0, 0, 0, outcome);
    }
}
