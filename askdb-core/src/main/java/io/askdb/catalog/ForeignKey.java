package io.askdb.catalog;

import java.util.List;
import java.util.Objects;

/**
 * A foreign key: columns of one table referencing columns of another, in matching order.
 *
 * @param name          the constraint name, or null when the engine reports none
 * @param columns       referencing columns of the owning table; not empty
 * @param target        the referenced table; not null
 * @param targetColumns the referenced columns, same length as {@code columns}
 * @since 0.1
 */
public record ForeignKey(String name, List<String> columns, TableId target, List<String> targetColumns) {
    public ForeignKey {
        Objects.requireNonNull(target, "ForeignKey.target");
        columns = List.copyOf(Objects.requireNonNull(columns, "ForeignKey.columns"));
        targetColumns = List.copyOf(Objects.requireNonNull(targetColumns, "ForeignKey.targetColumns"));
        if (columns.isEmpty() || columns.size() != targetColumns.size()) {
            throw new IllegalArgumentException("ForeignKey.columns and targetColumns must be non-empty and of equal length");
        }
    }
}
