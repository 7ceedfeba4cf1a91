package io.askdb.pipeline;

import io.askdb.generation.Usage;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What one node did: the state keys it changes, a plain-language outcome for the trace, and the
 * model usage it spent.
 */
record StepResult(Map<String, Object> updates, String outcome, Usage usage) {
    StepResult {
        updates = new HashMap<>(updates);
        Objects.requireNonNull(outcome, "StepResult.outcome");
        usage = usage == null ? Usage.NONE : usage;
    }

    static StepResult of(String outcome, Map<String, Object> updates) {
        return new StepResult(updates, outcome, Usage.NONE);
    }

    static StepResult finish(Finish finish, String outcome) {
        return of(outcome, Map.of(AskState.FINISH, finish));
    }
}
