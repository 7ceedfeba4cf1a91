package io.askdb.critic;

/**
 * Checks that a result really answers the question. Deterministic critics run first; a model
 * critic, when enabled, after them. Implementations must be thread-safe.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface Critic {
    /** Accepts every result. */
    Critic NONE = request -> CriticVerdict.accepted();

    /**
     * @param request the question, SQL and result; not null
     * @return accepted, or rejected with feedback for repair
     * @throws io.askdb.error.AskdbException when a model critic's model is unavailable
     */
    CriticVerdict review(CriticRequest request);
}
