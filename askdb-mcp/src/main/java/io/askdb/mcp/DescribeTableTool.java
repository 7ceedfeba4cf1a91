package io.askdb.mcp;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * {@code describe_table}: tables' columns, keys and sampled values, as {@code askdb schema TABLE}
 * shows them. One {@code table} answers with that table's description (the original shape);
 * {@code tables} (up to {@value #MAX_TABLES}) answers with a list, as many as the output budget
 * holds, naming the ones left out and the ones that do not exist. A description larger than the
 * budget by itself keeps its first columns and says how many it has.
 */
final class DescribeTableTool implements AskdbTool {
    /** The most tables one call names. */
    static final int MAX_TABLES = 100;

    private final Datasources datasources;
    private final int maxOutputChars;

    DescribeTableTool(Datasources datasources, int maxOutputChars) {
        this.datasources = datasources;
        this.maxOutputChars = maxOutputChars;
    }

    /**
     * The result for {@code tables}: the descriptions that fit, the names left out for the budget
     * (ask for them in another call), the names that match no table, and a note when any are missing.
     */
    record Descriptions(@JsonProperty("tables") List<CatalogPayloads.TableDescription> tables,
                        @JsonProperty("omitted") List<String> omitted, @JsonProperty("not_found") List<String> notFound,
                        @JsonProperty("note") String note) {
    }

    @Override
    public Tool definition() {
        return Tool.builder().name("describe_table").title("Describe tables")
                .description("Describe tables or views: each column with its type, whether it may be NULL and a few"
                        + " sampled values, the primary key and the foreign keys (how it joins to other tables). Name one"
                        + " with table, or several at once with tables; the result holds at most " + maxOutputChars
                        + " characters and names the tables it left out.")
                .inputSchema(new InputSchema()
                        .text("table", "The table or view name as list_tables shows it, optionally schema-qualified"
                                + " (sales.orders); case does not matter.", false)
                        .texts("tables", "Several table or view names, as for table, described in one result.", MAX_TABLES)
                        .datasource(datasources.names()).build())
                .build();
    }

    @Override
    public CallToolResult call(Arguments args) {
        McpDatasource ds = datasources.pick(args.optionalText("datasource"));
        Catalog catalog = ds.askdb().catalog();
        String one = args.optionalText("table");
        List<String> many = args.texts("tables");
        int budget = Paging.itemBudget(maxOutputChars);
        if (many.isEmpty()) {
            if (one == null) {
                throw new ToolFailure("describe_table: name the table with 'table', or several with 'tables'. Call"
                        + " list_tables for the names.");
            }
            return ToolOutput.json(CatalogPayloads.TableDescription.within(find(catalog, one, true), budget));
        }
        if (many.size() > MAX_TABLES) {
            throw new ToolFailure("describe_table: at most " + MAX_TABLES + " tables in one call, were " + many.size() + ".");
        }
        LinkedHashSet<String> names = new LinkedHashSet<>(many);
        if (one != null) names.add(one);
        return ToolOutput.json(describe(catalog, names, budget));
    }

    private static Descriptions describe(Catalog catalog, LinkedHashSet<String> names, int budget) {
        List<CatalogPayloads.TableDescription> described = new ArrayList<>();
        List<String> omitted = new ArrayList<>();
        List<String> notFound = new ArrayList<>();
        // the names may all come back in 'omitted' or 'not_found': keep room for them
        int room = Math.max(budget - names.stream().mapToInt(n -> n.length() + 3).sum(), budget / 2);
        int used = 0;
        for (String name : names) {
            Table t = find(catalog, name, false);
            if (t == null) {
                notFound.add(name);
                continue;
            }
            CatalogPayloads.TableDescription d = CatalogPayloads.TableDescription.within(t, room);
            int chars = ToolOutput.write(d).length() + 1;
            if (!omitted.isEmpty() || (!described.isEmpty() && used + chars > room)) {
                omitted.add(name);
                continue;
            }
            described.add(d);
            used += chars;
        }
        String note = null;
        if (!omitted.isEmpty() || !notFound.isEmpty()) {
            note = "Described " + described.size() + " of " + names.size() + " tables."
                    + (omitted.isEmpty() ? "" : " Left out to keep the result short: the " + omitted.size()
                    + " tables in 'omitted'; call describe_table again with tables set to those.")
                    + (notFound.isEmpty() ? "" : " No table or view is named " + notFound
                    + "; call list_tables or search_schema for the names.");
        }
        return new Descriptions(described, omitted.isEmpty() ? null : omitted, notFound.isEmpty() ? null : notFound, note);
    }

    /**
     * Resolves a reference as SQL would ({@link Catalog#resolve}): exact name first, then ignoring case.
     *
     * @param strict whether a missing table fails the call (else it is null)
     */
    private static Table find(Catalog catalog, String ref, boolean strict) {
        int dot = ref.lastIndexOf('.');
        List<Table> found = dot > 0 ? catalog.resolve(ref.substring(0, dot), ref.substring(dot + 1)) : catalog.resolve(null, ref);
        if (found.size() == 1) return found.get(0);
        if (found.isEmpty()) {
            if (!strict) return null;
            throw new ToolFailure("describe_table: there is no table or view named '" + ref + "'. Call list_tables for"
                    + " the names, or search_schema to find tables by a keyword.");
        }
        throw new ToolFailure("describe_table: '" + ref + "' is ambiguous: " + found.stream().map(t -> t.id().displayName()).toList()
                + ". Qualify it with its schema.");
    }
}
