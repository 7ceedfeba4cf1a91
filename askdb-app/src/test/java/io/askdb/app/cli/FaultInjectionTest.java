package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fault-injection suite: a local OpenAI-compatible mock server that times out, rate-limits,
 * errors, drops the connection and truncates; askdb asks a Chinook question through the real CLI
 * entry point with the model's retry backoff kept tiny (--llm-retry-delay 20 ms). Each case checks
 * the calls the server counted, the time taken, the exit code, the message and the history row.
 */
class FaultInjectionTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String QUESTION = "How many customers are there?";
    private static final String COUNT = "SELECT COUNT(*) FROM Customer";

    @TempDir
    Path dir;
    MockOpenAi llm;
    Path chinook;

    @BeforeEach
    void start() throws Exception {
        llm = new MockOpenAi();
        chinook = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
    }

    @AfterEach
    void stop() throws Exception {
        llm.close();
    }

    @Test
    void should_honour_retry_after_and_answer_when_the_model_rate_limits_once() throws Exception {
        llm.server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "1")
                .body("{\"error\":{\"message\":\"Rate limit reached for gpt-4o-mini\"}}").build());
        llm.replySql(COUNT);
        Timed t = ask(llm.env());
        assertThat(t.run.exitCode()).as(t.run.err()).isZero();
        assertThat(JSON.readTree(t.run.out()).get("rows").get(0).get(0).asInt()).isEqualTo(59);
        assertThat(llm.server.getRequestCount()).isEqualTo(2);
        assertThat(t.millis).isBetween(1_000L, 10_000L);
        assertThat(lastHistory().get("status").asText()).isEqualTo("answered");
    }

    @Test
    void should_exit_1_with_model_unavailable_and_record_it_when_the_server_errors_three_times() throws Exception {
        for (int code : new int[] {500, 503, 500}) {
            llm.server.enqueue(new MockResponse.Builder().code(code).body("{\"error\":{\"message\":\"The server had an error\"}}").build());
        }
        Timed t = ask(llm.env());
        assertThat(t.run.exitCode()).isEqualTo(1);
        assertThat(t.run.err()).startsWith("askdb: Model openai/gpt-4o-mini failed: the provider reported a server error (temporary)."
                + " askdb called it 3 times in ").contains("This is usually temporary: ask again in a moment.");
        assertThat(llm.server.getRequestCount()).isEqualTo(3);
        JsonNode h = lastHistory();
        assertThat(h.get("status").asText()).isEqualTo("failed");
        assertThat(h.get("reason").asText()).startsWith("MODEL_UNAVAILABLE: Model openai/gpt-4o-mini failed: the provider reported a server error");
        assertThat(JSON.readTree(t.run.out()).get("history_id").asLong()).isEqualTo(h.get("id").asLong());
    }

    @Test
    void should_exit_1_after_three_attempts_when_the_model_does_not_answer_in_time() throws Exception {
        for (int i = 0; i < 3; i++) llm.server.enqueue(new MockResponse.Builder().headersDelay(2, TimeUnit.SECONDS).body("{}").build());
        Timed t = ask(with(llm.env(), "ASKDB_LLM_TIMEOUT", "1"));
        assertThat(t.run.exitCode()).isEqualTo(1);
        assertThat(t.run.err()).contains("the model did not answer in time (temporary). askdb called it 3 times");
        assertThat(llm.server.getRequestCount()).isEqualTo(3);
        assertThat(t.millis).isBetween(3_000L, 12_000L);
        assertThat(lastHistory().get("reason").asText()).contains("did not answer in time");
    }

    @Test
    void should_retry_and_answer_when_the_server_closes_the_connection_once() throws Exception {
        llm.server.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
        llm.replySql(COUNT);
        Timed t = ask(llm.env());
        assertThat(t.run.exitCode()).as(t.run.err()).isZero();
        assertThat(llm.server.getRequestCount()).isEqualTo(2);
        assertThat(lastHistory().get("status").asText()).isEqualTo("answered");
    }

    @Test
    void should_exit_1_after_three_attempts_when_nothing_listens_on_the_base_url() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = s.getLocalPort();
        }
        Timed t = ask(with(llm.env(), "ASKDB_LLM_BASE_URL", "http://127.0.0.1:" + port + "/v1"));
        assertThat(t.run.exitCode()).isEqualTo(1);
        assertThat(t.run.err()).contains("failed: the model could not be reached. askdb called it 3 times");
        assertThat(lastHistory().get("reason").asText()).startsWith("MODEL_UNAVAILABLE: ");
    }

    @Test
    void should_re_ask_once_and_answer_when_the_structured_reply_is_cut_off() throws Exception {
        llm.replyText("{\"sql\":\"SELECT COUNT(*) FROM Cust");
        llm.replySql(COUNT);
        Timed t = ask(llm.env());
        assertThat(t.run.exitCode()).as(t.run.err()).isZero();
        assertThat(JSON.readTree(t.run.out()).get("model_calls").asInt()).isEqualTo(2);
        assertThat(llm.server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void should_exit_1_and_record_it_when_the_structured_reply_is_malformed_twice() throws Exception {
        llm.replyText("{\"query\":\"SELECT 1\",\"reasoning\":\"r\"}");
        llm.replyText("{\"sql\":\"SELECT COUNT(*) FR");
        Timed t = ask(llm.env());
        assertThat(t.run.exitCode()).isEqualTo(1);
        assertThat(t.run.err()).isEqualTo("askdb: Model openai/gpt-4o-mini failed: its reply was JSON cut off mid-way (26 characters),"
                + " also when asked again. askdb reads only the JSON object it asked for. Ask again; if it keeps happening, use a model"
                + " that supports structured output, or raise its output token limit.\n");
        assertThat(llm.server.getRequestCount()).isEqualTo(2);
        assertThat(lastHistory().get("reason").asText()).startsWith("MODEL_UNAVAILABLE: Model openai/gpt-4o-mini failed: its reply was JSON cut off");
    }

    @Test
    void should_exit_2_and_record_it_when_the_question_is_over_2000_characters() throws Exception {
        CliRun run = CliRun.run(dir, llm.env(), "--db", chinook.toString(), "ask", "x".repeat(2001));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("askdb: The question is 2001 characters long; the limit is 2000. Shorten it.\n");
        assertThat(llm.server.getRequestCount()).isZero();
        assertThat(lastHistory().get("reason").asText()).isEqualTo("BAD_INPUT: The question is 2001 characters long; the limit is 2000. Shorten it.");
    }

    @Test
    void should_exit_1_and_record_it_when_the_database_is_down_at_start() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = s.getLocalPort();
        }
        CliRun run = CliRun.run(dir, Map.of(), "--db", "jdbc:postgresql://127.0.0.1:" + port + "/shop", "ask", QUESTION);
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("askdb: Could not use ").contains("Connection to 127.0.0.1:" + port + " refused")
                .endsWith("Check that the database is running and reachable, and that --db and the credentials are right.\n");
        assertThat(lastHistory().get("reason").asText()).startsWith("DATABASE_UNAVAILABLE: ");
    }

    @Test
    void should_still_print_the_answer_when_the_history_store_cannot_be_written() throws Exception {
        Path notAFile = Files.createDirectory(dir.resolve("history-is-a-folder"));
        CliRun run = CliRun.run(dir, Map.of(), "--db", chinook.toString(), "--history-path", notAFile.toString(), "ask", "--json", QUESTION);
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("rows").get(0).get(0).asInt()).isEqualTo(59);
        assertThat(answer.get("history_id").asLong()).isZero();
    }

    @Test
    void should_mark_the_answer_truncated_when_the_result_passes_the_byte_cap() throws Exception {
        CliRun run = CliRun.run(dir, Map.of(), "--db", chinook.toString(), "--max-result-bytes", "1024", "sql", "--json",
                "SELECT Name FROM Track ORDER BY TrackId");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("truncated").asBoolean()).isTrue();
        assertThat(answer.get("row_count").asInt()).isBetween(10, 60);
    }

    private Timed ask(Map<String, String> env) {
        long started = System.nanoTime();
        CliRun run = CliRun.run(dir, with(env, "ASKDB_LLM_RETRY_DELAY", "20"), "--db", chinook.toString(), "ask", "--json", QUESTION);
        return new Timed(run, (System.nanoTime() - started) / 1_000_000);
    }

    private JsonNode lastHistory() throws Exception {
        CliRun history = CliRun.run(dir, "history", "--json");
        JsonNode entries = JSON.readTree(history.out());
        return entries.get(0);
    }

    private static Map<String, String> with(Map<String, String> env, String key, String value) {
        Map<String, String> m = new java.util.HashMap<>(env);
        m.put(key, value);
        return m;
    }

    private record Timed(CliRun run, long millis) {
    }

}
