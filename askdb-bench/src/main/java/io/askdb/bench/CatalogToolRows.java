package io.askdb.bench;

import io.askdb.TextToSql;
import io.askdb.catalog.Catalog;
import io.askdb.execution.ExecutionLimits;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.mcp.AskdbMcpServer;
import io.askdb.mcp.McpDatasource;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.sql.StandardGuard;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The MCP catalog tools over the first {@code n} synthetic tables ({@link SyntheticSchema}),
 * called as the SDK calls them, with the default output budget
 * ({@link AskdbMcpServer#DEFAULT_MAX_OUTPUT_CHARS}):
 * <ul>
 *   <li>{@code mcp.catalog.2000} (characters): the largest single result at 2,000 tables among
 *       {@code list_tables} without arguments, the schema resource's first page,
 *       {@code describe_table} of 100 tables at once and {@code search_schema}; one sample, since
 *       the sizes do not vary; the note gives each tool's size;</li>
 *   <li>{@code mcp.search_schema.<n>} (ms) for 500, 2,000 and 5,000 tables: one call of the tool per
 *       question of {@link LinkRows#QUESTIONS}, its schema index built (by the caller's
 *       {@link IndexBuilder}, as askdb mcp builds it at start) before timing.</li>
 * </ul>
 */
final class CatalogToolRows {
    static final String LARGEST = "mcp.catalog.2000";
    static final int LARGEST_TABLES = 2000;
    static final String CHARS = "chars";
    static final List<Integer> SEARCH_SIZES = List.of(500, 2000, 5000);

    private final IndexBuilder builder;
    private final Path database;

    /**
     * @param builder  builds the schema index search_schema answers from
     * @param database the synthetic SQLite file (the executor's, never queried by these tools)
     */
    CatalogToolRows(IndexBuilder builder, Path database) {
        this.builder = builder;
        this.database = database;
    }

    static String searchName(int size) {
        return "mcp.search_schema." + size;
    }

    BenchRow largest(Catalog synthetic) {
        Catalog subset = LinkRows.subset(synthetic, LARGEST_TABLES);
        AskdbMcpServer server = server(subset);
        int listTables = text(call(server, "list_tables", Map.of()));
        McpSchema.ReadResourceResult read = server.resources().get(0).readHandler()
                .apply(null, new McpSchema.ReadResourceRequest("askdb://schema/synthetic"));
        int resource = ((McpSchema.TextResourceContents) read.contents().get(0)).text().length();
        List<String> hundred = subset.tables().stream().limit(100).map(t -> t.id().displayName()).toList();
        int describe = text(call(server, "describe_table", Map.of("tables", hundred)));
        int search = text(call(server, "search_schema", Map.of("keyword", LinkRows.QUESTIONS.get(0))));
        int largest = Math.max(Math.max(listTables, resource), Math.max(describe, search));
        return new BenchRow(LARGEST, CHARS, 1, largest, largest, String.format(Locale.ROOT,
                "%d tables; list_tables %,d, schema resource %,d, describe_table of 100 tables %,d, search_schema %,d"
                        + " characters; budget %,d", subset.tables().size(), listTables, resource, describe, search,
                AskdbMcpServer.DEFAULT_MAX_OUTPUT_CHARS));
    }

    BenchRow search(Catalog synthetic, int size, Sampler perItem) {
        Catalog subset = LinkRows.subset(synthetic, size);
        AskdbMcpServer server = server(subset);
        double[] ms = perItem.time(k -> call(server, "search_schema",
                Map.of("keyword", LinkRows.QUESTIONS.get(k % LinkRows.QUESTIONS.size()))), 1_000_000);
        return Percentiles.row(searchName(size), LinkRows.LINK_UNIT, ms, LinkRows.QUESTIONS.size()
                + " questions as keywords over " + subset.tables().size() + " tables, through the MCP tool, index built first");
    }

    private AskdbMcpServer server(Catalog catalog) {
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(database.toString(), null);
        TextToSql askdb = TextToSql.builder()
                .catalogProvider(() -> catalog)
                .generator(new KeywordPlanner())
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(source))
                .explainer(new TemplateExplainer())
                .history(new MemoryHistoryStore())
                .limits(ExecutionLimits.DEFAULT)
                .databaseName("synthetic")
                .build();
        McpDatasource ds = new McpDatasource("synthetic", askdb, builder.build(catalog));
        return new AskdbMcpServer(List.of(ds), "bench");
    }

    private static McpSchema.CallToolResult call(AskdbMcpServer server, String tool, Map<String, Object> args) {
        SyncToolSpecification spec = server.tools().stream().filter(t -> t.tool().name().equals(tool)).findFirst().orElseThrow();
        McpSchema.CallToolResult r = spec.callHandler().apply(null, new McpSchema.CallToolRequest(tool, args));
        if (Boolean.TRUE.equals(r.isError())) {
            throw new IllegalStateException(tool + " failed: " + ((McpSchema.TextContent) r.content().get(0)).text());
        }
        return r;
    }

    /** @return the characters of all text blocks of a result */
    private static int text(McpSchema.CallToolResult r) {
        return r.content().stream().mapToInt(c -> c instanceof McpSchema.TextContent t ? t.text().length() : 0).sum();
    }
}
