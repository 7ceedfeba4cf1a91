package io.askdb.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.catalog.Catalog;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkerMode;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.linking.SchemaLinker;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * search_schema while the server builds the schema index in the background ({@link AskdbMcpServer#warmUp}):
 * the real Lucene linker over Chinook, held back until the test lets the build finish, stands in
 * for an index of thousands of tables that takes tens of seconds.
 */
class SearchWhileIndexingTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** The lexical Lucene linker, whose first link (the warm-up's) waits for the gate. */
    private static final class GatedLinker implements SchemaLinker {
        final CountDownLatch gate = new CountDownLatch(1);
        final SchemaLinker lucene = new LuceneSchemaLinker(LinkerMode.LEXICAL);

        @Override
        public LinkedSchema link(String question, String evidence, Catalog catalog, int maxTables) {
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return lucene.link(question, evidence, catalog, maxTables);
        }
    }

    private static JsonNode search(AskdbMcpServer server, String keyword) throws Exception {
        var spec = server.tools().stream().filter(t -> t.tool().name().equals("search_schema")).findFirst().orElseThrow();
        var r = spec.callHandler().apply(null, new CallToolRequest("search_schema", Map.of("keyword", keyword)));
        assertThat(r.isError()).isFalse();
        return JSON.readTree(((TextContent) r.content().get(0)).text());
    }

    @Test
    void should_answer_from_names_and_say_so_while_the_index_is_built_then_from_the_index() throws Exception {
        McpDatasource chinook = ChinookCopy.in(dir).datasource();
        GatedLinker linker = new GatedLinker();
        List<String> log = new CopyOnWriteArrayList<>();
        AskdbMcpServer server = new AskdbMcpServer(List.of(new McpDatasource("chinook", chinook.askdb(), linker)), "t")
                .warmUp(log::add);

        JsonNode early = search(server, "customer city");

        assertThat(early.get("note").asText()).startsWith("The schema index of chinook (11 tables) is still being built, for ")
                .endsWith("so these tables were found by the words of their table and column names only. Search again in a"
                        + " little while for matches by meaning, comments and stored values.");
        assertThat(early.get("tables").findValuesAsText("table")).containsExactly("Customer", "Invoice", "Employee");
        assertThat(early.get("tables").get(0).get("columns").toString()).isEqualTo("[\"CustomerId\",\"City\"]");

        linker.gate.countDown();
        for (int i = 0; i < 200 && log.isEmpty(); i++) Thread.sleep(50);
        JsonNode later = search(server, "genre");

        assertThat(log).singleElement().asString().startsWith("the schema index of chinook (11 tables) is ready for search_schema after ");
        assertThat(later.has("note")).isFalse();
        assertThat(later.get("tables").get(0).get("table").asText()).isEqualTo("Genre");
    }
}
