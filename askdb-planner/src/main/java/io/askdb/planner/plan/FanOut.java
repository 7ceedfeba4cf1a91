package io.askdb.planner.plan;

import io.askdb.catalog.Table;
import java.util.List;

/**
 * Joins down to rows that reference a table of the plan (customers -> orders): each row above is
 * repeated once per row below, so a count, total or listing of the rows above must take that into
 * account ({@link SelectPlanner}: counts by key, declines totals, lists each row once).
 */
final class FanOut {
    private FanOut() {
    }

    /** @return true when the joined table's rows reference the table it joins to (each of those has many of them) */
    static boolean down(SelectPlan.Join j) {
        for (var fk : j.table().foreignKeys()) {
            if (fk.target().equals(j.other().id()) && fk.columns().equals(j.columns())) return true;
        }
        return false;
    }

    /** @return true when some join goes down, so that rows of the tables above it repeat */
    static boolean any(List<SelectPlan.Join> joins) {
        return joins.stream().anyMatch(FanOut::down);
    }

    /** @return true when t is joined going down: its rows are the many, not repeated by the join */
    static boolean repeated(List<SelectPlan.Join> joins, Table t) {
        return joins.stream().anyMatch(j -> j.table().id().equals(t.id()) && down(j));
    }

    /** @return the name of the first table joined going down, or "" */
    static String first(List<SelectPlan.Join> joins) {
        return joins.stream().filter(FanOut::down).map(j -> j.table().id().name()).findFirst().orElse("");
    }
}
