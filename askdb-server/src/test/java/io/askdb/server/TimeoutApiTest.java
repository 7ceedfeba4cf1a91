package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.askdb.Status;
import io.askdb.history.HistoryEntry;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A statement stopped by the timeout (no client went away) stays a timeout, never a cancellation. */
class TimeoutApiTest {
    private static final String TIMED_OUT = "The query ran longer than the 1 s timeout and was cancelled.";

    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static Http http;

    @BeforeAll
    static void start() throws Exception {
        chinook = ChinookServer.timingOut(dir, Duration.ofSeconds(1));
        http = new Http(chinook.base());
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    @Test
    void should_report_and_record_a_timeout_when_the_slow_statement_outlives_the_timeout() throws Exception {
        HttpResponse<String> response = http.post("/api/query", "{\"question\": \"a slow count of tracks\"}");

        JsonNode answer = Http.json(response);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(answer.get("status").asText()).isEqualTo("failed");
        assertThat(answer.get("error").isNull()).isTrue();
        assertThat(answer.get("attempts").get(0).get("error").asText()).isEqualTo(TIMED_OUT);
        assertThat(answer.get("answer").asText()).isEqualTo("askdb could not write working SQL for this question in 1 attempt."
                + " The last one failed: " + TIMED_OUT);
        HistoryEntry entry = chinook.history.find(answer.get("history_id").asLong()).orElseThrow();
        assertThat(entry.status()).isEqualTo(Status.FAILED);
        assertThat(entry.reason()).endsWith(TIMED_OUT).doesNotContain("CANCELLED");
        assertThat(chinook.failures).isEmpty();
    }
}
