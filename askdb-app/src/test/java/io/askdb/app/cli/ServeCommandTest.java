package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServeCommandTest {
    private static final String KEY_A = "serve-key-a-0123456789abcdef0123";
    private static final String KEY_B = "serve-key-b-0123456789abcdef0123";

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
        int port = serve(err, "serve", "--port", "0");

        HttpResponse<String> response = post(port, null, "{\"question\": \"How many artists are there?\"}");
        JsonNode answer = new ObjectMapper().readTree(response.body());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(answer.get("rows").toString()).isEqualTo("[[275]]");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("askdb: serving chinook (");
    }

    @Test
    void should_refuse_to_start_naming_the_keys_file_and_line_when_an_attribute_is_malformed() throws Exception {
        Path keys = Files.writeString(dir.resolve("keys.txt"), "# tenants\n" + KEY_A + " customer=2\n" + KEY_B + " customer\n");

        CliRun run = CliRun.run(dir, "serve", "--port", "0", "--server-api-keys", keys.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("askdb.server.api-keys: API keys file " + keys + ", line 3: word 2 is not an attribute"
                + " NAME=VALUE").doesNotContain(KEY_B);
    }

    @Test
    void should_sum_each_key_s_own_invoices_over_the_api_and_mcp_when_keys_carry_a_customer() throws Exception {
        Path db = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        Path policy = Files.writeString(dir.resolve("policy.yaml"), "row_filters:\n  - {table: Invoice, column: CustomerId, caller: customer}\n");
        Path keys = Files.writeString(dir.resolve("keys.txt"), KEY_A + " customer=2\n" + KEY_B + " customer=4\n");
        int port = serve(new ByteArrayOutputStream(), "--db", db.toString(), "--policy-path", policy.toString(), "serve", "--port", "0",
                "--server-api-keys", keys.toString());
        String question = "{\"question\": \"What is the total of invoice totals?\"}";

        JsonNode a = new ObjectMapper().readTree(post(port, KEY_A, question).body());
        JsonNode b = new ObjectMapper().readTree(post(port, KEY_B, question).body());
        McpSyncClient mcp = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port).endpoint("/mcp")
                        .requestBuilder(HttpRequest.newBuilder().header("X-API-Key", KEY_B)).build())
                .requestTimeout(Duration.ofSeconds(30)).build();
        mcp.initialize();
        CallToolResult sql = mcp.callTool(new CallToolRequest("run_sql", Map.of("sql", "SELECT SUM(Total) FROM Invoice")));
        mcp.closeGracefully();

        assertThat(cents(a.get("rows").get(0).get(0))).isEqualTo(new BigDecimal("37.62"));
        assertThat(cents(b.get("rows").get(0).get(0))).isEqualTo(new BigDecimal("39.62"));
        JsonNode viaMcp = new ObjectMapper().readTree(((TextContent) sql.content().get(0)).text());
        assertThat(cents(viaMcp.get("rows").get(0).get(0))).isEqualTo(new BigDecimal("39.62"));
    }

    @Test
    void should_answer_on_a_sqlite_database_registered_at_runtime_when_the_configured_one_has_a_semantic_model() throws Exception {
        Path fruit = SqliteFixture.create(dir, "fruit", "CREATE TABLE Fruit (FruitId INTEGER PRIMARY KEY, Name TEXT, Price REAL);\n"
                + "INSERT INTO Fruit (Name, Price) VALUES ('apple', 1.5), ('pear', 2.0), ('plum', 0.5)");
        int port = serve(new ByteArrayOutputStream(), "serve", "--port", "0");

        HttpResponse<String> created = post(port, "/api/datasources", null, "{\"name\": \"fruit\", \"url\": \"jdbc:sqlite:" + fruit + "\"}");
        HttpResponse<String> answer = post(port, "/api/query", null, "{\"question\": \"How many fruits are there?\", \"datasource\": \"fruit\"}");
        HttpResponse<String> demo = post(port, null, "{\"question\": \"How many artists are there?\"}");

        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        assertThat(created.headers().firstValue("Location")).contains("/api/datasources/fruit");
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        assertThat(new ObjectMapper().readTree(answer.body()).get("rows").toString()).isEqualTo("[[3]]");
        assertThat(new ObjectMapper().readTree(demo.body()).get("rows").toString()).isEqualTo("[[275]]");
    }

    private static BigDecimal cents(JsonNode value) {
        return value.decimalValue().setScale(2, RoundingMode.HALF_UP);
    }

    /** Starts askdb with these arguments on a daemon thread and waits for its "serving ... on http://..." line. */
    @Test
    void should_refuse_to_start_naming_the_path_when_the_keys_file_does_not_exist() {
        Path missing = dir.resolve("keys-typo.txt");

        CliRun run = CliRun.run(dir, "serve", "--port", "0", "--server-api-keys", missing.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("askdb.server.api-keys: the keys file " + missing + " does not exist. Fix the path,"
                + " or create the file with one key per line (make a key with: openssl rand -hex 32).");
    }

    @Test
    void should_read_a_relative_value_with_a_slash_as_a_path_never_as_a_key() {
        CliRun run = CliRun.run(dir, "serve", "--port", "0", "--server-api-keys", "secrets/askdb-keys.list");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("the keys file secrets/askdb-keys.list does not exist");
        assertThat(ServerOptions.keysFile("k3y-aaaaaaaaaaaaaaaaaaaaaaaaaaaaa,k3y-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb")).isNull();
    }

    @Test
    void should_refuse_to_start_saying_the_file_holds_no_key_when_the_host_is_not_loopback() throws Exception {
        Path empty = Files.writeString(dir.resolve("ops.keys"), "# no keys yet\n\n");

        CliRun run = CliRun.run(dir, "serve", "--host", "0.0.0.0", "--port", "0", "--server-api-keys", empty.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("askdb.server.api-keys: the keys file " + empty + " holds no key, and askdb serve was"
                + " asked to listen on 0.0.0.0, which other machines can reach.").doesNotContain("no API key is set");
    }

    @Test
    void should_warn_once_and_answer_without_a_key_when_the_keys_file_is_empty_on_loopback() throws Exception {
        Path empty = Files.writeString(dir.resolve("ops.keys"), "# no keys yet\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int port = serve(err, "serve", "--port", "0", "--server-api-keys", empty.toString());
        HttpResponse<String> response = post(port, null, "{\"question\": \"How many artists are there?\"}");

        String log = err.toString(StandardCharsets.UTF_8);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(log).contains("askdb: warning: the keys file " + empty + " holds no key, so the server accepts requests"
                + " without a key (only from this machine, as it listens on 127.0.0.1).");
        assertThat(log.split("holds no key", -1)).hasSize(2);
    }

    private int serve(ByteArrayOutputStream err, String... args) throws InterruptedException {
        Map<String, String> env = new HashMap<>();
        env.put("ASKDB_DATA_DIR", dir.toString());
        env.put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        Thread serving = new Thread(() -> Main.run(args, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8), env), "serve-under-test");
        serving.setDaemon(true);
        serving.start();
        Pattern started = Pattern.compile("on http://127\\.0\\.0\\.1:(\\d+) ");
        String port = null;
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (port == null && System.nanoTime() < deadline && serving.isAlive()) {
            Matcher m = started.matcher(err.toString(StandardCharsets.UTF_8));
            if (m.find()) port = m.group(1);
            else Thread.sleep(50);
        }
        assertThat(port).as(err.toString(StandardCharsets.UTF_8)).isNotNull();
        return Integer.parseInt(port);
    }

    private static HttpResponse<String> post(int port, String key, String body) throws Exception {
        return post(port, "/api/query", key, body);
    }

    private static HttpResponse<String> post(int port, String path, String key, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Content-Type", "application/json");
        if (key != null) b.header("Authorization", "Bearer " + key);
        return HttpClient.newHttpClient().send(b.POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
