package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An MCP client from the official SDK starts {@code askdb mcp} as a real subprocess (see
 * {@link McpLaunch}) on a copy of Chinook, with the offline planner, and calls every tool and
 * the schema resource over stdio.
 */
class McpStdioTest {
    @TempDir
    static Path dir;

    static Path db;
    static McpSyncClient client;
    static McpSchema.InitializeResult init;

    @BeforeAll
    static void start() throws Exception {
        db = McpLaunch.chinookCopy(dir);
        ServerParameters server = ServerParameters.builder(McpLaunch.java())
                .args(McpLaunch.args("mcp", "--db", db.toString()))
                .env(McpLaunch.env(dir))
                .build();
        StdioClientTransport transport = new StdioClientTransport(server, McpJsonDefaults.getMapper());
        client = McpClient.sync(transport)
                .clientInfo(new McpSchema.Implementation("askdb-test", "1.0"))
                .initializationTimeout(Duration.ofSeconds(60))
                .requestTimeout(Duration.ofSeconds(60))
                .build();
        init = client.initialize();
    }

    @AfterAll
    static void stop() {
        if (client != null) client.closeGracefully();
    }

    static CallToolResult call(String tool, Map<String, Object> args) {
        return client.callTool(new CallToolRequest(tool, args));
    }

    static String text(CallToolResult r, int i) {
        return ((TextContent) r.content().get(i)).text();
    }

    static JsonNode json(CallToolResult r, int i) throws Exception {
        return Json.MAPPER.readTree(text(r, i));
    }

    @Test
    void should_introduce_askdb_with_tools_and_resources_when_initialized() {
        assertThat(init.serverInfo().name()).isEqualTo("askdb");
        assertThat(init.serverInfo().version()).isEqualTo("0.1.0");
        assertThat(init.capabilities().tools()).isNotNull();
        assertThat(init.capabilities().resources()).isNotNull();
        assertThat(init.instructions()).contains("[chinook]");
    }

    @Test
    void should_list_six_tools_with_their_input_schemas() {
        List<McpSchema.Tool> tools = client.listTools().tools();
        assertThat(tools).extracting(McpSchema.Tool::name)
                .containsExactly("ask", "run_sql", "list_tables", "describe_table", "search_schema", "history");
        McpSchema.Tool ask = tools.get(0);
        assertThat(ask.inputSchema().get("required")).isEqualTo(List.of("question"));
        Map<?, ?> properties = (Map<?, ?>) ask.inputSchema().get("properties");
        assertThat(properties.keySet().stream().map(String::valueOf).toList())
                .containsExactlyInAnyOrder("question", "conversation_id", "datasource");
        assertThat(ask.description()).startsWith("Answer a question about the data in plain language.");
    }

    @Test
    void should_answer_275_when_asked_how_many_artists() throws Exception {
        CallToolResult r = call("ask", Map.of("question", "How many artists are there?"));
        assertThat(r.isError()).isFalse();
        JsonNode answer = json(r, 0);
        assertThat(answer.get("status").asText()).isEqualTo("answered");
        assertThat(answer.get("rows").get(0).get(0).asLong()).isEqualTo(275);
        assertThat(answer.get("row_count").asInt()).isEqualTo(1);
        assertThat(answer.get("answer").asText()).contains("275");
    }

