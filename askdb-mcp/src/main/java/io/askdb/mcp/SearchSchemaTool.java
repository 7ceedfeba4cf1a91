package io.askdb.mcp;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.linking.ValueMatch;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code search_schema}: the tables and columns that schema linking finds for a keyword or a
 * phrase, with stored values that match it; the same {@link io.askdb.linking.SchemaLinker} the
 * question pipeline links with.
 */
final class SearchSchemaTool implements AskdbTool {
    /** The most tables one search returns. */
    static final int MAX_TABLES = 10;
    /** The most matched columns shown for one table; describe_table shows them all. */
    static final int MAX_COLUMNS = 30;
    /**
     * How long a call waits for the schema index being built in the background before answering
     * from table and column names alone ({@link NameSearch}), saying so.
     */
    static final Duration INDEX_WAIT = Duration.ofMillis(200);

    private final Datasources datasources;
    private final int maxOutputChars;

    SearchSchemaTool(Datasources datasources, int maxOutputChars) {
        this.datasources = datasources;
        this.maxOutputChars = maxOutputChars;
    }

    /** The result: tables best first with the columns that matched, stored values that matched, words that matched nothing. */
    record Found(@JsonProperty("keyword") String keyword, @JsonProperty("tables") List<FoundTable> tables,
                 @JsonProperty("values") List<FoundValue> values, @JsonProperty("unmatched_terms") List<String> unmatchedTerms,
                 @JsonProperty("note") String note) {
        Found(String keyword, List<FoundTable> tables, List<FoundValue> values, List<String> unmatchedTerms) {
            this(keyword, tables, values, unmatchedTerms, null);
        }
    }

    /** A linked table, its relevance score (comparable within one search) and its matched columns. */
    record FoundTable(@JsonProperty("table") String table, @JsonProperty("score") double score,
                      @JsonProperty("columns") List<String> columns) {
        static FoundTable of(LinkedTable t) {
            List<String> columns = t.columns().size() > MAX_COLUMNS ? t.columns().subList(0, MAX_COLUMNS) : t.columns();
            return new FoundTable(t.table().displayName(), Math.round(t.score() * 1000) / 1000.0, columns);
        }
    }

    /** A stored value matching a word of the keyword, and where it is stored. */
    record FoundValue(@JsonProperty("mention") String mention, @JsonProperty("table") String table,
                      @JsonProperty("column") String column, @JsonProperty("value") String value) {
        static FoundValue of(ValueMatch v) {
            return new FoundValue(v.mention(), v.table().displayName(), v.column(), v.stored());
        }
    }

    @Override
    public Tool definition() {
        return Tool.builder().name("search_schema").title("Search the schema")
                .description("Find the tables and columns a keyword or phrase is about (e.g. 'invoice total',"
                        + " 'customer country', 'genre'), best first, by askdb's schema linking over table and column"
                        + " names, comments and sampled values. Use it to find where data lives before run_sql, or when ask"
                        + " could not answer.")
                .inputSchema(new InputSchema()
                        .text("keyword", "A word or short phrase, e.g. 'album sales'", true)
                        .datasource(datasources.names()).build())
                .build();
    }

    @Override
    public CallToolResult call(Arguments args) {
        McpDatasource ds = datasources.pick(args.optionalText("datasource"));
        String keyword = args.text("keyword");
        NameSearch building = datasources.awaitIndex(ds, INDEX_WAIT);
        if (building != null) {
            return ToolOutput.json(new Found(keyword, building.find(keyword, MAX_TABLES), List.of(), List.of(),
                    datasources.buildingNote(ds)));
        }
        LinkedSchema linked = ds.linker().link(keyword, "", ds.askdb().catalog(), MAX_TABLES);
        List<FoundTable> tables = new ArrayList<>(linked.tables().stream().map(FoundTable::of).toList());
        List<FoundValue> values = linked.values().stream().map(FoundValue::of).toList();
        Found found = new Found(keyword, tables, values, linked.unmatchedTerms());
        while (tables.size() > 1 && ToolOutput.write(found).length() > maxOutputChars) {
            tables.remove(tables.size() - 1);
            found = new Found(keyword, tables, values, linked.unmatchedTerms());
        }
        return ToolOutput.json(found);
    }
}
