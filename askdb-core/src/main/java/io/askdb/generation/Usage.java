package io.askdb.generation;

/**
 * Model calls, tokens and model time spent on one generation.
 *
 * @param modelCalls   number of model calls, at least 0
 * @param inputTokens  prompt tokens as the provider reported them, at least 0
 * @param outputTokens completion tokens as the provider reported them, at least 0
 * @param modelMillis  wall-clock milliseconds spent waiting for the model, at least 0; the rest of
 *                     an answer's elapsed time is askdb's own (and the database's)
 * @since 0.1
 */
public record Usage(int modelCalls, long inputTokens, long outputTokens, long modelMillis) {
    /** No model call. */
    public static final Usage NONE = new Usage(0, 0, 0, 0);

    public Usage {
        if (modelCalls < 0 || inputTokens < 0 || outputTokens < 0 || modelMillis < 0) {
            throw new IllegalArgumentException("Usage values must be >= 0");
        }
    }

    /** Usage without a measured model time. */
    public Usage(int modelCalls, long inputTokens, long outputTokens) {
        this(modelCalls, inputTokens, outputTokens, 0);
    }

    /** @return the sum of this and other */
    public Usage plus(Usage other) {
        return new Usage(modelCalls + other.modelCalls, inputTokens + other.inputTokens,
                outputTokens + other.outputTokens, modelMillis + other.modelMillis);
    }
}
