package io.askdb.routing;

/**
 * The first step: decides, at zero cost and without a model, whether a question is refused
 * (it asks to change data), answered with a short reply (a greeting, not about the data), or
 * goes on through the agent.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface Router {
    /** A router that sends every question on. */
    Router PROCEED = question -> Route.proceed();

    /**
     * @param question the question; not blank
     * @return where the question goes; never null
     */
    Route route(String question);
}
