package io.askdb.planner.plan;

import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

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

    /**
     * @return true when t is reached from the plan's first table by joins that all go up (office_locations -> companies): each
     *     of t's rows then stands once per row below it, so COUNT(*) counts those rows, not t's; false when some join on the
     *     way goes down (students -> enrolments -> courses counts the pairs, each course once per student) or t is not joined
     */
    static boolean above(List<SelectPlan.Join> joins, Table t) {
        Table at = t;
        boolean reached = false;
        for (int guard = 0; guard <= joins.size(); guard++) {
            final Table cur = at;
            var in = joins.stream().filter(j -> j.table().id().equals(cur.id())).findFirst();
            if (in.isEmpty()) return reached;
            if (down(in.get())) return false;
            reached = true;
            at = in.get().other();
        }
        return false;
    }

    /**
     * @param select the columns shown, each of a table
     * @return the keys of the tables shown followed by the shown columns, to group by so that each row shown appears once however
     *     many joined rows it has (and two rows with equal shown values stay two); empty when a shown table has no primary key
     */
    static List<SelectPlan.Ref> keysOf(List<SelectPlan.Output> select) {
        List<SelectPlan.Ref> out = new ArrayList<>();
        Set<Table> tables = new LinkedHashSet<>();
        for (SelectPlan.Output o : select) tables.add(o.ref().table());
        for (Table t : tables) {
            if (t.primaryKey().isEmpty()) return List.of();
            for (String k : t.primaryKey()) {
                var column = t.column(k);
                if (column.isEmpty()) return List.of();
                out.add(new SelectPlan.Ref(t, column.get()));
            }
        }
        for (SelectPlan.Output o : select) if (!out.contains(o.ref())) out.add(o.ref());
        return out;
    }

    /** @return the name of the first table joined going down, or "" */
    static String first(List<SelectPlan.Join> joins) {
        return joins.stream().filter(FanOut::down).map(j -> j.table().id().name()).findFirst().orElse("");
    }
}
