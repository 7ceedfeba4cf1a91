package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.askdb.TextToSql;
import io.askdb.execution.ExecutionLimits;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.LinkerMode;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.mcp.AskdbMcpServer;
import io.askdb.mcp.McpDatasource;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * askdb's MCP server over the streamable HTTP transport at {@code /mcp} of a running server with
 * API keys, called by the MCP SDK's own HTTP client.
 */
class McpHttpTest {
    private static final String KEY = "mcp-test-key-0123456789abcdef";

    @TempDir
    static Path dir;

    private static Path chinook;
    private static McpSyncServer mcp;
    private static AskdbServer server;
    private static McpSyncClient client;
    private static McpSchema.InitializeResult init;

    @BeforeAll
    static void start() throws Exception {
        chinook = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        JdbcHistoryStore history = JdbcHistoryStore.openSqlite(dir.resolve("history.db"));
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(chinook.toString(), new Properties());
        TextToSql askdb = TextToSql.builder()
                .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT))
                .generator(new KeywordPlanner())
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(source))
                .explainer(new TemplateExplainer())
                .history(history)
                .limits(new ExecutionLimits(Duration.ofSeconds(10), 1000))
                .databaseName("chinook")
                .build();
        HttpServletStreamableServerTransportProvider transport = HttpServletStreamableServerTransportProvider.builder()
                .mcpEndpoint("/mcp").build();
        mcp = new AskdbMcpServer(List.of(new McpDatasource("chinook", askdb, new LuceneSchemaLinker(LinkerMode.LEXICAL))),
                "0.2.0").start(transport);
        ServerSettings settings = new ServerSettings("127.0.0.1", 0, ApiKeys.parse(KEY), List.of(), 0, null,
                ServerSettings.DEFAULT_MAX_BODY_BYTES);
        server = AskdbServer.start(ServerSetup.builder(settings, (n, s, e) -> askdb, history, history.dataSource())
                .datasource("chinook", source)
                .configure(ServletMount.behindApiKeys(settings, "/mcp", transport))
                .build());
        client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + server.port())
                        .endpoint("/mcp")
                        .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + KEY))
                        .build())
                .clientInfo(new McpSchema.Implementation("askdb-test", "1.0"))
                .requestTimeout(Duration.ofSeconds(30))
                .build();
        init = client.initialize();
    }

    @AfterAll
    static void stop() {
        if (client != null) client.closeGracefully();
        if (server != null) server.close();
        if (mcp != null) mcp.closeGracefully();
    }

    @Test
    void should_introduce_askdb_and_list_its_six_tools_when_initialized_over_http() {
        assertThat(init.serverInfo().name()).isEqualTo("askdb");
        assertThat(init.serverInfo().version()).isEqualTo("0.2.0");
        assertThat(client.listTools().tools()).extracting(McpSchema.Tool::name)
                .containsExactly("ask", "run_sql", "list_tables", "describe_table", "search_schema", "history");
    }

    @Test
    void should_answer_275_when_asked_how_many_artists_over_http() throws Exception {
        CallToolResult r = client.callTool(new CallToolRequest("ask", Map.of("question", "How many artists are there?")));

        JsonNode answer = Http.JSON.readTree(((TextContent) r.content().get(0)).text());
        assertThat(r.isError()).isFalse();
        assertThat(answer.get("status").asText()).isEqualTo("answered");
        assertThat(answer.get("rows").get(0).get(0).asLong()).isEqualTo(275);
    }

    @Test
    void should_return_an_error_result_and_keep_every_artist_when_run_sql_deletes() throws Exception {
        CallToolResult r = client.callTool(new CallToolRequest("run_sql", Map.of("sql", "DELETE FROM Artist")));

        assertThat(r.isError()).isTrue();
        assertThat(((TextContent) r.content().get(0)).text()).contains("refused");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + chinook);
             ResultSet rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM Artist")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(275);
        }
    }

    @Test
    void should_answer_401_when_mcp_is_called_without_an_api_key() throws Exception {
        HttpResponse<String> response = Http.CLIENT.send(HttpRequest.newBuilder(
                        java.net.URI.create("http://127.0.0.1:" + server.port() + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}")).build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.headers().firstValue("WWW-Authenticate")).contains("Bearer realm=\"askdb\"");
        assertThat(Http.json(response).get("code").asText()).isEqualTo("UNAUTHORIZED");
    }

    private static HttpResponse<String> mcpPost(String contentType, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.port() + "/mcp"))
                .header("Content-Type", contentType).header("Accept", "application/json, text/event-stream")
                .header("Authorization", "Bearer " + KEY)
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}"));
        if (headers.length > 0) b.headers(headers);
        return Http.CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void should_answer_415_when_mcp_is_posted_as_text_plain() throws Exception {
        HttpResponse<String> response = mcpPost("text/plain");

        assertThat(response.statusCode()).isEqualTo(415);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("UNSUPPORTED_MEDIA_TYPE");
    }

    @Test
    void should_answer_403_when_mcp_is_called_from_a_foreign_origin() throws Exception {
        HttpResponse<String> response = mcpPost("application/json", "Origin", "https://evil.example");

        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("FORBIDDEN_ORIGIN");
    }
}
