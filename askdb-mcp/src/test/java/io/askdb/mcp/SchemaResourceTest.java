package io.askdb.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchemaResourceTest {
    @TempDir
    Path dir;

    @Test
    void should_render_tables_keys_and_joins_when_the_schema_resource_is_read() throws Exception {
        SyncResourceSpecification spec = ChinookCopy.in(dir).server().resources().get(0);
        assertThat(spec.resource().uri()).isEqualTo("askdb://schema/chinook");
        assertThat(spec.resource().mimeType()).isEqualTo("text/markdown");
        TextResourceContents text = (TextResourceContents) spec.readHandler()
                .apply(null, new ReadResourceRequest("askdb://schema/chinook")).contents().get(0);
        assertThat(text.text()).startsWith("# chinook (sqlite)\n\n11 tables and views.")
                .contains("\n## Album ~347 rows\n- AlbumId INTEGER PK\n- Title NVARCHAR(160) NOT NULL\n- ArtistId INTEGER NOT NULL -> Artist.ArtistId\n");
    }

    @Test
    void should_offer_the_six_tools_in_order() throws Exception {
        assertThat(ChinookCopy.in(dir).server().tools()).extracting(t -> t.tool().name())
                .containsExactly("ask", "run_sql", "list_tables", "describe_table", "search_schema", "history");
    }

    @Test
    void should_reject_a_datasource_name_when_it_has_a_slash() throws Exception {
        McpDatasource valid = ChinookCopy.in(dir).datasource();
        assertThatThrownBy(() -> new McpDatasource("a/b", valid.askdb(), valid.linker()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("McpDatasource.name must be 1 to 64 letters, digits, '_', '-' or '.', was 'a/b'");
    }

    @Test
    void should_reject_datasources_when_a_name_repeats() throws Exception {
        McpDatasource valid = ChinookCopy.in(dir).datasource();
        assertThatThrownBy(() -> new AskdbMcpServer(List.of(valid, valid), "1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("datasources: the name 'chinook' is used twice");
    }
}
