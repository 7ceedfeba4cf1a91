package io.askdb.store;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
import java.util.List;

/**
 * The {@code trace} column: a JSON array of steps, oldest first, each
 * {@code {"step", "millis", "model_millis", "input_tokens", "output_tokens", "outcome"}} (the names
 * of the CLI's JSON {@code trace} field). An empty trace is stored as null. Reading ignores fields
 * it does not know, so a newer askdb may add some without breaking an older reader.
 */
final class TraceColumn {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private static final TypeReference<List<StepJson>> STEPS = new TypeReference<>() {
    };

    private TraceColumn() {
    }

    /** @return the trace as a JSON array, or null when it has no steps */
    static String write(Trace trace) {
        if (trace.steps().isEmpty()) {
            return null;
        }
        try {
            return MAPPER.writeValueAsString(trace.steps().stream().map(StepJson::of).toList());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the trace as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * @param json the stored column, or null
     * @return the trace; {@link Trace#EMPTY} for null
     * @throws IllegalArgumentException when the text is not a trace this askdb can read
     */
    static Trace read(String json) {
        if (json == null) {
            return Trace.EMPTY;
        }
        try {
            return new Trace(MAPPER.readValue(json, STEPS).stream().map(StepJson::toStep).toList());
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the stored trace is not valid JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** One step as stored. */
    record StepJson(@JsonProperty("step") String step, @JsonProperty("millis") long millis,
                    @JsonProperty("model_millis") long modelMillis, @JsonProperty("input_tokens") long inputTokens,
                    @JsonProperty("output_tokens") long outputTokens, @JsonProperty("outcome") String outcome,
                    @JsonProperty("sql") @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                    String sql) {
        static StepJson of(TraceStep s) {
            return new StepJson(s.step(), s.millis(), s.modelMillis(), s.inputTokens(), s.outputTokens(), s.outcome(), s.sql());
        }

        TraceStep toStep() {
            return new TraceStep(step, millis, modelMillis, inputTokens, outputTokens, outcome == null ? "" : outcome, sql);
        }
    }
}
