package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AccessApiTest {
    private static final String KEY = "k-0123456789abcdef0123456789abcdef";

    @TempDir
    Path dir;

    private static ServerSettings keyed(int requestsPerMinute) {
        return new ServerSettings("127.0.0.1", 0, ApiKeys.parse("# ops keys\n" + KEY + "\n"), List.of(), requestsPerMinute,
                null, ServerSettings.DEFAULT_MAX_BODY_BYTES);
    }

    @Test
    void should_answer_401_without_a_key_and_200_with_it_when_the_server_has_keys() throws Exception {
        try (ChinookServer chinook = ChinookServer.with(dir, keyed(100))) {
            HttpResponse<String> none = new Http(chinook.base()).get("/api/history");
            HttpResponse<String> wrong = new Http(chinook.base(), "Authorization", "Bearer k-not-the-key-0000000000000").get("/api/history");
            HttpResponse<String> bearer = new Http(chinook.base(), "Authorization", "Bearer " + KEY).get("/api/history");
            HttpResponse<String> header = new Http(chinook.base(), "X-API-Key", KEY).get("/api/history");
            HttpResponse<String> health = new Http(chinook.base()).get("/api/health");

            assertThat(none.statusCode()).isEqualTo(401);
            assertThat(Http.json(none).get("code").asText()).isEqualTo("UNAUTHORIZED");
            assertThat(none.headers().firstValue("WWW-Authenticate")).contains("Bearer realm=\"askdb\"");
            assertThat(wrong.statusCode()).isEqualTo(401);
            assertThat(bearer.statusCode()).isEqualTo(200);
            assertThat(header.statusCode()).isEqualTo(200);
            assertThat(health.statusCode()).isEqualTo(200);
        }
    }

    @Test
    void should_answer_429_with_retry_after_when_the_key_s_bucket_is_empty() throws Exception {
        try (ChinookServer chinook = ChinookServer.with(dir, keyed(2))) {
            Http http = new Http(chinook.base(), "X-API-Key", KEY);
            int first = http.get("/api/history").statusCode();
            int second = http.get("/api/history").statusCode();
            HttpResponse<String> third = http.get("/api/history");

            assertThat(List.of(first, second)).containsExactly(200, 200);
            assertThat(third.statusCode()).isEqualTo(429);
            assertThat(Http.json(third).get("code").asText()).isEqualTo("RATE_LIMITED");
            assertThat(third.headers().firstValue("Retry-After").map(Integer::parseInt)).hasValueSatisfying(s -> assertThat(s).isBetween(1, 30));
            assertThat(Http.json(third).get("detail").asText()).startsWith("Too many requests: the limit is 2 per minute for each API key.");
        }
    }

    @Test
    void should_refuse_to_start_when_the_host_is_not_loopback_and_no_key_is_set() {
        assertThatThrownBy(() -> ServerSettings.local("0.0.0.0", 8080))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("askdb serve was asked to listen on 0.0.0.0, which other machines can reach, but no API key is set.")
                .satisfies(e -> assertThat(((AskdbException) e).code()).isEqualTo(ErrorCode.CONFIGURATION));
    }

    @Test
    void should_accept_a_non_loopback_host_when_keys_are_set() {
        ServerSettings s = new ServerSettings("0.0.0.0", 8080, ApiKeys.parse(KEY), List.of(), 10, null, 65536);

        assertThat(s.apiKeys().accepts(KEY)).isTrue();
        assertThat(s.apiKeys().accepts(KEY + "x")).isFalse();
    }

    @Test
    void should_allow_the_configured_origin_when_cors_is_set() throws Exception {
        ServerSettings cors = new ServerSettings("127.0.0.1", 0, ApiKeys.NONE, List.of("https://bi.example.com"), 100, null, 65536);
        try (ChinookServer chinook = ChinookServer.with(dir, cors)) {
            HttpResponse<String> response = new Http(chinook.base(), "Origin", "https://bi.example.com").get("/api/history");

            assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).contains("https://bi.example.com");
        }
    }
}
