package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.util.List;

/**
 * The outcome of schema linking: tables ranked best first.
 *
 * @param tables the linked tables, best first, no table twice; not null
 * @since 0.1
 */
public record LinkedSchema(List<LinkedTable> tables) {
    public LinkedSchema {
        tables = tables == null ? List.of() : List.copyOf(tables);
        if (tables.stream().map(LinkedTable::table).distinct().count() != tables.size()) {
            throw new IllegalArgumentException("LinkedSchema.tables must not name a table twice");
        }
    }

    /**
     * @param k how many of the best tables, at least 0
     * @return the ids of the first {@code k} tables (fewer when fewer were linked)
     */
    public List<TableId> top(int k) {
        return tables.stream().limit(Math.max(0, k)).map(LinkedTable::table).toList();
    }
}
