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

    /**
     * Whether asking again with the failed attempts can give different SQL. A deterministic
     * generator (the keyword planner) returns false: the agent then does not ask it to repair a
     * result a critic only doubts (an inconclusive check such as all-null), and keeps the answer
     * with the critic's note instead of ending without one.
     *
     * @return true by default
     * @since 0.5
     */
    default boolean repairs() {
        return true;
    }
}
