package io.askdb.prompt;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.linking.JoinPath;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The join paths of a prompt, one line each: {@code join: "Track"."GenreId" = "Genre"."GenreId"},
 * with {@code (inferred from the column names)} after a join no foreign key declares; only joins
 * whose both tables are shown and that the schema text does not already show as a
 * {@code FOREIGN KEY ... REFERENCES} clause of a table shown (the system prompt names both as
 * ways to join), each line once.
 *
 * @since 0.8
 */
public final class JoinLines {
    private JoinLines() {
    }

    /**
     * @param catalog the catalog; not null
     * @param paths   the linked schema's join paths; not null
     * @param shown   the tables the prompt shows, as shown (only the foreign keys rendered); not null
     * @return the distinct lines, in the order of the paths
     */
    public static List<String> of(Catalog catalog, List<JoinPath> paths, List<Table> shown) {
        SchemaRenderer renderer = new SchemaRenderer(catalog);
        Dialect dialect = catalog.dialect();
        Map<TableId, Table> byId = new HashMap<>();
        shown.forEach(t -> byId.put(t.id(), t));
        Set<String> lines = new LinkedHashSet<>();
        for (JoinPath path : paths) {
            if (!byId.containsKey(path.from()) || !byId.containsKey(path.to()) || rendered(path, byId.get(path.from()))) continue;
            List<String> pairs = new ArrayList<>();
            for (int i = 0; i < path.fromColumns().size(); i++) {
                pairs.add(renderer.name(path.from()) + "." + dialect.quote(path.fromColumns().get(i)) + " = "
                        + renderer.name(path.to()) + "." + dialect.quote(path.toColumns().get(i)));
            }
            lines.add("join: " + String.join(" AND ", pairs) + (path.declared() ? "" : "  (inferred from the column names)"));
        }
        return List.copyOf(lines);
    }

    /** @return true when the table as shown has the path's foreign key as a clause */
    static boolean rendered(JoinPath path, Table from) {
        return path.declared() && from.foreignKeys().stream().anyMatch(fk -> fk.target().equals(path.to())
                && fk.columns().equals(path.fromColumns()) && fk.targetColumns().equals(path.toColumns()));
    }
}
