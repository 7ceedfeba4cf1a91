package io.askdb.mcp;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TablePage;
import io.askdb.catalog.TableQuery;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code list_tables}: the tables and views of the catalog askdb reads, as {@code askdb schema}
 * lists them, one page at a time: filtered by name pattern and schema ({@link TableQuery}), and
 * never more than the server's output budget, with the total and the cursor of the next page.
 */
final class ListTablesTool implements AskdbTool {
    private final Datasources datasources;
    private final int maxOutputChars;

    ListTablesTool(Datasources datasources, int maxOutputChars) {
        this.datasources = datasources;
        this.maxOutputChars = maxOutputChars;
    }

    /**
     * The result: the datasource, its SQL dialect and one page of its tables; then (appended) how
     * many tables matched, whether more are left, the next page's cursor, a note saying so, and
     * the schemas with their table counts when the database has more than one.
     */
    record Listing(@JsonProperty("datasource") String datasource, @JsonProperty("dialect") String dialect,
                   @JsonProperty("tables") List<CatalogPayloads.TableSummary> tables,
                   @JsonProperty("total") int total, @JsonProperty("truncated") boolean truncated,
                   @JsonProperty("next_cursor") String nextCursor, @JsonProperty("note") String note,
                   @JsonProperty("schemas") Map<String, Integer> schemas) {
    }

    @Override
    public Tool definition() {
        return Tool.builder().name("list_tables").title("List tables")
                .description("List the tables and views of the database with their kind, number of columns and estimated"
                        + " row count, and the SQL dialect to write run_sql queries in, one page at a time (at most "
                        + maxOutputChars + " characters). A result that holds only part of the list says so: 'total' is"
                        + " how many tables matched, and 'next_cursor' is what to pass as cursor for the next page. Narrow"
                        + " the list with pattern (e.g. 'order*') or schema. Call describe_table for the columns.")
                .inputSchema(new InputSchema()
                        .text("pattern", "Only tables whose name matches, ignoring case: '*' any characters, '?' one"
                                + " character (e.g. 'sales_*'); without a wildcard, names containing it.", false)
                        .text("schema", "Only the tables of this schema, where the database has several.", false)
                        .text("cursor", "The next_cursor of the previous page; leave it out for the first page.", false)
                        .integer("limit", "The most tables to return (the output budget may return fewer).", 1,
                                TableQuery.MAX_LIMIT, TableQuery.MAX_LIMIT)
                        .datasource(datasources.names()).build())
                .build();
    }

    @Override
    public CallToolResult call(Arguments args) {
        McpDatasource ds = datasources.pick(args.optionalText("datasource"));
        Catalog catalog = ds.askdb().catalog();
        TableQuery query = Paging.query(args);
        List<Table> matching = query.matching(catalog);
        TablePage<CatalogPayloads.TableSummary> page = TablePage.of(matching, query, Paging.itemBudget(maxOutputChars),
                CatalogPayloads.TableSummary::of, s -> ToolOutput.write(s).length());
        return ToolOutput.json(new Listing(ds.name(), catalog.dialect().name().toLowerCase(Locale.ROOT), page.items(),
                page.total(), page.truncated(), page.nextCursor(),
                page.note("tables", query.describe(), "call list_tables with cursor"), schemas(catalog)));
    }

    /** @return each schema's number of tables, or null when the catalog has one schema or none */
    static Map<String, Integer> schemas(Catalog catalog) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Table t : catalog.tables()) {
            if (t.id().schema() != null) counts.merge(t.id().schema(), 1, Integer::sum);
        }
        return counts.size() > 1 ? counts : null;
    }
}
