package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.util.List;
import java.util.Objects;

/**
 * One table chosen by schema linking.
 *
 * @param table   the table; not null
 * @param score   the linker's relevance score, higher is better; comparable only within one
 *                {@link LinkedSchema}
 * @param columns the table's columns the linker kept for the question (matched columns and the
 *                keys needed to join), best first; not null, possibly empty
 * @since 0.1
 */
public record LinkedTable(TableId table, double score, List<String> columns) {
    public LinkedTable {
        Objects.requireNonNull(table, "LinkedTable.table");
        if (Double.isNaN(score)) throw new IllegalArgumentException("LinkedTable.score must be a number");
        columns = columns == null ? List.of() : List.copyOf(columns);
    }
}
