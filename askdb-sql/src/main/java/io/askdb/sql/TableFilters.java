package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.TableId;
import io.askdb.policy.Policy;
import io.askdb.policy.TableFilter;
import java.util.Map;

/**
 * The policy's restricted tables ({@link Policy#filteredThroughKeys}) of the last full catalog
 * seen, computed again only when the catalog provider hands out another catalog object. Shared
 * by the policy layer and the row-filter writer of one guard; thread-safe.
 */
final class TableFilters {
    private record Computed(Catalog catalog, Map<TableId, TableFilter> filters) {
    }

    private final Policy policy;
    private volatile Computed last;

    TableFilters(Policy policy) {
        this.policy = policy;
    }

    /** @return the restricted tables of this catalog */
    Map<TableId, TableFilter> of(Catalog full) {
        Computed c = last;
        if (c == null || c.catalog() != full) {
            c = new Computed(full, Map.copyOf(policy.filteredThroughKeys(full)));
            last = c;
        }
        return c.filters();
    }
}
