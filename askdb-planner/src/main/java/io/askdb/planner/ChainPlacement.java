package io.askdb.planner;

import io.askdb.catalog.Table;
import java.util.List;

/**
 * Where a table sits on a plan's join chain, extending the chain when the table is further along
 * the one unique many-to-one path from the fact table (so no row is counted twice).
 *
 * @param path    the chain, possibly extended; null with a problem
 * @param at      the table's place: 0 for the fact table, n for the table the n-th join reaches
 * @param problem why the table cannot be placed, else null
 */
record ChainPlacement(List<Hop> path, int at, String problem) {
    static ChainPlacement place(JoinPaths paths, Table fact, List<Hop> path, Table t) {
        if (PlanAssembly.same(fact, t)) return new ChainPlacement(path, 0, null);
        for (int i = 0; i < path.size(); i++) {
            if (PlanAssembly.same(path.get(i).to(), t)) return new ChainPlacement(path, i + 1, null);
        }
        List<List<Hop>> found = paths.shortest(fact, t);
        if (found.size() != 1) {
            return new ChainPlacement(null, -1, found.isEmpty() ? DeclineReasons.noPath(fact.id().name(), t.id().name())
                    : DeclineReasons.manyPaths(fact.id().name(), t.id().name()));
        }
        List<Hop> longer = found.get(0);
        if (longer.size() < path.size() || !longer.subList(0, path.size()).equals(path)) {
            return new ChainPlacement(null, -1, t.id().name() + " is joined along another path than the rest of the question.");
        }
        return new ChainPlacement(longer, longer.size(), null);
    }
}
