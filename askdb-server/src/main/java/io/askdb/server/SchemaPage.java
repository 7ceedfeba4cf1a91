package io.askdb.server;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableQuery;
import io.askdb.catalog.TablePage;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The body of {@code GET /api/datasources/{id}/schema}: one page of the catalog's tables with
 * their columns and keys, filtered and paged as the MCP tool {@code list_tables} is (query
 * parameters {@code pattern}, {@code schema}, {@code cursor}, {@code limit}; {@link TableQuery}),
 * and never more than the server's character budget. The fields {@code datasource},
 * {@code dialect} and {@code tables} are as before; {@code total}, {@code offset},
 * {@code truncated} and {@code next_cursor} are appended.
 */
final class SchemaPage {
    /** Characters kept for the body's other fields. */
    private static final int ENVELOPE_CHARS = 1_000;

    private SchemaPage() {
    }

    /**
     * @param maxChars the most characters of the page's tables, as JSON
     * @throws ApiProblem 400 naming the parameter when pattern, cursor or limit is unusable
     */
    static Map<String, Object> of(Context ctx, String datasource, Catalog c, int maxChars) {
        int limit = HistoryRoutes.intParam(ctx, "limit", TableQuery.MAX_LIMIT, 1, TableQuery.MAX_LIMIT);
        TableQuery query;
        try {
            query = new TableQuery(ctx.queryParam("schema"), ctx.queryParam("pattern"),
                    TableQuery.offsetOf(ctx.queryParam("cursor")), limit);
        } catch (IllegalArgumentException e) {
            throw ApiProblem.badInput("The query parameter 'cursor' is not usable: " + e.getMessage()
                    + ". Leave it out for the first page.");
        }
        TablePage<Map<String, Object>> page = TablePage.of(query.matching(c), query, maxChars - ENVELOPE_CHARS,
                SchemaPage::table, t -> Wire.write(t).length());
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("datasource", datasource);
        body.put("dialect", c.dialect().name().toLowerCase(Locale.ROOT));
        body.put("tables", page.items());
        body.put("total", page.total());
        body.put("offset", page.offset());
        body.put("truncated", page.truncated());
        body.put("next_cursor", page.nextCursor());
        return body;
    }

    private static Map<String, Object> table(Table t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("schema", t.id().schema());
        m.put("name", t.id().name());
        m.put("kind", t.kind().name().toLowerCase(Locale.ROOT));
        m.put("comment", t.comment());
        m.put("primary_key", t.primaryKey());
        m.put("columns", t.columns().stream().map(SchemaPage::column).toList());
        m.put("foreign_keys", t.foreignKeys().stream().map(SchemaPage::foreignKey).toList());
        return m;
    }

    private static Map<String, Object> column(Column c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", c.name());
        m.put("type", c.typeName());
        m.put("nullable", c.nullable());
        m.put("comment", c.comment());
        return m;
    }

    private static Map<String, Object> foreignKey(ForeignKey f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("columns", f.columns());
        m.put("target_table", f.target().name());
        m.put("target_columns", f.targetColumns());
        return m;
    }
}
