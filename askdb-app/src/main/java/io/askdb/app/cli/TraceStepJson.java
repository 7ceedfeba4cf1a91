package io.askdb.app.cli;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
import java.util.List;

/**
 * One step of the JSON {@code trace} array in {@code ask --json} and {@code history --json}: the
 * same names the history store uses in its {@code trace} column. Times are milliseconds.
 */
record TraceStepJson(@JsonProperty("step") String step, @JsonProperty("millis") long millis,
                     @JsonProperty("model_millis") long modelMillis, @JsonProperty("input_tokens") long inputTokens,
                     @JsonProperty("output_tokens") long outputTokens, @JsonProperty("outcome") String outcome) {

    /** @return the trace's steps, oldest first; empty for an empty trace */
    static List<TraceStepJson> of(Trace trace) {
        return trace.steps().stream().map(TraceStepJson::of).toList();
    }

    private static TraceStepJson of(TraceStep s) {
        return new TraceStepJson(s.step(), s.millis(), s.modelMillis(), s.inputTokens(), s.outputTokens(), s.outcome());
    }
}
