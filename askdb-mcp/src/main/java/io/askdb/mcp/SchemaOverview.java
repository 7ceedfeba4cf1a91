package io.askdb.mcp;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TablePage;
import io.askdb.catalog.TableQuery;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * The schema overview of a datasource as Markdown, the text of its {@code askdb://schema/<name>}
 * resource: one section per table with its columns, primary key and foreign keys, one page at
 * a time ({@link TablePage}).
 */
final class SchemaOverview {
    private SchemaOverview() {
    }

    /** @return the whole overview, every table (for small catalogs and tests) */
    static String render(String datasource, Catalog catalog) {
        return render(datasource, catalog, TableQuery.ALL, Integer.MAX_VALUE, null);
    }

    /**
     * @param query   which tables, from where
     * @param budget  the most characters of the page's table sections together
     * @param nextUri the resource URI of the next page without its query, or null when paging is not offered
     * @return the overview's header, one page of table sections, and when tables are left out, a
     *         closing paragraph with the total and the URI of the next page
     */
    static String render(String datasource, Catalog catalog, TableQuery query, int budget, String nextUri) {
        List<Table> matching = query.matching(catalog);
        TablePage<String> page = TablePage.of(matching, query, budget, SchemaOverview::section, String::length);
        StringBuilder md = new StringBuilder();
        md.append("# ").append(datasource).append(" (").append(catalog.dialect().name().toLowerCase(Locale.ROOT)).append(")\n\n");
        md.append(catalog.tables().size()).append(" tables and views").append(query.describe().isEmpty() ? "" : ", "
                + matching.size() + " " + query.describe()).append(". Each column is 'name type'; PK marks the primary key,")
                .append(" NOT NULL a required column, and '-> Table.Column' a foreign key.\n");
        for (String section : page.items()) md.append(section);
        if (page.truncated() || page.offset() > 0) {
            md.append("\n---\n").append(page.offset() + 1).append('-').append(page.offset() + page.items().size())
                    .append(" of ").append(page.total()).append(" tables shown.");
            if (page.truncated() && nextUri != null) {
                md.append(" Read ").append(nextUri).append(next(query, page.nextCursor())).append(" for the next ")
                        .append(page.total() - page.nextOffset()).append(", or add ?pattern=NAME* (and &schema=S) to")
                        .append(" filter; the tools list_tables and describe_table page the same way.");
            }
            md.append('\n');
        }
        return md.toString();
    }

    private static String next(TableQuery query, String cursor) {
        StringBuilder q = new StringBuilder("?cursor=").append(cursor);
        if (query.pattern() != null) q.append("&pattern=").append(URLEncoder.encode(query.pattern(), StandardCharsets.UTF_8));
        if (query.schema() != null) q.append("&schema=").append(URLEncoder.encode(query.schema(), StandardCharsets.UTF_8));
        return q.toString();
    }

    private static String section(Table t) {
        StringBuilder md = new StringBuilder();
        md.append("\n## ").append(t.id().displayName());
        if (t.kind() != Table.Kind.TABLE) md.append(" (").append(CatalogPayloads.kindOf(t).replace('_', ' ')).append(')');
        if (t.rowEstimate() >= 0) md.append(" ~").append(t.rowEstimate()).append(" rows");
        md.append('\n');
        if (t.comment() != null && !t.comment().isBlank()) md.append(t.comment().strip()).append('\n');
        for (Column c : t.columns()) md.append("- ").append(column(t, c)).append('\n');
        return md.toString();
    }

    private static String column(Table t, Column c) {
        StringBuilder s = new StringBuilder(c.name());
        if (!c.typeName().isEmpty()) s.append(' ').append(c.typeName());
        if (t.primaryKey().contains(c.name())) s.append(" PK");
        if (!c.nullable() && !t.primaryKey().contains(c.name())) s.append(" NOT NULL");
        for (ForeignKey fk : t.foreignKeys()) {
            int i = fk.columns().indexOf(c.name());
            if (i >= 0) s.append(" -> ").append(fk.target().displayName()).append('.').append(fk.targetColumns().get(i));
        }
        if (c.comment() != null && !c.comment().isBlank()) s.append(" (").append(c.comment().strip()).append(')');
        return s.toString();
    }
}
