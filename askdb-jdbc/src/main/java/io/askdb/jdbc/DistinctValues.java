package io.askdb.jdbc;

import io.askdb.catalog.TableId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What one {@link DistinctValueReader#read} call found.
 *
 * @param columns    the columns read, in catalog order; not null
 * @param notReached per table, the eligible columns left unread because the time budget ran out
 *                   (or whose query was cancelled at the deadline); tables absent were read
 *                   completely; not null
 * @param millis     wall time of the call, in milliseconds
 * @since 0.2
 */
public record DistinctValues(List<ColumnValues> columns, Map<TableId, List<String>> notReached, long millis) {
    public DistinctValues {
        columns = List.copyOf(columns);
        Map<TableId, List<String>> copy = new LinkedHashMap<>();
        Objects.requireNonNull(notReached, "DistinctValues.notReached").forEach((t, c) -> copy.put(t, List.copyOf(c)));
        notReached = java.util.Collections.unmodifiableMap(copy);
        if (millis < 0) throw new IllegalArgumentException("DistinctValues.millis must not be negative, was " + millis);
    }
}
