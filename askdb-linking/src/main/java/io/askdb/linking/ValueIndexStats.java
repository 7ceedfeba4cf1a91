package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What building or refreshing a value index did.
 *
 * @param tables     tables in the catalog, at least 0
 * @param reused     tables whose values were kept because their definition and row estimate did
 *                   not change
 * @param rebuilt    tables whose values were read from the database again
 * @param removed    tables dropped because the catalog no longer has them
 * @param values     values in the index now, all tables
 * @param notReached per table, columns the time budget did not reach; retried on the next run
 * @param millis     wall time of the whole step, in milliseconds
 * @since 0.2
 */
public record ValueIndexStats(int tables, int reused, int rebuilt, int removed, int values,
                              Map<TableId, List<String>> notReached, long millis) {
    public ValueIndexStats {
        if (tables < 0 || reused < 0 || rebuilt < 0 || removed < 0 || values < 0 || millis < 0) {
            throw new IllegalArgumentException("ValueIndexStats counts and millis must not be negative");
        }
        if (reused + rebuilt != tables) {
            throw new IllegalArgumentException("ValueIndexStats.reused + rebuilt must equal tables, was "
                    + reused + " + " + rebuilt + " for " + tables);
        }
        Map<TableId, List<String>> copy = new LinkedHashMap<>();
        Objects.requireNonNull(notReached, "ValueIndexStats.notReached").forEach((t, c) -> copy.put(t, List.copyOf(c)));
        notReached = Collections.unmodifiableMap(copy);
    }
}
