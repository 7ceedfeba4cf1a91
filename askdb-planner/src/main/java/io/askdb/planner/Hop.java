package io.askdb.planner;

import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.util.Objects;

/**
 * One step of a join path: from a referencing table along one of its foreign keys to the
 * referenced table (many rows to one).
 *
 * @param from the table holding the foreign key; not null
 * @param key  the foreign key; not null
 * @param to   the referenced table; not null
 */
record Hop(Table from, ForeignKey key, Table to) {
    Hop {
        Objects.requireNonNull(from, "Hop.from");
        Objects.requireNonNull(key, "Hop.key");
        Objects.requireNonNull(to, "Hop.to");
    }
}
