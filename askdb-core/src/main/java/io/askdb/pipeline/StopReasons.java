package io.askdb.pipeline;

import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;

/**
 * The one wording of why a statement or a question stopped early, shared by the agent graph and
 * {@link io.askdb.TextToSql#runSql(String)} so that history, the CLI and the HTTP API say the same:
 * a timeout names the limit, a cancel names the step it came after. Repair feeds the timeout
 * text back to the generator, and the repair suggestions look for the word "timeout" in it.
 *
 * @since 0.3
 */
public final class StopReasons {
    private StopReasons() {
    }

    /**
     * @param e      the statement's failure; not null
     * @param limits the limits it ran under; not null
     * @return the timeout text when the statement hit the timeout, otherwise the database's own message
     */
    public static String executionError(ExecutionException e, ExecutionLimits limits) {
        if (!e.timedOut()) return e.getMessage();
        return "The query ran longer than the " + limits.timeout().toSeconds() + " s timeout and was cancelled.";
    }

    /**
     * @param step the last step that ended (a trace step name such as "generate"), or empty when none had
     * @return the reason of a question cancelled by its caller between steps
     */
    public static String cancelledAfter(String step) {
        String when = step.isEmpty() ? "before its first step" : "after the " + step + " step";
        return "The question was cancelled by the client " + when + "; nothing more was run.";
    }

    /**
     * @param step the step whose statement was stopped, e.g. "execute"
     * @return the reason of a question whose running statement was cancelled by its caller
     */
    static String cancelledDuring(String step) {
        return "The question was cancelled by the client during the " + step + " step, which stopped its statement;"
                + " nothing more was run.";
    }
}
