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
 * @param essential how many of the first {@code columns} the linker matched to the question or
 *                  needs to join (a prompt short of room shows these before the rest), 0 to
 *                  {@code columns.size()}. Since 0.8
 * @since 0.1
 */
public record LinkedTable(TableId table, double score, List<String> columns, int essential) {
    public LinkedTable {
        Objects.requireNonNull(table, "LinkedTable.table");
        if (Double.isNaN(score)) throw new IllegalArgumentException("LinkedTable.score must be a number");
        columns = columns == null ? List.of() : List.copyOf(columns);
        if (essential < 0 || essential > columns.size()) {
            throw new IllegalArgumentException("LinkedTable.essential must be 0 to the " + columns.size() + " columns, was " + essential);
        }
    }

    /** A table whose columns are all essential, as before 0.8. */
    public LinkedTable(TableId table, double score, List<String> columns) {
        this(table, score, columns, columns == null ? 0 : columns.size());
    }
}
