package io.askdb.server;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * How many questions the server answers at once; the others wait their turn, first come first
 * served (a fair {@link Semaphore}), so a burst of questions cannot hold more model calls,
 * database statements and result tables in memory than the operator allowed. A question that
 * waits longer than its wait limit ({@link #MAX_WAIT} by default) gets a 503 problem with
 * {@code Retry-After}.
 *
 * <p>The bound suits the generator: planner questions are CPU-bound (a few per core keep the
 * processors busy), while a question sent to an LLM mostly waits for the model, so the default
 * ({@value ServerSettings#DEFAULT_MAX_CONCURRENT_QUESTIONS}) is high. In the {@code ServeLoad}
 * benchmark (32 clients, 2 cores, planner questions) a bound of 4 and the default gave the same
 * throughput and p99 within measurement noise: it is a safety limit, not a speed-up.
 */
final class QuestionSlots {
    /** The longest a question waits for a slot before the server answers 503. */
    static final Duration MAX_WAIT = Duration.ofSeconds(30);

    private final Semaphore slots;
    private final int size;
    private final Duration maxWait;

    /** @param size the questions answered at once, at least 1; a question waits at most {@link #MAX_WAIT} */
    QuestionSlots(int size) {
        this(size, MAX_WAIT);
    }

    /** @param maxWait the longest a question waits for a slot, positive */
    QuestionSlots(int size, Duration maxWait) {
        if (size < 1) throw new IllegalArgumentException("QuestionSlots.size must be at least 1, was " + size);
        if (maxWait.isNegative() || maxWait.isZero()) throw new IllegalArgumentException("QuestionSlots.maxWait must be positive");
        this.size = size;
        this.maxWait = maxWait;
        this.slots = new Semaphore(size, true);
    }

    /**
     * Runs a question in a slot, waiting for one first.
     *
     * @param question answers the question
     * @return what the question returned
     * @throws ApiProblem 503 SERVER_BUSY with {@code Retry-After} when no slot freed within the wait limit,
     *                    or when the thread was interrupted while waiting
     */
    <T> T run(Supplier<T> question) {
        boolean acquired;
        try {
            acquired = slots.tryAcquire(maxWait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            acquired = false;
        }
        if (!acquired) {
            throw new ApiProblem(503, "SERVER_BUSY", "The server is answering " + size + " questions and " + slots.getQueueLength()
                    + " more are waiting; yours waited " + maxWait.toMillis() / 1000.0 + " s. Retry in a few seconds, or raise"
                    + " askdb.server.max-concurrent-questions if the machine has processors to spare.", Map.of("Retry-After", "5"));
        }
        try {
            return question.get();
        } finally {
            slots.release();
        }
    }
}
