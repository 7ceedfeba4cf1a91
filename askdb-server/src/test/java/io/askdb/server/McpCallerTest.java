package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.askdb.TextToSql;
import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
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
import io.askdb.policy.Caller;
import io.askdb.sql.MaskingSqlExecutor;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MCP at {@code /mcp} behind API keys that carry caller attributes, wired as askdb serve wires it
 * (the transport's context extractor hands {@link ServletMount#keyCaller} to the MCP tools), over
 * a copy of Chinook whose policy filters Invoice by CustomerId = the caller's {@code customer}.
 * The datasource's own caller (askdb serve's --caller) is customer 9, which a key's caller replaces.
 */
class McpCallerTest {
    private static final String SUM = "SELECT SUM(Total) FROM Invoice";

    @TempDir
    static Path dir;

    private static McpSyncServer mcp;
    private static AskdbServer server;
    private static final List<McpSyncClient> clients = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        Path chinook = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        JdbcHistoryStore history = JdbcHistoryStore.openSqlite(dir.resolve("history.db"));
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(chinook.toString(), new Properties());
        Catalog full = new JdbcCatalogProvider(source, CatalogOptions.DEFAULT).catalog();
        CatalogProvider once = () -> full;
        TextToSql askdb = TextToSql.builder()
                .catalogProvider(once)
                .policy(CallerKeysApiTest.POLICY)
                .generator(new KeywordPlanner())
                .guard(StandardGuard.create(CallerKeysApiTest.POLICY, once))
                .executor(new MaskingSqlExecutor(new JdbcSqlExecutor(source), CallerKeysApiTest.POLICY, once))
                .explainer(new TemplateExplainer())
                .history(history)
                .limits(new ExecutionLimits(Duration.ofSeconds(10), 1000))
                .databaseName("chinook")
                .build();
        HttpServletStreamableServerTransportProvider transport = HttpServletStreamableServerTransportProvider.builder()
                .mcpEndpoint("/mcp")
                .contextExtractor(request -> ServletMount.keyCaller(request).map(AskdbMcpServer::transportContext)
                        .orElse(McpTransportContext.EMPTY))
                .build();
        mcp = new AskdbMcpServer(List.of(new McpDatasource("chinook", askdb, new LuceneSchemaLinker(LinkerMode.LEXICAL),
                Caller.of("customer", "9"))), "0.3.0").start(transport);
        ServerSettings settings = new ServerSettings("127.0.0.1", 0, ApiKeys.parse(CallerKeysApiTest.KEY_A + " customer=2,"
                + CallerKeysApiTest.KEY_B + " customer=4," + CallerKeysApiTest.KEY_NONE), List.of(), 0, null,
                ServerSettings.DEFAULT_MAX_BODY_BYTES);
        server = AskdbServer.start(ServerSetup.builder(settings, (n, s, e) -> askdb, history, history.dataSource())
                .datasource("chinook", source)
                .configure(ServletMount.behindApiKeys(settings, "/mcp", transport))
                .build());
    }

    @AfterAll
    static void stop() {
        clients.forEach(McpSyncClient::closeGracefully);
        if (server != null) server.close();
        if (mcp != null) mcp.closeGracefully();
    }

    private static McpSyncClient client(String key) {
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + server.port())
                        .endpoint("/mcp")
                        .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + key))
                        .build())
                .clientInfo(new McpSchema.Implementation("askdb-test", "1.0"))
                .requestTimeout(Duration.ofSeconds(30))
                .build();
        clients.add(client);
        client.initialize();
        return client;
    }

    private static String text(CallToolResult r) {
        return ((TextContent) r.content().get(0)).text();
    }

    private static BigDecimal sum(McpSyncClient client) throws Exception {
        CallToolResult r = client.callTool(new CallToolRequest("run_sql", Map.of("sql", SUM)));
        assertThat(r.isError()).as(text(r)).isFalse();
        JsonNode answer = Http.JSON.readTree(text(r));
        return answer.get("rows").get(0).get(0).decimalValue().setScale(2, RoundingMode.HALF_UP);
    }

    @Test
    void should_sum_each_key_s_own_invoices_when_two_keys_run_the_same_sql_over_mcp() throws Exception {
        BigDecimal a = sum(client(CallerKeysApiTest.KEY_A));
        BigDecimal b = sum(client(CallerKeysApiTest.KEY_B));

        assertThat(a).isEqualTo(new BigDecimal("37.62"));
        assertThat(b).isEqualTo(new BigDecimal("39.62"));
    }

    @Test
    void should_ask_as_the_key_s_customer_when_the_ask_tool_is_called() throws Exception {
        CallToolResult r = client(CallerKeysApiTest.KEY_B).callTool(new CallToolRequest("ask",
                Map.of("question", "How many invoices are there per customer?")));

        assertThat(Http.JSON.readTree(text(r)).get("rows").get(0).toString()).isEqualTo("[\"Bjørn\",\"Hansen\",7]");
    }

    @Test
    void should_refuse_with_the_guard_s_reason_when_the_key_has_no_customer() throws Exception {
        CallToolResult r = client(CallerKeysApiTest.KEY_NONE).callTool(new CallToolRequest("run_sql", Map.of("sql", SUM)));

        assertThat(r.isError()).isTrue();
        assertThat(text(r)).startsWith("askdb's guard refused the SQL and nothing ran: Table Invoice is filtered to the caller's"
                + " rows by this database's access policy, but the request has no 'customer' caller attribute;");
    }

    @Test
    void should_list_only_the_key_s_own_questions_when_the_history_tool_is_called() throws Exception {
        McpSyncClient a = client(CallerKeysApiTest.KEY_A);
        McpSyncClient none = client(CallerKeysApiTest.KEY_NONE);
        a.callTool(new CallToolRequest("ask", Map.of("question", "How many genres are there?")));
        none.callTool(new CallToolRequest("ask", Map.of("question", "How many media types are there?")));

        List<String> seenByA = Http.JSON.readTree(text(a.callTool(new CallToolRequest("history", Map.of("limit", 200)))))
                .findValuesAsText("question");
        List<String> seenByNone = Http.JSON.readTree(text(none.callTool(new CallToolRequest("history", Map.of("limit", 200)))))
                .findValuesAsText("question");

        assertThat(seenByA).contains("How many genres are there?").doesNotContain("How many media types are there?");
        assertThat(seenByNone).contains("How many media types are there?").doesNotContain("How many genres are there?");
    }
}
