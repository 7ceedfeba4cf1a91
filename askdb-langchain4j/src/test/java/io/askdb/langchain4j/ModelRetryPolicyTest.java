package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpHeaders;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class ModelRetryPolicyTest {
    private static final ModelRetryPolicy POLICY = new ModelRetryPolicy(4, Duration.ofMillis(100), Duration.ofMillis(300),
            Duration.ofSeconds(30));

    @Test
    void should_keep_each_backoff_between_half_and_all_of_the_doubled_delay_when_there_is_no_retry_after() {
        RandomGenerator random = new SplittableRandom(7);
        for (int i = 0; i < 200; i++) {
            assertThat(POLICY.delayAfter(1, Optional.empty(), random).toMillis()).isBetween(50L, 100L);
            assertThat(POLICY.delayAfter(2, Optional.empty(), random).toMillis()).isBetween(100L, 200L);
            assertThat(POLICY.delayAfter(3, Optional.empty(), random).toMillis()).isBetween(150L, 300L);
        }
    }

    @Test
    void should_wait_the_retry_after_but_never_longer_than_the_cap_when_the_provider_asks() {
        RandomGenerator random = new SplittableRandom(7);
        assertThat(POLICY.delayAfter(1, Optional.of(Duration.ofSeconds(2)), random)).isEqualTo(Duration.ofSeconds(2));
        assertThat(POLICY.delayAfter(1, Optional.of(Duration.ofHours(1)), random)).isEqualTo(Duration.ofSeconds(30));
    }

    @Test
    void should_refuse_a_policy_when_the_attempts_are_out_of_range() {
        assertThatThrownBy(() -> new ModelRetryPolicy(0, Duration.ZERO, Duration.ZERO, Duration.ZERO))
                .hasMessage("ModelRetryPolicy.maxAttempts must be 1-10, was 0");
        assertThat(ModelRetryPolicy.DEFAULTS.withMaxRetries(0).maxAttempts()).isEqualTo(1);
    }

    @Test
    void should_read_retry_after_ms_first_then_retry_after_seconds_and_ignore_dates() {
        assertThat(RetryAfterHints.parse(headers(Map.of("retry-after-ms", List.of("250"), "Retry-After", List.of("9")))))
                .contains(Duration.ofMillis(250));
        assertThat(RetryAfterHints.parse(headers(Map.of("Retry-After", List.of("9"))))).contains(Duration.ofSeconds(9));
        assertThat(RetryAfterHints.parse(headers(Map.of("Retry-After", List.of("Wed, 21 Oct 2015 07:28:00 GMT"))))).isEmpty();
    }

    private static HttpHeaders headers(Map<String, List<String>> map) {
        return HttpHeaders.of(map, (a, b) -> true);
    }
}
