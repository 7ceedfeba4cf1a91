package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * Fixes the columns, joins and grouping of a plan once the roles of the question's words are
 * known, and scores it: 95 for exact names, less for each weak match, default, extra join or
 * filter on a stored value.
 */
final class PlanAssembly {
    /** Confidence taken off for each filter on a stored value: the value might sit in a column not sampled. */
    static final int FILTER_PENALTY = 5;

    private final ColumnKinds kinds;
    private final JoinPaths paths;
    private final ColumnResolver resolver;
    private final Lexicon lex;

    PlanAssembly(ColumnKinds kinds, JoinPaths paths, Lexicon lex) {
        this.kinds = kinds;
        this.paths = paths;
        this.resolver = new ColumnResolver(kinds, paths);
        this.lex = lex;
    }

    /**
     * @param aggregate the aggregate, or null to rank by a column (its own column: NONE, a joined one: SUM)
     * @param measure   what to count (a table) or aggregate (columns)
     * @param group     what to group by, or null for one value
     * @param named     other tables the question names; each must take part in the plan
     * @param values    stored values the question names, each becoming an equality filter
     * @param cued      true when the group follows a grouping cue ("per invoice") rather than ranks rows; an
     *                  average per the very rows it averages is then one number ({@link #ownRows})
     */
    PlanOutcome assemble(Aggregate aggregate, Mention measure, Mention group, List<Table> named, Integer limit,
                         boolean ascending, List<ValueMention> values, boolean cued) {
        int confidence = 95;
        List<String> assumptions = new ArrayList<>();
        Table entity = group != null && group.namesTable() ? group.tables().get(0) : null;
        Table fact;
        Column measured = null;
        if (aggregate == Aggregate.COUNT) {
            fact = measure.tables().get(0);
            if (entity != null && same(fact, entity)) return PlanBuilder.no(DeclineReasons.sameTable(measure.text()));
        } else {
            ColumnResolver.Choice c = resolver.measure(measure, named, entity);
            if (c.problem() != null) return PlanBuilder.no(c.problem());
            fact = c.ref().table();
            measured = c.ref().column();
            confidence -= note(measure, c, assumptions);
            if (cued && aggregate == Aggregate.AVG && group != null && ownRows(group, fact, entity)) {
                // "the average total per invoice": the invoice is the unit of the average, not a grouping of one row each
                assumptions.add("Read '" + group.text() + "' as the unit of the average, not a grouping: the average of "
                        + c.ref().display() + " over all " + fact.id().name() + " rows.");
                group = null;
                entity = null;
            }
            if (aggregate == null && entity != null && same(fact, entity)) {
                aggregate = Aggregate.NONE;
            } else if (aggregate == null) {
                aggregate = Aggregate.SUM;
                confidence -= 10;
                assumptions.add("Ranked by the sum of " + c.ref().display() + ".");
            }
        }
        QueryPlan.Group grouping = null;
        List<Hop> path = List.of();
        Condition pairKey = null;
        if (entity != null) {
            List<List<Hop>> found = paths.shortest(fact, entity);
            Hop bridge = found.isEmpty() && aggregate == Aggregate.COUNT ? new BridgeFilters(paths).pairs(fact, entity) : null;
            if (bridge != null) {
                // "tracks in each playlist": count the bridge's rows, each (track, playlist) pair once by its key
                assumptions.add("Counted " + fact.id().name() + " rows per " + entity.id().name() + " through "
                        + bridge.from().id().name() + ", each pair once; " + lex.plural(entity.id().name().toLowerCase(java.util.Locale.ROOT))
                        + " with none are not listed.");
                fact = bridge.from();
                // only the pairs: an inner join, as a filled key keeps the renderer from starting at the entity
                pairKey = new Condition.NullTest(new ColumnRef(fact, fact.column(bridge.key().columns().get(0)).orElseThrow()), 0, false);
                found = List.of(List.of(bridge));
                confidence -= 5;
            }
            if (found.size() != 1) {
                String from = fact.id().name(), to = entity.id().name();
                return PlanBuilder.no(found.isEmpty() ? DeclineReasons.noPath(from, to) : DeclineReasons.manyPaths(from, to));
            }
            path = found.get(0);
            grouping = entityGroup(kinds, entity);
            if (grouping == null) return PlanBuilder.no(DeclineReasons.noLabel(entity.id().name()));
        } else if (group != null) {
            ColumnResolver.Choice c = resolver.groupColumn(group, fact);
            if (c.problem() != null) return PlanBuilder.no(c.problem());
            path = paths.shortest(fact, c.ref().table()).get(0);
            grouping = new QueryPlan.Group(c.ref().table(), List.of(), List.of(c.ref().column()));
            confidence -= note(group, c, assumptions);
        }
        List<ValueFilter> filters = List.of();
        BridgeFilters.Split split = new BridgeFilters(paths).split(values, fact);
        values = split.values();
        for (Condition c : split.bridged()) assumptions.add(c.assumption());
        confidence -= FILTER_PENALTY * split.bridged().size();
        if (!values.isEmpty()) {
            List<Table> preferred = new ArrayList<>(named);
            if (entity != null) preferred.add(entity);
            if (measure.namesTable()) preferred.addAll(measure.tables());
            ValueFilters.Placed placed = new ValueFilters(paths).place(values, fact, path, preferred);
            if (placed.problem() != null) return PlanBuilder.no(placed.problem());
            path = placed.path();
            filters = placed.filters();
            for (ValueFilter f : filters) assumptions.add(f.assumption());
            confidence -= FILTER_PENALTY * filters.size();
        }
        for (Table t : named) {
            boolean bridged = split.bridged().stream().anyMatch(c -> same(((Condition.Bridged) c).toOther().to(), t));
            if (!bridged && !onPlan(t, fact, path)) return PlanBuilder.no(DeclineReasons.unused(lex.plural(t.id().name().toLowerCase(java.util.Locale.ROOT))));
        }
        confidence -= 5 * Math.max(0, path.size() - 1);
        return new QueryPlan(aggregate, fact, measured, grouping, path, limit, ascending, Math.max(50, confidence),
                assumptions, filters).withConditions(withPairKey(split.bridged(), pairKey));
    }

