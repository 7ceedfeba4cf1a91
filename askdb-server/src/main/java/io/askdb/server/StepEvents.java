package io.askdb.server;

import java.util.Map;
import java.util.Optional;

/**
 * The names of the stream's events for the core's agent steps ({@link io.askdb.trace.TraceStep#step()}):
 * route, rewrite, link and retrieve are {@code linking}; generate is {@code sql}; validate and
 * confidence are {@code validation}; repair is {@code attempt}; execute is {@code execution};
 * critic is {@code critic}. The explain step sends no event of its own: the {@code answer} event
 * that follows it carries the explanation. A step the core adds later is sent under its own name.
 */
final class StepEvents {
    /** The final event's name: its data is the JSON of {@code POST /api/query}. */
    static final String ANSWER = "answer";
    /** The event sent instead of an answer when the question fails: its data is a problem object. */
    static final String ERROR = "error";

    private static final Map<String, String> NAMES = Map.ofEntries(
            Map.entry("route", "linking"), Map.entry("rewrite", "linking"), Map.entry("link", "linking"),
            Map.entry("retrieve", "linking"), Map.entry("generate", "sql"), Map.entry("validate", "validation"),
            Map.entry("confidence", "validation"), Map.entry("repair", "attempt"), Map.entry("execute", "execution"),
            Map.entry("critic", "critic"));

    private StepEvents() {
    }

    /** @return the event name of a core step, or empty for a step folded into the answer event */
    static Optional<String> eventName(String step) {
        if (step.equals("explain")) return Optional.empty();
        return Optional.of(NAMES.getOrDefault(step, step));
    }
}
