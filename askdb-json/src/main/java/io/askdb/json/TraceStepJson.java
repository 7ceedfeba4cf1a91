package io.askdb.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
import java.util.List;

/**
 * One step of the JSON {@code trace} array in {@code ask --json}, {@code history --json} and the
 * HTTP API: the same names the history store uses in its {@code trace} column. Times are
 * milliseconds.
 *
 * @param step         the core's step name, e.g. "link", "generate", "execute"
 * @param millis       wall-clock milliseconds of the step
 * @param modelMillis  of those, milliseconds spent waiting for a model
 * @param inputTokens  prompt tokens spent in the step
 * @param outputTokens completion tokens spent in the step
 * @param outcome      the step's plain-language outcome
 * @param sql          the candidate SQL the step wrote (the generate step, the stream's {@code sql}
 *                     event); left out of the JSON for steps that wrote none (since 0.5)
 * @since 0.2
 */
public record TraceStepJson(@JsonProperty("step") String step, @JsonProperty("millis") long millis,
                            @JsonProperty("model_millis") long modelMillis, @JsonProperty("input_tokens") long inputTokens,
                            @JsonProperty("output_tokens") long outputTokens, @JsonProperty("outcome") String outcome,
                            @JsonProperty("sql") @JsonInclude(JsonInclude.Include.NON_NULL) String sql) {

    /**
     * @param trace a question's trace; not null
     * @return the trace's steps, oldest first; empty for an empty trace
     */
    public static List<TraceStepJson> of(Trace trace) {
        return trace.steps().stream().map(TraceStepJson::of).toList();
    }

    /**
     * @param s one step; not null
     * @return its JSON
     */
    public static TraceStepJson of(TraceStep s) {
        return new TraceStepJson(s.step(), s.millis(), s.modelMillis(), s.inputTokens(), s.outputTokens(), s.outcome(), s.sql());
    }
}
