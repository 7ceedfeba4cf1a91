package io.askdb.trace;

import java.util.List;

/**
 * The steps one question went through, in order. Stored with the history entry, shown with
 * {@code --verbose} and in the JSON {@code trace} field.
 *
 * @param steps the steps, oldest first; not null
 * @since 0.2
 */
public record Trace(List<TraceStep> steps) {
    /** A trace with no steps. */
    public static final Trace EMPTY = new Trace(List.of());

    public Trace {
        steps = steps == null ? List.of() : List.copyOf(steps);
    }

    /** @return total milliseconds of all steps */
    public long totalMillis() {
        return steps.stream().mapToLong(TraceStep::millis).sum();
    }

    /** @return milliseconds of all steps minus the time spent waiting for models: askdb's own time */
    public long ownMillis() {
        return steps.stream().mapToLong(s -> s.millis() - s.modelMillis()).sum();
    }
}
