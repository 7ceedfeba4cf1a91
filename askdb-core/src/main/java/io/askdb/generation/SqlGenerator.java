package io.askdb.generation;

/**
 * Writes candidate SQL for a question: an LLM, or the deterministic planner.
 *
 * @since 0.1
 */
public interface SqlGenerator {
    /**
     * @param request the question, the catalog and any failed attempts to repair; not null
     * @return candidate SQL, or a decline with a reason
     * @throws io.askdb.error.AskdbException with {@code MODEL_UNAVAILABLE} when a model cannot be reached
     */
    Generation generate(GenerationRequest request);

    /** @return a short name for answers and history, e.g. "planner" or "llm:openai/gpt-4o-mini" */
    String name();
}
