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
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Case N09 (shared/cases/public-reports-2.md): list_tables and the schema resource on a SQLite
 * database of 2,000 filler tables of 20 text columns (C10's generator) plus C10's customers and
 * orders, through the tools and resources as the SDK calls them, with the default budget of
 * 60,000 characters.
 */
class WideCatalogPagingTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int BUDGET = AskdbMcpServer.DEFAULT_MAX_OUTPUT_CHARS;

    @TempDir
    static Path dir;

    static McpDatasource wide;
    static AskdbMcpServer server;
    static List<String> allTables = new ArrayList<>();

    @BeforeAll
    static void create() throws Exception {
        Path file = dir.resolve("wide2.sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            StringBuilder columns = new StringBuilder();
            for (int j = 1; j <= 20; j++) columns.append(", attr_").append(j).append("_measurement_value_text TEXT");
            for (int i = 1; i <= 2000; i++) {
                s.execute(String.format("CREATE TABLE filler_table_%04d (id INTEGER PRIMARY KEY%s)", i, columns));
            }
            s.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL)");
            s.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),"
                    + " total REAL NOT NULL)");
            s.execute("INSERT INTO customers VALUES (1,'Ana Tor','Lisbon'),(2,'Ben Ode','Porto')");
            s.execute("INSERT INTO orders VALUES (1,1,30.0),(2,1,20.0),(3,2,50.0)");
            c.commit();
        }
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(file.toString(), new Properties());
        TextToSql askdb = TextToSql.builder()
                .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES))
                .generator(new KeywordPlanner())
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(source))
                .explainer(new TemplateExplainer())
                .history(JdbcHistoryStore.openSqlite(dir.resolve("history.sqlite")))
                .limits(ExecutionLimits.DEFAULT)
                .databaseName("wide2")
                .build();
        wide = new McpDatasource("wide2", askdb, new LuceneSchemaLinker(LinkerMode.LEXICAL));
        server = new AskdbMcpServer(List.of(wide), "0.3.0-test");
        askdb.catalog().tables().forEach(t -> allTables.add(t.id().name()));
    }

    static CallToolResult call(AskdbMcpServer on, String tool, Map<String, Object> args) {
        return on.tools().stream().filter(t -> t.tool().name().equals(tool)).findFirst().orElseThrow()
                .callHandler().apply(null, new CallToolRequest(tool, args));
    }

    static String text(CallToolResult r) {
        return ((TextContent) r.content().get(0)).text();
    }

    @Test
    void should_return_one_page_under_the_budget_with_the_total_and_a_cursor_when_2002_tables_are_listed() throws Exception {
        CallToolResult r = call(server, "list_tables", Map.of());

        assertThat(r.isError()).isFalse();
        assertThat(text(r).length()).isLessThanOrEqualTo(BUDGET).isGreaterThan(BUDGET / 2);
        JsonNode page = JSON.readTree(text(r));
        assertThat(page.get("total").asInt()).isEqualTo(2002);
        assertThat(page.get("truncated").asBoolean()).isTrue();
        int shown = page.get("tables").size();
        assertThat(page.get("next_cursor").asText()).isEqualTo(Integer.toString(shown));
        assertThat(page.get("note").asText()).isEqualTo("Showing tables 1-" + shown + " of 2002; " + (2002 - shown)
                + " more: call list_tables with cursor \"" + shown + "\" for the next page, or narrow the list with pattern.");
        assertThat(page.get("tables").get(0).get("table").asText()).isEqualTo("customers");
    }

    @Test
    void should_return_every_table_exactly_once_when_the_cursors_are_followed() throws Exception {
        List<String> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            Map<String, Object> args = cursor == null ? Map.of() : Map.of("cursor", cursor);
            String text = text(call(server, "list_tables", args));
            assertThat(text.length()).isLessThanOrEqualTo(BUDGET);
            JsonNode page = JSON.readTree(text);
            assertThat(page.get("total").asInt()).isEqualTo(2002);
            page.get("tables").forEach(t -> seen.add(t.get("table").asText()));
            cursor = page.hasNonNull("next_cursor") ? page.get("next_cursor").asText() : null;
            pages++;
        } while (cursor != null && pages < 100);

        assertThat(pages).isEqualTo(3);
        assertThat(seen).hasSize(2002).doesNotHaveDuplicates().containsExactlyElementsOf(allTables);
    }

    @Test
    void should_keep_to_a_smaller_budget_and_the_limit_when_the_server_sets_one() throws Exception {
        AskdbMcpServer small = new AskdbMcpServer(List.of(wide), "0.3.0-test", 5_000);

        String text = text(call(small, "list_tables", Map.of("pattern", "filler*")));
        JsonNode limited = JSON.readTree(text(call(small, "list_tables", Map.of("limit", 5))));

        assertThat(text.length()).isLessThanOrEqualTo(5_000);
        assertThat(JSON.readTree(text).get("total").asInt()).isEqualTo(2000);
        assertThat(limited.get("tables").findValuesAsText("table"))
                .containsExactly("customers", "filler_table_0001", "filler_table_0002", "filler_table_0003", "filler_table_0004");
        assertThat(limited.get("next_cursor").asText()).isEqualTo("5");
    }

    @Test
    void should_list_only_matching_tables_when_a_pattern_is_given() throws Exception {
        JsonNode orders = JSON.readTree(text(call(server, "list_tables", Map.of("pattern", "ORDERS"))));
        JsonNode nineteen = JSON.readTree(text(call(server, "list_tables", Map.of("pattern", "filler_table_19??"))));
        JsonNode containing = JSON.readTree(text(call(server, "list_tables", Map.of("pattern", "stom"))));

        assertThat(orders.get("tables").findValuesAsText("table")).containsExactly("orders");
        assertThat(orders.get("total").asInt()).isEqualTo(1);
        assertThat(orders.get("truncated").asBoolean()).isFalse();
        assertThat(orders.has("next_cursor")).isFalse();
        assertThat(nineteen.get("total").asInt()).isEqualTo(100);
        assertThat(nineteen.get("tables").get(99).get("table").asText()).isEqualTo("filler_table_1999");
        assertThat(containing.get("tables").findValuesAsText("table")).containsExactly("customers");
    }

    @Test
    void should_say_what_a_cursor_is_when_it_is_not_one() {
        CallToolResult r = call(server, "list_tables", Map.of("cursor", "abc"));

        assertThat(r.isError()).isTrue();
        assertThat(text(r)).isEqualTo("list_tables: the cursor must be the next_cursor of an earlier page (a number such as"
                + " \"120\"), was 'abc'. Leave cursor out for the first page.");
    }

    @Test
    void should_page_the_schema_resource_under_the_budget_and_reach_every_table_once_when_its_next_uris_are_read() {
        SyncResourceTemplateSpecification template = server.resourceTemplates().get(0);
        assertThat(template.resourceTemplate().uriTemplate()).isEqualTo("askdb://schema/wide2{?pattern,schema,cursor}");
        String first = ((TextResourceContents) server.resources().get(0).readHandler()
                .apply(null, new ReadResourceRequest("askdb://schema/wide2")).contents().get(0)).text();
        assertThat(first).startsWith("# wide2 (sqlite)\n\n2002 tables and views.").contains(" of 2002 tables shown. Read askdb://schema/wide2?cursor=");

        Map<String, Integer> sections = new HashMap<>();
        String text = first;
        int pages = 1;
        Pattern next = Pattern.compile("Read (askdb://schema/wide2\\?cursor=\\d+) for the next");
        while (true) {
            assertThat(text.length()).isLessThanOrEqualTo(BUDGET);
            Matcher m = Pattern.compile("\n## (\\S+)").matcher(text);
            while (m.find()) sections.merge(m.group(1), 1, Integer::sum);
            Matcher n = next.matcher(text);
            if (!n.find() || pages > 200) break;
            text = ((TextResourceContents) template.readHandler().apply(null, new ReadResourceRequest(n.group(1)))
                    .contents().get(0)).text();
            pages++;
        }
        assertThat(sections.keySet()).containsExactlyInAnyOrderElementsOf(new HashSet<>(allTables));
        assertThat(sections.values()).containsOnly(1);
        assertThat(text).contains(" of 2002 tables shown.").doesNotContain("for the next");
    }

    @Test
    void should_describe_several_tables_in_one_result_when_tables_are_named() throws Exception {
        CallToolResult r = call(server, "describe_table", Map.of("tables", List.of("orders", "CUSTOMERS", "singer")));

        JsonNode found = JSON.readTree(text(r));
        assertThat(r.isError()).isFalse();
        assertThat(found.get("tables").findValuesAsText("table")).containsExactly("orders", "customers");
        assertThat(found.get("tables").get(0).get("foreign_keys").get(0).get("references_table").asText()).isEqualTo("customers");
        assertThat(found.get("not_found").get(0).asText()).isEqualTo("singer");
        assertThat(found.get("note").asText()).isEqualTo("Described 2 of 3 tables. No table or view is named [singer];"
                + " call list_tables or search_schema for the names.");
    }

    @Test
    void should_name_the_tables_left_out_when_several_do_not_fit_the_budget() throws Exception {
        List<String> hundred = allTables.subList(1, 101);

        String text = text(call(server, "describe_table", Map.of("tables", hundred)));

        JsonNode found = JSON.readTree(text);
        assertThat(text.length()).isLessThanOrEqualTo(BUDGET);
        int described = found.get("tables").size();
        assertThat(described).isBetween(10, 99);
        assertThat(found.get("omitted")).hasSize(100 - described);
        assertThat(found.get("omitted").get(0).asText()).isEqualTo(hundred.get(described));
        assertThat(found.get("note").asText()).isEqualTo("Described " + described + " of 100 tables. Left out to keep the"
                + " result short: the " + (100 - described) + " tables in 'omitted'; call describe_table again with tables set to those.");
    }

    @Test
    void should_keep_the_first_columns_and_the_column_count_when_one_table_is_larger_than_the_budget() throws Exception {
        AskdbMcpServer small = new AskdbMcpServer(List.of(wide), "0.3.0-test", 2_000);

        String text = text(call(small, "describe_table", Map.of("table", "filler_table_0001")));

        JsonNode table = JSON.readTree(text);
        assertThat(text.length()).isLessThanOrEqualTo(2_000);
        assertThat(table.get("column_count").asInt()).isEqualTo(21);
        assertThat(table.get("columns").size()).isBetween(1, 20);
        assertThat(table.get("columns").get(0).get("name").asText()).isEqualTo("id");
    }
}