    /**
     * @return whether a group names the fact table's own rows: the fact table itself, or a column that alone is its
     *         primary key ("per invoice id"); grouping by it makes one group per row
     */
    private boolean ownRows(Mention group, Table fact, Table entity) {
        if (entity != null) return same(fact, entity);
        if (fact.primaryKey().size() != 1) return false;
        ColumnResolver.Choice c = resolver.groupColumn(group, fact);
        return c.problem() == null && same(c.ref().table(), fact) && c.ref().column().name().equalsIgnoreCase(fact.primaryKey().get(0));
    }

    private static List<Condition> withPairKey(List<Condition> conditions, Condition pairKey) {
        if (pairKey == null) return conditions;
        List<Condition> out = new ArrayList<>(conditions);
        out.add(pairKey);
        return out;
    }

    /** @return a table's rows grouped by its key and shown by its label columns (by its key when it has none), or null */
    static QueryPlan.Group entityGroup(ColumnKinds kinds, Table t) {
        List<Column> keys = new ArrayList<>();
        for (String k : t.primaryKey()) t.column(k).ifPresent(keys::add);
        List<Column> labels = kinds.labels(t);
        if (labels.isEmpty()) return keys.isEmpty() ? null : new QueryPlan.Group(t, List.of(), keys);
        return new QueryPlan.Group(t, keys, labels);
    }

    private static int note(Mention m, ColumnResolver.Choice c, List<String> assumptions) {
        if (c.match().strength() == 0) return 0;
        assumptions.add("Read '" + m.text() + "' as " + c.ref().display() + ".");
        return c.match().strength() == 1 ? 10 : 15;
    }

    private static boolean onPlan(Table t, Table fact, List<Hop> path) {
        if (same(t, fact)) return true;
        return path.stream().anyMatch(h -> same(h.to(), t));
    }

    static boolean same(Table a, Table b) {
        return a.id().equals(b.id());
    }
}
