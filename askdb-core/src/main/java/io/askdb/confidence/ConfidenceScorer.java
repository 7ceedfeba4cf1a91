package io.askdb.confidence;

/**
 * Fuses signals about a candidate into one 0-100 confidence score. Below the configured
 * threshold, with ambiguous terms named, the agent asks a clarifying question instead of
 * guessing.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface ConfidenceScorer {
    /**
     * @param input the signals; not null
     * @return the score and its parts
     */
    Confidence score(ConfidenceInput input);
}
