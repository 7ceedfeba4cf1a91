package io.askdb.policy;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Computes {@link Policy#filteredThroughKeys}: a table without its own row filter is restricted
 * through every foreign key that leads, directly or through a chain of keys, to a row-filtered
 * table. A key back into a table already on the chain (a self-reference, a cycle) is not
 * followed, so the walk ends (the table is still restricted through its other keys). Only tables
 * from which some chain reaches a row-filtered table are walked. A table whose filter needs more
 * than {@link #BUDGET} steps (foreign keys that fan out into very many paths), or whose key targets
 * a table the catalog cannot name uniquely while a row filter matches that name, cannot be
 * written soundly.
 */
final class KeyFilters {
    static final int BUDGET = 2_000;

    private final Policy policy;
    private final Catalog catalog;
    private final Set<TableId> reaching;
    private int steps;

    private KeyFilters(Policy policy, Catalog catalog, Set<TableId> reaching) {
        this.policy = policy;
        this.catalog = catalog;
        this.reaching = reaching;
    }

    static Map<TableId, TableFilter> of(Policy policy, Catalog catalog) {
        Map<TableId, TableFilter> out = new LinkedHashMap<>();
        if (policy.rowFilters().isEmpty()) return out;
        Set<TableId> reaching = reaching(policy, catalog);
        for (Table t : catalog.tables()) {
            if (!reaching.contains(t.id())) continue;
            new KeyFilters(policy, catalog, reaching).filter(t, new ArrayDeque<>()).ifPresent(f -> out.put(t.id(), f));
        }
        return out;
    }

    /** The tables from which a chain of foreign keys (any, ignoring cycles) reaches a row-filtered table, or a key that cannot be resolved. */
    private static Set<TableId> reaching(Policy policy, Catalog catalog) {
        Set<TableId> out = new HashSet<>();
        for (Table t : catalog.tables()) {
            if (policy.rowFilter(t.id()).isPresent()) out.add(t.id());
        }
        for (boolean grew = true; grew; ) {
            grew = false;
            for (Table t : catalog.tables()) {
                if (out.contains(t.id())) continue;
                for (ForeignKey fk : t.foreignKeys()) {
                    List<Table> found = targets(catalog, fk);
                    boolean unresolved = found.size() != 1 && policy.rowFilter(fk.target()).isPresent();
                    if (unresolved || found.size() == 1 && out.contains(found.get(0).id())) {
                        out.add(t.id());
                        grew = true;
                        break;
                    }
                }
            }
        }
        return out;
    }

    private static List<Table> targets(Catalog catalog, ForeignKey fk) {
        return catalog.table(fk.target()).map(List::of).orElseGet(() -> catalog.resolve(fk.target().schema(), fk.target().name()));
    }

    private Optional<TableFilter> filter(Table t, Deque<TableId> chain) {
        Optional<RowFilter> own = policy.rowFilter(t.id());
        if (own.isPresent()) return Optional.of(new TableFilter.Own(t.id(), own.get()));
        if (++steps > BUDGET) return Optional.of(unwritable(t, "its foreign keys reach row-filtered tables through more than "
                + BUDGET + " paths"));
        chain.push(t.id());
        try {
            List<TableFilter.Key> keys = new ArrayList<>();
            for (ForeignKey fk : t.foreignKeys()) {
                List<Table> found = targets(catalog, fk);
                if (found.size() != 1) {
                    if (policy.rowFilter(fk.target()).isPresent()) {
                        return Optional.of(unwritable(t, "its key " + key(t, fk) + " references " + fk.target().displayName()
                                + ", which the catalog does not name uniquely"));
                    }
                    continue;
                }
                Table target = found.get(0);
                if (chain.contains(target.id()) || !reaching.contains(target.id())) continue;
                Optional<TableFilter> sub = filter(target, chain);
                if (sub.isEmpty()) continue;
                if (sub.get() instanceof TableFilter.Unwritable u) return Optional.of(unwritable(t, u.reason()));
                keys.add(new TableFilter.Key(fk, sub.get()));
            }
            return keys.isEmpty() ? Optional.empty() : Optional.of(new TableFilter.Inherited(t.id(), keys));
        } finally {
            chain.pop();
        }
    }

    private static TableFilter unwritable(Table t, String reason) {
        return new TableFilter.Unwritable(t.id(), reason);
    }

    static String key(Table t, ForeignKey fk) {
        return t.id().name() + "(" + String.join(", ", fk.columns()) + ") -> " + fk.target().name() + "("
                + String.join(", ", fk.targetColumns()) + ")";
    }
}
