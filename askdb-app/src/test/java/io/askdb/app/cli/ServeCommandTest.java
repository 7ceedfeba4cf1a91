package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServeCommandTest {
    @TempDir
    Path dir;

    @Test
    void should_refuse_to_start_with_exit_code_2_when_the_host_is_not_loopback_and_no_key_is_set() {
        CliRun run = CliRun.run(dir, "serve", "--host", "0.0.0.0", "--port", "0");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("askdb serve was asked to listen on 0.0.0.0, which other machines can reach, but no"
                + " API key is set.");
    }

    @Test
    void should_report_every_bad_server_setting_at_once() {
        CliRun run = CliRun.run(dir, Map.of("ASKDB_SERVER_RATE_LIMIT", "lots"), "serve", "--port", "99999");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("askdb.server.port must be a whole number from 0 to 65535")
                .contains("askdb.server.rate-limit must be a whole number from 0 to 100000");
    }

    @Test
    void should_exit_with_code_2_naming_the_port_when_another_program_holds_it() throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            CliRun run = CliRun.run(dir, "serve", "--port", Integer.toString(taken.getLocalPort()));

            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err()).contains("askdb serve could not listen on 127.0.0.1:" + taken.getLocalPort())
                    .contains("Choose another port with --port");
        }
    }

    @Test
    void should_answer_a_question_over_http_when_serving_the_demo_database() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Map<String, String> env = new HashMap<>();
        env.put("ASKDB_DATA_DIR", dir.toString());
        env.put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        Thread serving = new Thread(() -> Main.run(new String[] {"serve", "--port", "0"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8), env), "serve-under-test");
        serving.setDaemon(true);
        serving.start();
        Pattern started = Pattern.compile("on http://127\\.0\\.0\\.1:(\\d+) ");
        Matcher m = started.matcher("");
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (!m.find() && System.nanoTime() < deadline && serving.isAlive()) {
            Thread.sleep(50);
            m = started.matcher(err.toString(StandardCharsets.UTF_8));
        }

        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + m.group(1) + "/api/query"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"question\": \"How many artists are there?\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode answer = new ObjectMapper().readTree(response.body());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(answer.get("rows").toString()).isEqualTo("[[275]]");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("askdb: serving chinook (");
    }
}
