package io.askdb.mcp;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.catalog.Catalog;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.List;
import java.util.Locale;

/** {@code list_tables}: every table and view of the catalog askdb reads, as {@code askdb schema} lists them. */
final class ListTablesTool implements AskdbTool {
    private final Datasources datasources;

    ListTablesTool(Datasources datasources) {
        this.datasources = datasources;
    }

    /** The result: the datasource, its SQL dialect and its tables. */
    record Listing(@JsonProperty("datasource") String datasource, @JsonProperty("dialect") String dialect,
                   @JsonProperty("tables") List<CatalogPayloads.TableSummary> tables) {
    }

    @Override
    public Tool definition() {
        return Tool.builder().name("list_tables").title("List tables")
                .description("List the tables and views of the database with their kind, number of columns and estimated"
                        + " row count, and the SQL dialect to write run_sql queries in. Call describe_table for the"
                        + " columns of one table.")
                .inputSchema(new InputSchema().datasource(datasources.names()).build())
                .build();
    }

    @Override
    public CallToolResult call(Arguments args) {
        McpDatasource ds = datasources.pick(args.optionalText("datasource"));
        Catalog catalog = ds.askdb().catalog();
        return ToolOutput.json(new Listing(ds.name(), catalog.dialect().name().toLowerCase(Locale.ROOT),
                catalog.tables().stream().map(CatalogPayloads.TableSummary::of).toList()));
    }
}
