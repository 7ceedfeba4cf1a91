package io.askdb.mcp;

import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;

/** The schema-overview resource of one datasource: {@code askdb://schema/<name>}, Markdown, read from its catalog. */
final class SchemaResource {
    static final String MIME_TYPE = "text/markdown";

    private SchemaResource() {
    }

    static SyncResourceSpecification specification(McpDatasource ds) {
        McpSchema.Resource resource = McpSchema.Resource.builder()
                .uri(ds.schemaUri())
                .name("schema-" + ds.name())
                .title("Schema of " + ds.name())
                .description("Every table and view of the datasource " + ds.name() + " with its columns, types, primary"
                        + " key and foreign keys, as Markdown.")
                .mimeType(MIME_TYPE)
                .build();
        return new SyncResourceSpecification(resource, (exchange, request) -> new McpSchema.ReadResourceResult(List.of(
                new McpSchema.TextResourceContents(ds.schemaUri(), MIME_TYPE, SchemaOverview.render(ds.name(), ds.askdb().catalog())))));
    }
}
