package io.askdb.mcp;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.List;

/** {@code describe_table}: one table's columns, keys and sampled values, as {@code askdb schema TABLE} shows them. */
final class DescribeTableTool implements AskdbTool {
    private final Datasources datasources;

    DescribeTableTool(Datasources datasources) {
        this.datasources = datasources;
    }

    @Override
    public Tool definition() {
        return Tool.builder().name("describe_table").title("Describe a table")
                .description("Describe one table or view: each column with its type, whether it may be NULL and a few"
                        + " sampled values, the primary key and the foreign keys (how it joins to other tables).")
                .inputSchema(new InputSchema()
                        .text("table", "The table or view name as list_tables shows it, optionally schema-qualified"
                                + " (sales.orders); case does not matter.", true)
                        .datasource(datasources.names()).build())
                .build();
    }

    @Override
    public CallToolResult call(Arguments args) {
        McpDatasource ds = datasources.pick(args.optionalText("datasource"));
        return ToolOutput.json(CatalogPayloads.TableDescription.of(find(ds.askdb().catalog(), args.text("table"))));
    }

    /** Resolves a reference as SQL would ({@link Catalog#resolve}): exact name first, then ignoring case. */
    private static Table find(Catalog catalog, String ref) {
        int dot = ref.lastIndexOf('.');
        List<Table> found = dot > 0 ? catalog.resolve(ref.substring(0, dot), ref.substring(dot + 1)) : catalog.resolve(null, ref);
        if (found.size() == 1) return found.get(0);
        if (found.isEmpty()) {
            throw new ToolFailure("describe_table: there is no table or view named '" + ref + "'. Call list_tables for"
                    + " the names, or search_schema to find tables by a keyword.");
        }
        throw new ToolFailure("describe_table: '" + ref + "' is ambiguous: " + found.stream().map(t -> t.id().displayName()).toList()
                + ". Qualify it with its schema.");
    }
}