    @Test
    void should_refuse_delete_and_leave_every_artist_when_run_sql_writes() throws Exception {
        CallToolResult r = call("run_sql", Map.of("sql", "DELETE FROM Artist"));
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).startsWith("askdb's guard refused the SQL and nothing ran: ");
        assertThat(json(r, 1).get("status").asText()).isEqualTo("refused");
        JsonNode count = json(call("run_sql", Map.of("sql", "SELECT COUNT(*) AS n FROM Artist")), 0);
        assertThat(count.get("rows").get(0).get(0).asLong()).isEqualTo(275);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
             ResultSet rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM Artist")) {
            rs.next();
            assertThat(rs.getLong(1)).isEqualTo(275);
        }
    }

    @Test
    void should_list_tables_and_describe_one() throws Exception {
        JsonNode listing = json(call("list_tables", Map.of()), 0);
        assertThat(listing.get("tables")).hasSize(11);
        assertThat(listing.get("dialect").asText()).isEqualTo("sqlite");
        JsonNode track = json(call("describe_table", Map.of("table", "Track")), 0);
        assertThat(track.get("columns").findValuesAsText("name")).containsExactly("TrackId", "Name", "AlbumId",
                "MediaTypeId", "GenreId", "Composer", "Milliseconds", "Bytes", "UnitPrice");
        assertThat(track.get("foreign_keys").findValuesAsText("references_table"))
                .containsExactlyInAnyOrder("Album", "Genre", "MediaType");
    }

    @Test
    void should_return_an_error_result_when_the_table_is_unknown() {
        CallToolResult r = call("describe_table", Map.of("table", "Singer"));
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).startsWith("describe_table: there is no table or view named 'Singer'.");
    }

    @Test
    void should_find_the_invoice_tables_when_searching_for_invoice() throws Exception {
        JsonNode found = json(call("search_schema", Map.of("keyword", "invoice")), 0);
        assertThat(found.get("tables").findValuesAsText("table").subList(0, 2))
                .containsExactlyInAnyOrder("Invoice", "InvoiceLine");
    }

    @Test
    void should_show_the_latest_statement_when_history_is_called() throws Exception {
        call("run_sql", Map.of("sql", "SELECT COUNT(*) FROM Genre"));
        JsonNode recent = json(call("history", Map.of("limit", 1)), 0);
        assertThat(recent).hasSize(1);
        assertThat(recent.get(0).get("question").asText()).isEqualTo("SELECT COUNT(*) FROM Genre");
        assertThat(recent.get(0).get("generator").asText()).isEqualTo("user");
    }

    @Test
    void should_read_the_schema_overview_when_the_resource_is_read() {
        List<McpSchema.Resource> resources = client.listResources().resources();
        assertThat(resources).extracting(McpSchema.Resource::uri).containsExactly("askdb://schema/chinook");
        McpSchema.TextResourceContents contents = (McpSchema.TextResourceContents) client
                .readResource(new McpSchema.ReadResourceRequest("askdb://schema/chinook")).contents().get(0);
        assertThat(contents.text()).startsWith("# chinook (sqlite)").contains("\n## Artist ~275 rows\n- ArtistId INTEGER PK\n- Name NVARCHAR(120)\n");
    }

    @Test
    void should_read_a_filtered_page_of_the_schema_when_the_template_uri_is_read() {
        List<McpSchema.ResourceTemplate> templates = client.listResourceTemplates().resourceTemplates();
        assertThat(templates).extracting(McpSchema.ResourceTemplate::uriTemplate)
                .containsExactly("askdb://schema/chinook{?pattern,schema,cursor}");
        McpSchema.TextResourceContents contents = (McpSchema.TextResourceContents) client
                .readResource(new McpSchema.ReadResourceRequest("askdb://schema/chinook?pattern=invoice*")).contents().get(0);
        assertThat(contents.text()).startsWith("# chinook (sqlite)\n\n11 tables and views, 2 matching 'invoice*'.")
                .contains("\n## Invoice ~412 rows\n").contains("\n## InvoiceLine ").doesNotContain("\n## Artist");
    }

    @Test
    void should_list_tables_by_pattern_and_describe_several_in_one_call() throws Exception {
        JsonNode listed = json(call("list_tables", Map.of("pattern", "playlist*")), 0);
        JsonNode described = json(call("describe_table", Map.of("tables", List.of("Artist", "Album"))), 0);

        assertThat(listed.get("tables").findValuesAsText("table")).containsExactly("Playlist", "PlaylistTrack");
        assertThat(listed.get("total").asInt()).isEqualTo(2);
        assertThat(described.get("tables").findValuesAsText("table")).containsExactly("Artist", "Album");
    }

    @Test
    void should_return_an_error_result_naming_the_argument_when_the_question_is_missing() {
        CallToolResult r = call("ask", Map.of());
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).contains("question");
    }

    @Test
    void should_answer_a_protocol_error_when_the_tool_is_unknown() {
        assertThatThrownBy(() -> call("drop_everything", Map.of()))
                .isInstanceOf(McpError.class)
                .hasMessageStartingWith("Unknown tool: ")
                .satisfies(e -> assertThat(((McpError) e).getJsonRpcError().code()).isEqualTo(-32602));
    }
}
