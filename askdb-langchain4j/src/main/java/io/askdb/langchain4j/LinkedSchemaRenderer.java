package io.askdb.langchain4j;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.linking.JoinPath;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.linking.ValueMatch;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Renders a linked schema for the prompt: only the linked tables, in the linker's order, with
 * every column (type, NOT NULL, keys) as {@link SchemaRenderer} writes it, foreign keys kept only
 * between linked tables (a key to a table not shown would name a table that "does not exist" for
 * the model); the join paths as {@code join: "Track"."GenreId" = "Genre"."GenreId"}; and the value
 * matches as {@code "Genre"."Name" = <data>'Rock'</data> (the question said "rock")}. Linked tables
 * missing from the catalog (a stale index) are skipped.
 */
final class LinkedSchemaRenderer {
    static final int MAX_VALUES = 12;
    static final int MAX_VALUE_CHARS = 200;

    /**
     * @return the linked tables as a selection, or empty when none of them is in the catalog (the
     *         caller then selects tables itself)
     */
    Optional<SchemaSelection> select(Catalog catalog, LinkedSchema linked) {
        Set<TableId> shown = visible(catalog, linked);
        if (shown.isEmpty()) return Optional.empty();
        SchemaRenderer renderer = new SchemaRenderer(catalog);
        List<Table> tables = new ArrayList<>();
        List<String> ddl = new ArrayList<>();
        for (TableId id : shown) {
            Table t = catalog.table(id).orElseThrow();
            tables.add(t);
            ddl.add(renderer.render(new Table(t.id(), t.kind(), t.comment(), t.columns(), t.primaryKey(),
                    t.foreignKeys().stream().filter(fk -> shown.contains(fk.target())).toList(), t.rowEstimate())));
        }
        return Optional.of(new SchemaSelection(tables, catalog.tables().size(), true, String.join("\n\n", ddl), true));
    }

    /** @return one "join: a.x = b.y" line per join path between tables shown in the selection, or empty */
    String joins(Catalog catalog, LinkedSchema linked, SchemaSelection selection) {
        Set<TableId> shown = ids(selection);
        SchemaRenderer renderer = new SchemaRenderer(catalog);
        Dialect dialect = catalog.dialect();
        List<String> lines = new ArrayList<>();
        for (JoinPath path : linked.joinPaths()) {
            if (!shown.contains(path.from()) || !shown.contains(path.to())) continue;
            List<String> pairs = new ArrayList<>();
            for (int i = 0; i < path.fromColumns().size(); i++) {
                pairs.add(renderer.name(path.from()) + "." + dialect.quote(path.fromColumns().get(i)) + " = "
                        + renderer.name(path.to()) + "." + dialect.quote(path.toColumns().get(i)));
            }
            lines.add("join: " + String.join(" AND ", pairs) + (path.declared() ? "" : "  (inferred from the column names)"));
        }
        return lines.stream().distinct().collect(Collectors.joining("\n"));
    }

    /** @return one line per value match in a table shown in the selection, at most {@value #MAX_VALUES}, or empty */
    String values(Catalog catalog, LinkedSchema linked, SchemaSelection selection) {
        Set<TableId> shown = ids(selection);
        SchemaRenderer renderer = new SchemaRenderer(catalog);
        return linked.values().stream()
                .filter(v -> shown.contains(v.table()))
                .limit(MAX_VALUES)
                .map(v -> line(renderer, catalog.dialect(), v))
                .distinct()
                .collect(Collectors.joining("\n"));
    }

    private static String line(SchemaRenderer renderer, Dialect dialect, ValueMatch v) {
        return renderer.name(v.table()) + "." + dialect.quote(v.column()) + " = "
                + DataBlock.inline(SchemaRenderer.quoteData(v.stored(), MAX_VALUE_CHARS))
                + " (the question said \"" + DataBlock.flat(v.mention(), MAX_VALUE_CHARS) + "\")";
    }

    private static Set<TableId> ids(SchemaSelection selection) {
        return selection.tables().stream().map(Table::id).collect(Collectors.toSet());
    }

    private static Set<TableId> visible(Catalog catalog, LinkedSchema linked) {
        Set<TableId> shown = new LinkedHashSet<>();
        for (LinkedTable t : linked.tables()) {
            if (catalog.table(t.table()).isPresent()) shown.add(t.table());
        }
        return shown;
    }
}
