package io.askdb.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.TextToSql;
import io.askdb.execution.ExecutionLimits;
import io.askdb.history.HistoryStore;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.LinkerMode;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.policy.Caller;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code history} tool of MCP sessions that share one history store: two databases (two copies
 * of Chinook, "chinook" and "hr") and three callers (tenant=1, tenant=2, anonymous). Each session
 * lists only its own database's questions asked by its own caller.
 */
class McpHistoryScopeTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    static HistoryStore store;
    static AskdbMcpServer chinookTenant1;
    static AskdbMcpServer chinookTenant2;
    static AskdbMcpServer chinookAnonymous;
    static AskdbMcpServer hrTenant1;

    @BeforeAll
    static void open() throws Exception {
        store = JdbcHistoryStore.openSqlite(dir.resolve("history.sqlite"));
        TextToSql chinook = askdb("chinook");
        TextToSql hr = askdb("hr");
        chinookTenant1 = server("chinook", chinook, Caller.of("tenant", "1").identified("caller:tenant=1"));
        chinookTenant2 = server("chinook", chinook, Caller.of("tenant", "2").identified("caller:tenant=2"));
        chinookAnonymous = server("chinook", chinook, Caller.ANONYMOUS);
        hrTenant1 = server("hr", hr, Caller.of("tenant", "1").identified("caller:tenant=1"));
        run(chinookTenant1, "SELECT Name FROM Artist WHERE ArtistId = 1");
        run(chinookTenant2, "SELECT Name FROM Genre WHERE GenreId = 2");
        run(chinookAnonymous, "SELECT Name FROM MediaType WHERE MediaTypeId = 3");
        run(hrTenant1, "SELECT Title FROM Album WHERE AlbumId = 4");
    }

    private static TextToSql askdb(String name) throws Exception {
        Path file = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve(name + ".sqlite"));
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(file.toString(), new Properties());
        return TextToSql.builder()
                .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT))
                .generator(new KeywordPlanner())
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(source))
                .explainer(new TemplateExplainer())
                .history(store)
                .limits(ExecutionLimits.DEFAULT)
                .databaseName(name)
                .build();
    }

    private static AskdbMcpServer server(String name, TextToSql askdb, Caller caller) {
        return new AskdbMcpServer(List.of(new McpDatasource(name, askdb, new LuceneSchemaLinker(LinkerMode.LEXICAL), caller)),
                "0.5.0-test");
    }

    private static CallToolResult call(AskdbMcpServer server, String tool, Map<String, Object> args) {
        SyncToolSpecification spec = server.tools().stream().filter(t -> t.tool().name().equals(tool)).findFirst().orElseThrow();
        return spec.callHandler().apply(null, new CallToolRequest(tool, args));
    }

    private static void run(AskdbMcpServer server, String sql) {
        assertThat(call(server, "run_sql", Map.of("sql", sql)).isError()).isFalse();
    }

    private static List<String> historySql(AskdbMcpServer server) throws Exception {
        CallToolResult r = call(server, "history", Map.of("limit", 200));
        JsonNode entries = JSON.readTree(((TextContent) r.content().get(0)).text());
        List<String> sql = new ArrayList<>();
        entries.forEach(e -> sql.add(e.get("sql").asText()));
        return sql;
    }

    @Test
    void should_list_only_the_callers_own_questions_when_two_tenants_share_a_database() throws Exception {
        assertThat(historySql(chinookTenant1)).containsExactly("SELECT Name FROM Artist WHERE ArtistId = 1");
        assertThat(historySql(chinookTenant2)).containsExactly("SELECT Name FROM Genre WHERE GenreId = 2");
    }

    @Test
    void should_list_only_questions_recorded_without_a_caller_when_the_session_has_none() throws Exception {
        assertThat(historySql(chinookAnonymous)).containsExactly("SELECT Name FROM MediaType WHERE MediaTypeId = 3");
    }

    @Test
    void should_list_only_this_databases_questions_when_one_caller_uses_two_databases() throws Exception {
        assertThat(historySql(hrTenant1)).containsExactly("SELECT Title FROM Album WHERE AlbumId = 4");
        assertThat(store.recent(200)).hasSize(4);
    }
}
