package io.askdb.server;

import io.askdb.Answer;
import io.askdb.trace.StepListener;
import java.util.concurrent.ExecutorService;

/**
 * Watches the server for tracing and metrics (OpenTelemetry spans, Prometheus counters): every
 * method has a default that does nothing, so an observer overrides what it needs. Called on
 * request threads; must be fast and must not throw.
 *
 * @since 0.2
 */
public interface ServerObserver {
    /** Observes nothing. */
    ServerObserver NONE = new ServerObserver() { };

    /**
     * Called as a question starts; the returned listener is told of each agent step as it ends
     * (beside the stream's own listener), on the thread that answers the question.
     *
     * @param datasource the datasource's name
     * @param question   the question's text
     * @return a listener for its steps; {@link StepListener#NONE} by default
     */
    default StepListener questionStarted(String datasource, String question) {
        return StepListener.NONE;
    }

    /**
     * @param datasource the datasource's name
     * @param answer     the answer, with its trace, usage and elapsed time
     */
    default void questionAnswered(String datasource, Answer answer) {
    }

    /**
     * @param datasource the datasource's name
     * @param code       the fault's stable code, e.g. "DATABASE_UNAVAILABLE"
     */
    default void questionFailed(String datasource, String code) {
    }

    /**
     * @param method    the HTTP method
     * @param route     the matched route pattern, e.g. "/api/history/{id}", or the path when none matched
     * @param status    the response status
     * @param millis    the time spent, in milliseconds
     */
    default void requestEnded(String method, String route, int status, long millis) {
    }

    /**
     * Wraps the pool that answers streamed questions, so that what the request thread knows
     * (e.g. the current tracing context) reaches the question's thread.
     *
     * @param workers the server's worker pool
     * @return the pool to use; {@code workers} itself by default
     */
    default ExecutorService workers(ExecutorService workers) {
        return workers;
    }
}
