package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.askdb.Status;
import io.askdb.generation.Attempt;
import io.askdb.history.HistoryEntry;
import io.askdb.trace.TraceStep;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StreamApiTest {
    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static Http http;

    @BeforeAll
    static void start() throws Exception {
        chinook = ChinookServer.local(dir);
        http = new Http(chinook.base());
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    private static HttpRequest stream(String question) {
        return http.request("/api/query/stream").header("Content-Type", "application/json")
                .header("Accept", "text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"question\": \"" + question + "\"}")).build();
    }

    @Test
    void should_send_one_event_per_step_in_order_then_the_answer_when_a_question_is_streamed() throws Exception {
        HttpResponse<java.util.stream.Stream<String>> response = Http.CLIENT.send(stream("How many artists are there?"),
                HttpResponse.BodyHandlers.ofLines());
        List<String> names = new ArrayList<>();
        List<String> data = new ArrayList<>();
        response.body().forEach(line -> {
            if (line.startsWith("event: ")) names.add(line.substring(7));
            if (line.startsWith("data: ")) data.add(line.substring(6));
        });

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(v -> assertThat(v).startsWith("text/event-stream"));
        assertThat(names).containsExactly("linking", "linking", "linking", "linking", "sql", "validation", "validation", "execution",
                "critic", "answer");
        JsonNode answer = Http.JSON.readTree(data.get(data.size() - 1));
        assertThat(answer.get("rows").toString()).isEqualTo("[[275]]");
        assertThat(answer.get("status").asText()).isEqualTo("answered");
        assertThat(answer.get("trace").findValuesAsText("step")).containsExactly("route", "rewrite", "link", "retrieve",
                "generate", "validate", "confidence", "execute", "critic", "explain");
        assertThat(Http.JSON.readTree(data.get(4)).get("step").asText()).isEqualTo("generate");
        assertThat(Http.JSON.readTree(data.get(4)).get("sql").asText()).isEqualTo(answer.get("sql").asText()).startsWith("SELECT");
        assertThat(Http.JSON.readTree(data.get(0)).has("sql")).isFalse();
    }

    @Test
    void should_answer_406_when_the_request_does_not_accept_an_event_stream() throws Exception {
        HttpResponse<String> response = http.post("/api/query/stream", "{\"question\": \"How many artists are there?\"}");

        assertThat(response.statusCode()).isEqualTo(406);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("NOT_ACCEPTABLE");
    }

    @Test
    void should_stop_the_statement_and_record_a_cancellation_not_a_timeout_when_the_client_closes_the_stream() throws Exception {
        HttpResponse<InputStream> response = Http.CLIENT.send(stream("a slow count of tracks"), HttpResponse.BodyHandlers.ofInputStream());
        BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8));
        String line;
        do {
            line = lines.readLine();
        } while (line != null && !line.equals("event: validation"));
        response.body().close();

        String code;
        do {
            code = chinook.failures.poll(30, TimeUnit.SECONDS);
        } while (code != null && !code.equals("CANCELLED"));
        HistoryEntry entry = chinook.history.recent(50).stream().filter(e -> e.question().equals("a slow count of tracks"))
                .findFirst().orElseThrow();
        String reason = "The question was cancelled by the client during the execute step, which stopped its statement;"
                + " nothing more was run.";
        List<TraceStep> steps = entry.trace().steps();
        assertThat(line).isEqualTo("event: validation");
        assertThat(code).isEqualTo("CANCELLED");
        assertThat(entry.status()).isEqualTo(Status.FAILED);
        assertThat(entry.reason()).isEqualTo("CANCELLED: " + reason).doesNotContain("timeout");
        assertThat(entry.attempts()).containsExactly(new Attempt(ChinookServer.SLOW_SQL, reason));
        assertThat(steps.get(steps.size() - 1).step()).isEqualTo("execute");
        assertThat(steps.get(steps.size() - 1).outcome()).isEqualTo("cancelled by the client");
        // the timeout is 60 s: a statement that only the timeout stopped would have run that long
        assertThat(steps.get(steps.size() - 1).millis()).isLessThan(30_000);
        assertThat(entry.elapsedMs()).isLessThan(30_000);
    }
}
