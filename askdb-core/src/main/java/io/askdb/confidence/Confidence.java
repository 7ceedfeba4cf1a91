package io.askdb.confidence;

import java.util.Map;

/**
 * A 0-100 confidence score and the parts it was fused from, each 0-100.
 *
 * @param score the fused score, 0 to 100
 * @param parts each signal's own score by name, in the scorer's order ("schema_coverage", "example_similarity",
 *              "simplicity", "model"), 0 to 100; not null
 * @since 0.2
 */
public record Confidence(int score, Map<String, Integer> parts) {
    public Confidence {
        if (score < 0 || score > 100) throw new IllegalArgumentException("Confidence.score must be 0-100, was " + score);
        parts = parts == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parts));
    }
}
