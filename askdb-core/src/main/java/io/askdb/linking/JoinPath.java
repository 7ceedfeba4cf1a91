package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.util.List;
import java.util.Objects;

/**
 * How two linked tables join: a declared foreign key, or one inferred from key-like column names
 * when the catalog declares none.
 *
 * @param from        the referencing table; not null
 * @param fromColumns its columns, in key order; not empty
 * @param to          the referenced table; not null
 * @param toColumns   the referenced columns, same count and order; not empty
 * @param declared    true for a declared foreign key, false for an inferred one
 * @since 0.2
 */
public record JoinPath(TableId from, List<String> fromColumns, TableId to, List<String> toColumns, boolean declared) {
    public JoinPath {
        Objects.requireNonNull(from, "JoinPath.from");
        Objects.requireNonNull(to, "JoinPath.to");
        fromColumns = List.copyOf(fromColumns);
        toColumns = List.copyOf(toColumns);
        if (fromColumns.isEmpty() || fromColumns.size() != toColumns.size()) {
            throw new IllegalArgumentException("JoinPath columns must be non-empty and of equal count");
        }
    }
}
