package io.askdb.mcp;

import io.askdb.catalog.TableQuery;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The schema-overview resource of one datasource: {@code askdb://schema/<name>}, Markdown, read
 * from its catalog, the first page of at most the server's output budget; and the template
 * {@code askdb://schema/<name>{?pattern,schema,cursor}} for the next pages and for filtered
 * views ({@link TableQuery}). A page that leaves tables out ends with the total and the URI of
 * the next page.
 */
final class SchemaResource {
    static final String MIME_TYPE = "text/markdown";

    private SchemaResource() {
    }

    static SyncResourceSpecification specification(McpDatasource ds, int maxOutputChars) {
        McpSchema.Resource resource = McpSchema.Resource.builder()
                .uri(ds.schemaUri())
                .name("schema-" + ds.name())
                .title("Schema of " + ds.name())
                .description("The tables and views of the datasource " + ds.name() + " with their columns, types, primary"
                        + " key and foreign keys, as Markdown, at most " + maxOutputChars + " characters a page; a page"
                        + " that leaves tables out ends with the URI of the next.")
                .mimeType(MIME_TYPE)
                .build();
        return new SyncResourceSpecification(resource, (exchange, request) -> read(ds, request.uri(), Map.of(), maxOutputChars));
    }

    static SyncResourceTemplateSpecification template(McpDatasource ds, int maxOutputChars) {
        McpSchema.ResourceTemplate template = McpSchema.ResourceTemplate.builder()
                .uriTemplate(ds.schemaUri() + "{?pattern,schema,cursor}")
                .name("schema-page-" + ds.name())
                .title("Schema of " + ds.name() + ", filtered or paged")
                .description("Part of the schema of " + ds.name() + ": the tables whose name matches pattern ('*' any"
                        + " characters, e.g. sales_*), of one schema, from cursor (given at the end of the previous page).")
                .mimeType(MIME_TYPE)
                .build();
        return new SyncResourceTemplateSpecification(template, (exchange, request) -> {
            String uri = request.uri();
            int q = uri.indexOf('?');
            return read(ds, uri, q < 0 ? Map.of() : parameters(uri.substring(q + 1)), maxOutputChars);
        });
    }

    private static McpSchema.ReadResourceResult read(McpDatasource ds, String uri, Map<String, String> parameters,
                                                     int maxOutputChars) {
        TableQuery query;
        try {
            query = new TableQuery(parameters.get("schema"), parameters.get("pattern"),
                    TableQuery.offsetOf(parameters.get("cursor")), TableQuery.MAX_LIMIT);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The resource " + uri + " is not a page of the schema: " + e.getMessage(), e);
        }
        String text = SchemaOverview.render(ds.name(), ds.askdb().catalog(), query, Paging.itemBudget(maxOutputChars),
                ds.schemaUri());
        return new McpSchema.ReadResourceResult(List.of(new McpSchema.TextResourceContents(uri, MIME_TYPE, text)));
    }

    /** @return the decoded name=value pairs of a URI's query; a name without a value maps to "" */
    static Map<String, String> parameters(String query) {
        Map<String, String> out = new HashMap<>();
        for (String pair : query.split("&")) {
            if (pair.isEmpty()) continue;
            int eq = pair.indexOf('=');
            String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            out.put(name, eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return out;
    }
}
