package io.askdb.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.TextToSql;
import io.askdb.execution.ExecutionLimits;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.LinkerMode;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** list_tables on an H2 database of two schemas: the schema filter, qualified patterns and the schema counts. */
class ListTablesSchemasTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    static AskdbMcpServer server;

    @BeforeAll
    static void create() throws Exception {
        String url = "jdbc:h2:" + dir.resolve("shop").toAbsolutePath();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA sales");
            s.execute("CREATE SCHEMA hr");
            s.execute("CREATE TABLE sales.orders (id INT PRIMARY KEY, total DECIMAL(10,2))");
            s.execute("CREATE TABLE sales.customers (id INT PRIMARY KEY, name VARCHAR(40))");
            s.execute("CREATE TABLE hr.staff (id INT PRIMARY KEY, name VARCHAR(40))");
        }
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(url, new Properties());
        TextToSql askdb = TextToSql.builder()
                .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES))
                .generator(new KeywordPlanner())
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(source))
                .explainer(new TemplateExplainer())
                .history(JdbcHistoryStore.openSqlite(dir.resolve("history.sqlite")))
                .limits(ExecutionLimits.DEFAULT)
                .databaseName("shop")
                .build();
        server = new AskdbMcpServer(List.of(new McpDatasource("shop", askdb, new LuceneSchemaLinker(LinkerMode.LEXICAL))), "t");
    }

    private static JsonNode list(Map<String, Object> args) throws Exception {
        var spec = server.tools().stream().filter(t -> t.tool().name().equals("list_tables")).findFirst().orElseThrow();
        return JSON.readTree(((TextContent) spec.callHandler().apply(null, new CallToolRequest("list_tables", args))
                .content().get(0)).text());
    }

    @Test
    void should_count_tables_per_schema_and_list_one_schema_when_it_is_named() throws Exception {
        JsonNode all = list(Map.of());
        JsonNode sales = list(Map.of("schema", "sales"));
        JsonNode qualified = list(Map.of("pattern", "hr.*"));

        assertThat(all.get("schemas").toString()).isEqualTo("{\"HR\":1,\"SALES\":2}");
        assertThat(all.get("total").asInt()).isEqualTo(3);
        assertThat(sales.get("tables").findValuesAsText("table")).containsExactly("SALES.CUSTOMERS", "SALES.ORDERS");
        assertThat(sales.get("total").asInt()).isEqualTo(2);
        assertThat(qualified.get("tables").findValuesAsText("table")).containsExactly("HR.STAFF");
    }
}
