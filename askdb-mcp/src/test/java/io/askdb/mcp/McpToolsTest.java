package io.askdb.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every tool called as the SDK calls it, against a copy of Chinook and a real offline askdb. */
class McpToolsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    static ChinookCopy chinook;

    @BeforeAll
    static void open() throws Exception {
        chinook = ChinookCopy.in(dir);
    }

    static CallToolResult call(String tool, Map<String, Object> args) {
        SyncToolSpecification spec = chinook.server().tools().stream().filter(t -> t.tool().name().equals(tool)).findFirst().orElseThrow();
        return spec.callHandler().apply(null, new CallToolRequest(tool, args));
    }

    static String text(CallToolResult r, int i) {
        return ((TextContent) r.content().get(i)).text();
    }

    static JsonNode json(CallToolResult r, int i) throws Exception {
        return JSON.readTree(text(r, i));
    }

    @Test
    void should_answer_275_when_asked_how_many_artists() throws Exception {
        CallToolResult r = call("ask", Map.of("question", "How many artists are there?"));
        assertThat(r.isError()).isFalse();
        JsonNode answer = json(r, 0);
        assertThat(answer.get("status").asText()).isEqualTo("answered");
        assertThat(answer.get("rows").get(0).get(0).asLong()).isEqualTo(275);
        assertThat(answer.get("sql").asText()).containsIgnoringCase("count").contains("Artist");
        assertThat(answer.get("generator").asText()).isEqualTo("planner");
        assertThat(answer.get("conversation_id").asText()).hasSize(36);
    }

    @Test
    void should_return_an_error_result_with_what_to_do_when_the_question_cannot_be_answered() throws Exception {
        CallToolResult r = call("ask", Map.of("question", "How many unicorns live in Paris?"));
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).startsWith("askdb could not answer this from the database: ")
                .contains("Call list_tables or search_schema").doesNotContain("..");
        assertThat(json(r, 1).get("status").asText()).isEqualTo("unanswerable");
    }

    @Test
    void should_keep_the_conversation_when_a_conversation_id_is_given() throws Exception {
        JsonNode answer = json(call("ask", Map.of("question", "How many tracks are there?", "conversation_id", "c-42")), 0);
        assertThat(answer.get("conversation_id").asText()).isEqualTo("c-42");
        assertThat(answer.get("rows").get(0).get(0).asLong()).isEqualTo(3503);
    }

    @Test
    void should_return_an_error_result_when_the_conversation_id_has_spaces() {
        CallToolResult r = call("ask", Map.of("question", "How many tracks are there?", "conversation_id", "a b"));
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).startsWith("ask: conversation_id must be 1 to 128 characters without spaces or quotes, was 'a b'.");
    }

    @Test
    void should_cut_rows_to_50_and_mark_truncated_when_a_query_returns_more() throws Exception {
        JsonNode answer = json(call("run_sql", Map.of("sql", "SELECT Name FROM Artist ORDER BY ArtistId")), 0);
        assertThat(answer.get("rows")).hasSize(50);
        assertThat(answer.get("row_count").asInt()).isEqualTo(275);
        assertThat(answer.get("truncated").asBoolean()).isTrue();
        assertThat(answer.get("rows").get(0).get(0).asText()).isEqualTo("AC/DC");
    }

    @Test
    void should_refuse_and_change_nothing_when_run_sql_deletes() throws Exception {
        CallToolResult r = call("run_sql", Map.of("sql", "DELETE FROM Artist"));
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).startsWith("askdb's guard refused the SQL and nothing ran: ");
        assertThat(json(r, 1).get("status").asText()).isEqualTo("refused");
        assertThat(chinook.count("Artist")).isEqualTo(275);
    }

    @Test
    void should_return_the_database_error_when_a_column_is_unknown() {
        CallToolResult r = call("run_sql", Map.of("sql", "SELECT Nme FROM Artist"));
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).contains("Nme").endsWith("then try again.");
    }

    @Test
    void should_list_the_eleven_chinook_tables_with_the_dialect() throws Exception {
        JsonNode listing = json(call("list_tables", Map.of()), 0);
        assertThat(listing.get("dialect").asText()).isEqualTo("sqlite");
        assertThat(listing.get("datasource").asText()).isEqualTo("chinook");
        assertThat(listing.get("tables").findValuesAsText("table")).containsExactly("Album", "Artist", "Customer",
                "Employee", "Genre", "Invoice", "InvoiceLine", "MediaType", "Playlist", "PlaylistTrack", "Track");
    }

    @Test
    void should_describe_columns_and_foreign_keys_when_the_table_exists() throws Exception {
        JsonNode album = json(call("describe_table", Map.of("table", "album")), 0);
        assertThat(album.get("table").asText()).isEqualTo("Album");
        assertThat(album.get("columns").findValuesAsText("name")).containsExactly("AlbumId", "Title", "ArtistId");
        assertThat(album.get("primary_key").get(0).asText()).isEqualTo("AlbumId");
        assertThat(album.get("foreign_keys").get(0).get("references_table").asText()).isEqualTo("Artist");
    }

    @Test
    void should_name_list_tables_when_the_table_is_unknown() {
        CallToolResult r = call("describe_table", Map.of("table", "Singer"));
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).isEqualTo("describe_table: there is no table or view named 'Singer'. Call list_tables for"
                + " the names, or search_schema to find tables by a keyword.");
    }

    @Test
    void should_find_the_genre_table_when_searching_for_genre() throws Exception {
        JsonNode found = json(call("search_schema", Map.of("keyword", "genre")), 0);
        assertThat(found.get("tables").get(0).get("table").asText()).isEqualTo("Genre");
    }

    @Test
    void should_list_recent_questions_newest_first_when_history_is_called() throws Exception {
        call("run_sql", Map.of("sql", "SELECT COUNT(*) FROM Genre"));
        JsonNode recent = json(call("history", Map.of("limit", 1)), 0);
        assertThat(recent).hasSize(1);
        assertThat(recent.get(0).get("question").asText()).isEqualTo("SELECT COUNT(*) FROM Genre");
        assertThat(recent.get(0).get("status").asText()).isEqualTo("answered");
        assertThat(recent.get(0).get("row_count").asInt()).isEqualTo(1);
    }

    @Test
    void should_name_the_known_datasources_when_the_datasource_is_unknown() {
        CallToolResult r = call("list_tables", Map.of("datasource", "sales"));
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).isEqualTo("There is no datasource 'sales'. Use one of [chinook], or leave 'datasource' out for chinook.");
    }

    @Test
    void should_return_an_error_result_when_the_limit_is_out_of_range() {
        CallToolResult r = call("history", Map.of("limit", 0));
        assertThat(r.isError()).isTrue();
        assertThat(text(r, 0)).isEqualTo("history: the argument 'limit' must be a whole number from 1 to 200, was 0.");
    }
}
