package io.askdb.mcp;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.util.Locale;

/**
 * The schema overview of a datasource as Markdown, the text of its {@code askdb://schema/<name>}
 * resource: one section per table with its columns, primary key and foreign keys, compact
 * enough to read whole.
 */
final class SchemaOverview {
    private SchemaOverview() {
    }

    static String render(String datasource, Catalog catalog) {
        StringBuilder md = new StringBuilder();
        md.append("# ").append(datasource).append(" (").append(catalog.dialect().name().toLowerCase(Locale.ROOT)).append(")\n\n");
        md.append(catalog.tables().size()).append(" tables and views. Each column is 'name type'; PK marks the primary key,")
                .append(" NOT NULL a required column, and '-> Table.Column' a foreign key.\n");
        for (Table t : catalog.tables()) {
            md.append("\n## ").append(t.id().displayName());
            if (t.kind() != Table.Kind.TABLE) md.append(" (").append(CatalogPayloads.kindOf(t).replace('_', ' ')).append(')');
            if (t.rowEstimate() >= 0) md.append(" ~").append(t.rowEstimate()).append(" rows");
            md.append('\n');
            if (t.comment() != null && !t.comment().isBlank()) md.append(t.comment().strip()).append('\n');
            for (Column c : t.columns()) md.append("- ").append(column(t, c)).append('\n');
        }
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
