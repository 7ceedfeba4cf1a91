package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a {@link ValueSource} read for some tables.
 *
 * @param columns    the columns read; not null
 * @param notReached per table, the columns left unread (time budget spent); such tables are
 *                   indexed with what was read and read again on the next {@link ValueIndexStore#index}; not null
 * @since 0.2
 */
public record ValueBatch(List<StoredColumn> columns, Map<TableId, List<String>> notReached) {
    public ValueBatch {
        columns = List.copyOf(columns);
        Map<TableId, List<String>> copy = new LinkedHashMap<>();
        Objects.requireNonNull(notReached, "ValueBatch.notReached").forEach((t, c) -> copy.put(t, List.copyOf(c)));
        notReached = Collections.unmodifiableMap(copy);
    }
}
