package io.askdb.server.otel;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.planner.KeywordPlanner;
import io.askdb.server.ApiKeys;
import io.askdb.server.ServerSettings;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MetricsScrapeTest {
    private static final String KEY = "metrics-test-key-0123456789abcdef";

    @TempDir
    Path dir;

    @Test
    void should_count_questions_steps_and_requests_when_scraped_after_three_questions() throws Exception {
        try (ObservedChinook s = ObservedChinook.planner(dir, TelemetrySettings.local())) {
            s.ask("How many artists are there?");
            s.ask("How many albums are there?");
            s.ask("Delete all artists");

            HttpResponse<String> scrape = s.get("/metrics");
            List<String> lines = scrape.body().lines().toList();

            assertThat(scrape.statusCode()).isEqualTo(200);
            assertThat(scrape.headers().firstValue("Content-Type").orElseThrow()).isEqualTo("text/plain; version=0.0.4; charset=utf-8");
            assertThat(lines).contains(
                    "askdb_questions_total{generator=\"planner\",status=\"answered\"} 2.0",
                    "askdb_questions_total{generator=\"planner\",status=\"refused\"} 1.0",
                    "askdb_repairs_total 0.0",
                    "askdb_question_duration_seconds_count 3",
                    "askdb_http_requests_total{route=\"/api/query\",status=\"200\"} 3.0",
                    "# TYPE askdb_step_duration_seconds histogram");
            assertThat(lines).anyMatch(l -> l.startsWith("askdb_step_duration_seconds_count{step=\"execute\"} 2"));
            assertThat(lines).noneMatch(l -> l.startsWith("askdb_model_tokens_total{"));
        }
    }

    @Test
    void should_ask_for_an_api_key_when_the_server_has_keys() throws Exception {
        ApiKeys keys = ApiKeys.parse(KEY);
        TelemetrySettings settings = new TelemetrySettings(null, false, null, keys, name -> null);
        ServerSettings server = new ServerSettings("127.0.0.1", 0, keys, List.of(), 0, null, ServerSettings.DEFAULT_MAX_BODY_BYTES);
        try (ObservedChinook s = new ObservedChinook(dir, settings, server, KeywordPlanner::new)) {
            HttpResponse<String> without = s.get("/metrics");
            HttpResponse<String> with = s.get("/metrics", "Authorization", "Bearer " + KEY);

            assertThat(without.statusCode()).isEqualTo(401);
            assertThat(without.body()).contains("GET /metrics needs one of this server's API keys");
            assertThat(with.statusCode()).isEqualTo(200);
            assertThat(with.body()).contains("askdb_http_requests_total{route=\"/metrics\",status=\"401\"} 1.0");
        }
    }
}
