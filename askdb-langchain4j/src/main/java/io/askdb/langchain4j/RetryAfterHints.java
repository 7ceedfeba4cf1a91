package io.askdb.langchain4j;

import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.time.Duration;
import java.util.Optional;

/**
 * Carries a provider's {@code Retry-After} from the HTTP transport to {@link RetryingChatModel}.
 * LangChain4j's HTTP client turns an error status into an exception that keeps the status and the
 * body but drops the headers, so askdb wraps the JDK {@link HttpClient} the LangChain4j client
 * uses ({@link #capturing(HttpClient.Builder)}): it notes the wait an HTTP 429 or 503 reply asks
 * for, on the calling thread, where the retrying model reads it after the failure.
 *
 * <p>Headers read: {@code retry-after-ms} (milliseconds; sent by OpenAI and Azure OpenAI) and
 * {@code Retry-After} in delay-seconds (RFC 9110, section 10.2.3). An HTTP-date form is ignored
 * and the exponential backoff applies instead.
 *
 * @since 0.1
 */
public final class RetryAfterHints {
    private static final ThreadLocal<Duration> LAST = new ThreadLocal<>();

    private RetryAfterHints() {
    }

    /**
     * @param builder the JDK client builder LangChain4j's {@code JdkHttpClientBuilder} is given; not null
     * @return a builder whose clients note {@code Retry-After} of 429 and 503 replies
     */
    public static HttpClient.Builder capturing(HttpClient.Builder builder) {
        return new HintingHttpClientBuilder(builder);
    }

    /** Forgets the hint of an earlier call on this thread. */
    static void clear() {
        LAST.remove();
    }

    /** @return the wait the last 429 or 503 reply on this thread asked for, and forgets it */
    static Optional<Duration> take() {
        Duration d = LAST.get();
        LAST.remove();
        return Optional.ofNullable(d);
    }

    /** Notes the wait a reply asks for, when its status is 429 or 503 and it carries one. */
    static void note(int status, HttpHeaders headers) {
        if (status != 429 && status != 503) return;
        parse(headers).ifPresent(LAST::set);
    }

    static Optional<Duration> parse(HttpHeaders headers) {
        Optional<String> millis = headers.firstValue("retry-after-ms");
        if (millis.isPresent()) {
            try {
                return Optional.of(Duration.ofMillis(Math.max(0, (long) Double.parseDouble(millis.get().strip()))));
            } catch (NumberFormatException ignored) {
                // fall through to Retry-After
            }
        }
        return headers.firstValue("retry-after").flatMap(v -> {
            try {
                return Optional.of(Duration.ofSeconds(Math.max(0, Long.parseLong(v.strip()))));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        });
    }
}
