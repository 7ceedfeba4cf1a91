package io.askdb.policy;

import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.TableId;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * How a table is restricted to the caller's rows ({@link Policy#filteredThroughKeys}): by the
 * policy's own row filter, through foreign keys to tables that are themselves restricted, or not
 * at all because no sound filter can be written (then every statement reading it is refused).
 *
 * @since 0.4
 */
public sealed interface TableFilter {
    /** @return the restricted table */
    TableId table();

    /** @return this table and every table its filter reads, in order of first appearance */
    default Set<TableId> tables() {
        Set<TableId> out = new LinkedHashSet<>();
        out.add(table());
        if (this instanceof Inherited i) {
            for (Key k : i.keys()) out.addAll(k.target().tables());
        }
        return out;
    }

    /**
     * The policy names this table's filter.
     *
     * @param table  the table; not null
     * @param filter its row filter; not null
     */
    record Own(TableId table, RowFilter filter) implements TableFilter {
        public Own {
            Objects.requireNonNull(table, "Own.table");
            Objects.requireNonNull(filter, "Own.filter");
        }
    }

    /**
     * The table keeps a row when, for every key, the key's columns are all non-null and equal
     * the referenced columns of a row the target keeps (a row with a NULL key is not kept).
     *
     * @param table the table; not null
     * @param keys  the followed foreign keys, not empty
     */
    record Inherited(TableId table, List<Key> keys) implements TableFilter {
        public Inherited {
            Objects.requireNonNull(table, "Inherited.table");
            keys = List.copyOf(keys);
            if (keys.isEmpty()) throw new IllegalArgumentException("Inherited.keys must not be empty");
        }
    }

    /**
     * No sound filter can be written for the table.
     *
     * @param table  the table; not null
     * @param reason why, naming the key, to follow "but "; not blank
     */
    record Unwritable(TableId table, String reason) implements TableFilter {
        public Unwritable {
            Objects.requireNonNull(table, "Unwritable.table");
            if (reason == null || reason.isBlank()) throw new IllegalArgumentException("Unwritable.reason must not be blank");
        }
    }

    /**
     * One followed foreign key.
     *
     * @param key    the foreign key of the referencing table; not null
     * @param target how its (resolved) target table is restricted; not null
     */
    record Key(ForeignKey key, TableFilter target) {
        public Key {
            Objects.requireNonNull(key, "Key.key");
            Objects.requireNonNull(target, "Key.target");
        }
    }
}
