package io.askdb.langchain4j;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * How often and how patiently a failed model call is tried again: at most {@code maxAttempts}
 * calls in all; before attempt n+1 askdb waits a random time between half and all of
 * {@code initialDelay * 2^(n-1)} (exponential backoff with jitter, capped at {@code maxDelay}),
 * or, when the provider sent {@code Retry-After}, that long, but never more than
 * {@code retryAfterCap}.
 *
 * <p>askdb does not use LangChain4j's own {@code maxRetries}: its policy ({@code RetryUtils},
 * internal) waits a fixed 1 s base that cannot be set from a model builder and ignores
 * {@code Retry-After}. The model builders are given {@code maxRetries(0)} and this policy instead.
 *
 * @param maxAttempts   calls in all, 1-10 (1: no retry)
 * @param initialDelay  the backoff before the second call, 0-60 s
 * @param maxDelay      the backoff never exceeds this, at least {@code initialDelay}
 * @param retryAfterCap the longest wait a provider's {@code Retry-After} may ask for, 0-300 s
 * @since 0.1
 */
public record ModelRetryPolicy(int maxAttempts, Duration initialDelay, Duration maxDelay, Duration retryAfterCap) {
    /** 3 attempts, 500 ms initial backoff, 8 s at most, Retry-After honoured up to 30 s. */
    public static final ModelRetryPolicy DEFAULTS = new ModelRetryPolicy(3, Duration.ofMillis(500), Duration.ofSeconds(8),
            Duration.ofSeconds(30));
    /** One call, no retry. */
    public static final ModelRetryPolicy NONE = new ModelRetryPolicy(1, Duration.ZERO, Duration.ZERO, Duration.ZERO);

    public ModelRetryPolicy {
        if (maxAttempts < 1 || maxAttempts > 10) {
            throw new IllegalArgumentException("ModelRetryPolicy.maxAttempts must be 1-10, was " + maxAttempts);
        }
        Objects.requireNonNull(initialDelay, "ModelRetryPolicy.initialDelay");
        Objects.requireNonNull(maxDelay, "ModelRetryPolicy.maxDelay");
        Objects.requireNonNull(retryAfterCap, "ModelRetryPolicy.retryAfterCap");
        if (initialDelay.isNegative() || initialDelay.compareTo(Duration.ofSeconds(60)) > 0) {
            throw new IllegalArgumentException("ModelRetryPolicy.initialDelay must be 0-60 s, was " + initialDelay);
        }
        if (maxDelay.compareTo(initialDelay) < 0) {
            throw new IllegalArgumentException("ModelRetryPolicy.maxDelay must be >= initialDelay (" + initialDelay + "), was " + maxDelay);
        }
        if (retryAfterCap.isNegative() || retryAfterCap.compareTo(Duration.ofSeconds(300)) > 0) {
            throw new IllegalArgumentException("ModelRetryPolicy.retryAfterCap must be 0-300 s, was " + retryAfterCap);
        }
    }

    /**
     * @param maxRetries retries after the first call, 0-9
     * @return this policy with {@code maxRetries + 1} attempts
     */
    public ModelRetryPolicy withMaxRetries(int maxRetries) {
        return new ModelRetryPolicy(maxRetries + 1, initialDelay, maxDelay, retryAfterCap);
    }

    /**
     * @param failedAttempt the attempt that just failed, from 1
     * @param retryAfter    the wait the provider asked for, if any
     * @param random        the jitter's source
     * @return how long to wait before the next attempt
     */
    Duration delayAfter(int failedAttempt, Optional<Duration> retryAfter, RandomGenerator random) {
        if (retryAfter.isPresent()) {
            Duration asked = retryAfter.get().isNegative() ? Duration.ZERO : retryAfter.get();
            return asked.compareTo(retryAfterCap) > 0 ? retryAfterCap : asked;
        }
        long base = initialDelay.toMillis() << Math.min(failedAttempt - 1, 20);
        long ceiling = Math.min(base, maxDelay.toMillis());
        if (ceiling == 0) return Duration.ZERO;
        long half = ceiling / 2;
        return Duration.ofMillis(half + random.nextLong(ceiling - half + 1));
    }
}
