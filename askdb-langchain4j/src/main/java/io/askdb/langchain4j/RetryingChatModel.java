package io.askdb.langchain4j;

import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.NonRetriableException;
import dev.langchain4j.exception.RetriableException;
import dev.langchain4j.model.chat.Capability;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ChatRequestParameters;
import dev.langchain4j.model.chat.response.ChatResponse;
import io.askdb.error.AskdbException;
import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link ChatModel} that calls another and tries again, under a {@link ModelRetryPolicy}, when
 * the failure is temporary: LangChain4j's {@link RetriableException} (rate limit, server error,
 * timeout), HTTP 408, 429 and 5xx, and transport faults (connection refused or closed, a reply
 * body cut short; any {@link IOException} in the cause chain). Rejected keys, unknown models, bad
 * requests, content filters and askdb's own exceptions fail at once. When the attempts run out,
 * the last failure is thrown inside a {@link RetriesExhaustedException} that says how many calls
 * were made and how long they took; {@link ModelFailureTranslator} turns it into a clear message.
 *
 * <p>The wait before a retry honours the provider's {@code Retry-After} when the transport noted
 * one ({@link RetryAfterHints}), capped by the policy. Thread-safe if the delegate is.
 *
 * @since 0.1
 */
public final class RetryingChatModel implements ChatModel {
    private static final Logger LOG = LoggerFactory.getLogger(RetryingChatModel.class);

    private final ChatModel delegate;
    private final ModelRetryPolicy policy;
    private final RandomGenerator random;

    /**
     * @param delegate the model to call, built with its own retries off ({@code maxRetries(0)}); not null
     * @param policy   attempts and backoff; not null
     */
    public RetryingChatModel(ChatModel delegate, ModelRetryPolicy policy) {
        this(delegate, policy, RandomGenerator.getDefault());
    }

    RetryingChatModel(ChatModel delegate, ModelRetryPolicy policy, RandomGenerator random) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.policy = Objects.requireNonNull(policy, "policy");
        this.random = Objects.requireNonNull(random, "random");
    }

    @Override
    public ChatResponse chat(ChatRequest request) {
        long started = System.nanoTime();
        for (int attempt = 1; ; attempt++) {
            RetryAfterHints.clear();
            try {
                return delegate.chat(request);
            } catch (RuntimeException e) {
                Optional<Duration> retryAfter = RetryAfterHints.take();
                if (!isTemporary(e)) throw e;
                if (attempt >= policy.maxAttempts()) throw exhausted(e, attempt, started);
                Duration wait = policy.delayAfter(attempt, retryAfter, random);
                LOG.debug("model call {} of {} failed ({}); trying again in {} ms", attempt, policy.maxAttempts(),
                        e.getClass().getSimpleName(), wait.toMillis());
                if (!pause(wait)) throw exhausted(e, attempt, started);
            }
        }
    }

    @Override
    public ChatRequestParameters defaultRequestParameters() {
        return delegate.defaultRequestParameters();
    }

    @Override
    public Set<Capability> supportedCapabilities() {
        return delegate.supportedCapabilities();
    }

    /** @return true for a failure that a later call may not meet */
    static boolean isTemporary(Throwable e) {
        if (e instanceof AskdbException || e instanceof NonRetriableException) return false;
        if (e instanceof RetriableException) return true;
        if (e instanceof HttpException http) {
            int status = http.statusCode();
            return status == 408 || status == 429 || status >= 500;
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof IOException) return true;
            if (t.getCause() == t) break;
        }
        return false;
    }

    private static RetriesExhaustedException exhausted(RuntimeException last, int attempts, long startedNanos) {
        return new RetriesExhaustedException(last, attempts, Duration.ofNanos(System.nanoTime() - startedNanos));
    }

    private static boolean pause(Duration wait) {
        try {
            Thread.sleep(wait.toMillis());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
