package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Join paths along the catalog's foreign keys, always from the many side to the one side, so
 * that joining never multiplies the rows being counted or summed. At most {@link #MAX_HOPS}.
 */
final class JoinPaths {
    static final int MAX_HOPS = 2;

    private final Catalog catalog;
    private final int maxHops;

    JoinPaths(Catalog catalog) {
        this(catalog, MAX_HOPS);
    }

    /** @param maxHops the longest path searched, in joins (a metric may reach further than a plain count) */
    JoinPaths(Catalog catalog, int maxHops) {
        this.catalog = catalog;
        this.maxHops = maxHops;
    }

    /** @return the catalog the paths are searched in */
    Catalog catalog() {
        return catalog;
    }

    /**
     * @return every shortest path from one table to another (an empty path when they are the
     *         same table); an empty list when there is none within the longest path searched
     */
    List<List<Hop>> shortest(Table from, Table to) {
        if (from.id().equals(to.id())) return List.of(List.of());
        List<List<Hop>> frontier = List.of(List.of());
        for (int depth = 1; depth <= maxHops; depth++) {
            List<List<Hop>> next = new ArrayList<>();
            List<List<Hop>> found = new ArrayList<>();
            for (List<Hop> path : frontier) {
                Table at = path.isEmpty() ? from : path.get(path.size() - 1).to();
                for (ForeignKey fk : at.foreignKeys()) {
                    Optional<Table> target = catalog.table(fk.target());
                    if (target.isEmpty() || target.get().id().equals(at.id()) || visits(path, from, target.get())) continue;
                    List<Hop> longer = new ArrayList<>(path);
                    longer.add(new Hop(at, fk, target.get()));
                    (target.get().id().equals(to.id()) ? found : next).add(List.copyOf(longer));
                }
            }
            if (!found.isEmpty()) return found;
            frontier = next;
        }
        return List.of();
    }

    /** @return the number of hops of the unique shortest path, or -1 when none or not unique */
    int distance(Table from, Table to) {
        List<List<Hop>> paths = shortest(from, to);
        return paths.size() == 1 ? paths.get(0).size() : -1;
    }

    private static boolean visits(List<Hop> path, Table start, Table t) {
        if (start.id().equals(t.id())) return true;
        for (Hop h : path) {
            if (h.to().id().equals(t.id())) return true;
        }
        return false;
    }
}
