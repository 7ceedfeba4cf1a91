package io.askdb.prompt;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Renders a table as compact DDL for a prompt: every identifier quoted with
 * {@link Dialect#quote(String)} exactly as catalogued, column types, NOT NULL, the primary key,
 * foreign keys as join paths, and comments and sample values as quoted, truncated, single-line
 * literals inside a {@link DataBlock} after {@code --}, so that text from the database can never
 * pose as an instruction.
 */
public final class SchemaRenderer {
    public static final int MAX_SAMPLE_VALUES = 5;
    public static final int MAX_SAMPLE_CHARS = 40;
    public static final int MAX_COMMENT_CHARS = 160;

    private final Catalog catalog;
    private final Dialect dialect;

    public SchemaRenderer(Catalog catalog) {
        this.catalog = catalog;
        this.dialect = catalog.dialect();
    }

    /** @return the tables rendered one after another, separated by a blank line */
    public String render(List<Table> tables) {
        return tables.stream().map(this::render).collect(Collectors.joining("\n\n"));
    }

    /** @return one table as DDL-like text, several lines, no trailing newline */
    public String render(Table table) {
        return render(table, 0);
    }

    /**
     * @param table  the table, holding only the columns to show
     * @param hidden how many more columns the table has that are not shown, at least 0; when
     *               positive a last line says so
     * @return one table as DDL-like text, several lines, no trailing newline
     */
    public String render(Table table, int hidden) {
        StringBuilder out = new StringBuilder("CREATE ").append(kindWord(table.kind())).append(' ')
                .append(name(table.id())).append(" (");
        if (table.comment() != null && !table.comment().isBlank()) {
            out.append("  -- comment: ").append(DataBlock.inline(quoteData(table.comment(), MAX_COMMENT_CHARS)));
        }
        List<String> items = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (Column c : table.columns()) {
            items.add(dialect.quote(c.name()) + (c.typeName().isBlank() ? "" : " " + c.typeName())
                    + (c.nullable() ? "" : " NOT NULL"));
            notes.add(columnNote(c));
        }
        if (!table.primaryKey().isEmpty()) {
            items.add("PRIMARY KEY (" + quoteAll(table.primaryKey()) + ")");
            notes.add("");
        }
        for (ForeignKey fk : table.foreignKeys()) {
            items.add("FOREIGN KEY (" + quoteAll(fk.columns()) + ") REFERENCES " + name(fk.target())
                    + " (" + quoteAll(fk.targetColumns()) + ")");
            notes.add("");
        }
        for (int i = 0; i < items.size(); i++) {
            out.append("\n  ").append(items.get(i)).append(i < items.size() - 1 ? "," : "");
            if (!notes.get(i).isEmpty()) out.append("  -- ").append(notes.get(i));
        }
        if (hidden > 0) out.append("\n  -- ").append(hidden).append(hidden == 1 ? " more column" : " more columns").append(" not shown");
        return out.append("\n);").toString();
    }

    /** @return the table's name as SQL should write it: schema-qualified outside the default schema */
    public String name(TableId id) {
        boolean qualify = id.schema() != null && !id.schema().equals(catalog.defaultSchema());
        return qualify ? dialect.quote(id.schema()) + "." + dialect.quote(id.name()) : dialect.quote(id.name());
    }

    private String columnNote(Column c) {
        List<String> parts = new ArrayList<>();
        if (c.comment() != null && !c.comment().isBlank()) {
            parts.add("comment: " + DataBlock.inline(quoteData(c.comment(), MAX_COMMENT_CHARS)));
        }
        if (!c.sampleValues().isEmpty()) {
            parts.add("sample values: " + DataBlock.inline(c.sampleValues().stream().limit(MAX_SAMPLE_VALUES)
                    .map(v -> quoteData(v, MAX_SAMPLE_CHARS)).collect(Collectors.joining(", "))));
        }
        return String.join("; ", parts);
    }

    private String quoteAll(List<String> names) {
        return names.stream().map(dialect::quote).collect(Collectors.joining(", "));
    }

    private static String kindWord(Table.Kind kind) {
        if (kind == Table.Kind.VIEW) return "VIEW";
        if (kind == Table.Kind.MATERIALIZED_VIEW) return "MATERIALIZED VIEW";
        return "TABLE";
    }

    /**
     * Renders text from the database as one SQL string literal: control characters and line
     * breaks become spaces, runs of spaces collapse, quotes double, and text over the limit is
     * cut with "...".
     */
    public static String quoteData(String value, int maxChars) {
        return "'" + DataBlock.flat(value, maxChars).replace("'", "''") + "'";
    }
}
