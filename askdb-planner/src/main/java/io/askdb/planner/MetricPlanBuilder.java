package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import io.askdb.planner.PlanOutcome.Unplannable;
import io.askdb.semantic.Metric;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Plans a question that names a metric of the semantic model. Conservative: any word not placed,
 * a condition, a second metric or grouping, an aggregation word that contradicts the metric's
 * own aggregate, or a grouping not reachable from the metric's table from many to one declines
 * with a reason naming the metric; it never falls back to guessing a column for the metric's word.
 * Stored values the question names ("customers in Canada") filter the metric's rows, placed by
 * {@link ValueFilters}; a table the question names must then hold a filter or be on its joins.
 */
final class MetricPlanBuilder {
    /** Metric tables sit at the bottom of the join graph; a group three joins up is still many to one. */
    static final int MAX_HOPS = 3;

    private final ColumnKinds kinds;
    private final Lexicon lex;

    MetricPlanBuilder(ColumnKinds kinds, Lexicon lex) {
        this.kinds = kinds;
        this.lex = lex;
    }

    PlanOutcome build(Reading r, Catalog catalog) {
        return new TimePlacement(lex).placeOnMetric(plan(r, catalog), r, catalog);
    }

    private PlanOutcome plan(Reading r, Catalog catalog) {
        MetricMention mm = r.metrics().get(0);
        Metric metric = mm.metric();
        if (r.metrics().size() > 1) {
            return no(mm, "the question names a second metric ('" + r.metrics().get(1).text() + "'). Ask about one metric at a time");
        }
        if (!r.unmatched().isEmpty() || !r.conditions().isEmpty()) {
            List<String> words = new ArrayList<>(r.unmatched());
            words.addAll(r.conditions());
            return no(mm, "I could not place " + DeclineReasons.quoted(words) + " (the planner applies to a metric no "
                    + "conditions other than a stored value or a year). Ask for the metric alone, per a table or column, or per year or month");
        }
        if (!r.restrictions().isEmpty()) return no(mm, "the planner applies no conditions such as " + DeclineReasons.quoted(r.restrictions().texts()) + " to a metric yet. Ask for the metric alone, or per a table or column");
        if (r.listing()) return no(mm, "a metric is one number per group, not a list of rows. Ask 'what is the " + metric.name() + " per ...'");
        if (r.averaged()) return no(mm, "an average of '" + r.aggregateCue() + "' a metric per group is not planned. Ask for the " + metric.name() + " per ...");
        boolean rankWord = r.timeRanked() && (r.aggregate() == Aggregate.MAX || r.aggregate() == Aggregate.MIN);
        if (r.aggregate() != null && !rankWord && !agrees(r.aggregate(), metric.expression())) {
            return no(mm, "'" + r.aggregateCue() + "' does not fit its definition " + metric.expression()
                    + ". Ask for the " + metric.name() + " without '" + r.aggregateCue() + "'");
        }
        Optional<Table> fact = catalog.table(metric.table());
        if (fact.isEmpty()) return no(mm, "its table " + metric.table().displayName() + " is not in this database");
        for (Mention m : r.mentions()) {
            if (m.tables().size() > 1) return no(mm, "'" + m.text() + "' may mean several tables");
        }
        boolean ranking = r.limit() != null || r.rankAt() >= 0;
        Mention group = null;
        if (r.timeRanked()) {
            if (!ranking && !rankWord) return no(mm, "I could not tell how to rank the " + r.timeGrain() + "s. Ask which "
                    + r.timeGrain() + " had the highest " + metric.name());
            if (!r.groupCues().isEmpty() || !r.mentions().isEmpty()) return no(mm, "ranking by a metric takes one grouping");
            boolean ascending = rankWord ? r.aggregate() == Aggregate.MIN : r.ascending();
            return plan(mm, fact.get(), null, r.timeGrain(), r.year(), r.limit() == null ? 1 : r.limit(), ascending, true, catalog,
                    r.values(), List.of());
        }
        if (ranking) {
            if (r.timeGrain() != null || !r.groupCues().isEmpty()) return no(mm, "ranking by a metric takes one grouping");
            group = r.limitAt() >= 0 ? firstAfter(r.mentions(), r.limitAt()) : lastBefore(r.mentions(), r.rankAt());
            if (group == null) return no(mm, "I could not tell which rows to rank by it");
        } else if (r.groupCues().size() > 1 || (r.groupCues().size() == 1 && r.timeGrain() != null)) {
            return no(mm, DeclineReasons.twoGroupings());
        } else if (r.groupCues().size() == 1) {
            group = firstAfter(r.mentions(), r.groupCues().get(0));
            if (group == null) return no(mm, "I could not tell what to group it by");
        }
        List<Table> named = new ArrayList<>();
        for (Mention m : r.mentions()) {
            if (m == group) continue;
            if (r.values().isEmpty() || !m.namesTable()) {
                return no(mm, "'" + m.text() + "' has no place next to it. Ask for the metric per one table or column");
            }
            named.add(m.tables().get(0));
        }
        Integer limit = r.limit();
        if (ranking && limit == null) {
            if (!lex.singular(group.text())) return no(mm, "I could not tell how many rows to show. Ask for the top 5, for example");
            limit = 1;
        }
        return plan(mm, fact.get(), group, r.timeGrain(), r.year(), limit, r.ascending(), ranking, catalog,
                r.values(), named);
    }

    private PlanOutcome plan(MetricMention mm, Table fact, Mention group, String grain, Integer year, Integer limit,
                             boolean ascending, boolean ranking, Catalog catalog, List<ValueMention> values,
                             List<Table> named) {
        Metric metric = mm.metric();
        JoinPaths paths = new JoinPaths(catalog, MAX_HOPS);
        List<String> assumptions = new ArrayList<>();
        assumptions.add("Read '" + mm.text() + "' as the metric " + metric.name() + ": " + metric.expression() + " over "
                + fact.id().displayName() + (metric.filters().isEmpty() ? "" : " where " + String.join(" and ", metric.filters())) + ".");
        int confidence = 95;
        QueryPlan.Group grouping = null;
        Column timeColumn = null;
        List<Hop> path = List.of();
        List<Hop> timePath = List.of();
        if (grain != null || year != null) {
            if (metric.timeColumn() == null) return no(mm, "it has no time column in the semantic model. Add 'timeColumn' to it");
            if (grain != null && catalog.dialect() != Dialect.SQLITE) return no(mm, "grouping by " + grain + " is written for SQLite only so far");
            Optional<Table> timeTable = catalog.table(metric.timeColumn().table());
            if (timeTable.isEmpty()) return no(mm, "its time column " + metric.timeColumn() + " is not in this database");
            timeColumn = timeTable.get().column(metric.timeColumn().column()).orElse(null);
            List<List<Hop>> found = paths.shortest(fact, timeTable.get());
            if (timeColumn == null || found.size() != 1) return no(mm, "its time column " + metric.timeColumn() + " cannot be joined from " + fact.id().name());
            timePath = found.get(0);
            path = timePath;
            if (year != null) assumptions.add("Limited to " + year + " by " + metric.timeColumn() + ".");
        }
        if (group != null && group.namesTable() && !ranking && PlanAssembly.same(group.tables().get(0), fact)
                && agrees(Aggregate.AVG, metric.expression())) {
            // "the average invoice total per invoice": the metric's own rows are the unit of its average, not a grouping
            assumptions.add("Read '" + group.text() + "' as the unit of the average, not a grouping: one " + metric.name()
                    + " over all " + fact.id().name() + " rows.");
            group = null;
        }
        if (group != null && group.namesTable()) {
            Table entity = group.tables().get(0);
            List<List<Hop>> found = paths.shortest(fact, entity);
            if (found.size() != 1) {
                return no(mm, "each " + fact.id().name() + " row must belong to exactly one " + entity.id().name()
                        + " along foreign keys, and " + (found.isEmpty() ? "none joins them" : "several paths join them"));
            }
            path = found.get(0);
            grouping = PlanAssembly.entityGroup(kinds, entity);
            if (grouping == null) return no(mm, DeclineReasons.noLabel(entity.id().name()));
        } else if (group != null) {
            ColumnResolver.Choice c = new ColumnResolver(kinds, paths).groupColumn(group, fact);
            if (c.problem() != null) return no(mm, c.problem());
            path = paths.shortest(fact, c.ref().table()).get(0);
            grouping = new QueryPlan.Group(c.ref().table(), List.of(), List.of(c.ref().column()));
            if (c.match().strength() > 0) {
                assumptions.add("Read '" + group.text() + "' as " + c.ref().display() + ".");
                confidence -= c.match().strength() == 1 ? 10 : 15;
            }
        }
        if (!timePath.isEmpty() && !path.subList(0, Math.min(timePath.size(), path.size())).equals(timePath)) {
            return no(mm, "the year is on " + metric.timeColumn() + ", along another join than the grouping; ask for the year or the grouping");
        }
        List<ValueFilter> filters = List.of();
        if (!values.isEmpty()) {
            List<Table> preferred = new ArrayList<>(named);
            if (grouping != null) preferred.add(grouping.table());
            ValueFilters.Placed placed = new ValueFilters(paths).place(values, fact, path, preferred);
            if (placed.problem() != null) return no(mm, placed.problem());
            path = placed.path();
            filters = placed.filters();
            for (ValueFilter f : filters) assumptions.add(f.assumption());
            confidence -= PlanAssembly.FILTER_PENALTY * filters.size();
        }
        for (Table t : named) {
            boolean onPath = PlanAssembly.same(t, fact) || path.stream().anyMatch(h -> PlanAssembly.same(h.to(), t));
            if (!onPath) return no(mm, "'" + t.id().name() + "' has no place next to it. Ask for the metric per one table or column");
        }
        confidence -= 5 * Math.max(0, path.size() - 1);
        return new MetricPlan(metric, fact, grouping, grain, timeColumn, timePath.size(), year, path, limit, ascending, ranking,
                Math.max(50, confidence), assumptions, filters);
    }

    /** @return whether an aggregation word only restates the metric's own aggregate ("total revenue", "average length") */
    static boolean agrees(Aggregate a, String expression) {
        String e = expression.strip().toUpperCase(Locale.ROOT).replace(" ", "");
        return a == Aggregate.SUM && e.startsWith("SUM(") || a == Aggregate.AVG && e.startsWith("AVG(")
                || a == Aggregate.COUNT && (e.startsWith("COUNT(") || COUNTED_SUM.matcher(e).matches());
    }

    /** SUM of one column named like a number of things ({@code count.column} of the lexicon): "how many tracks were sold" = SUM(Quantity). */
    private static final java.util.regex.Pattern COUNTED_SUM = java.util.regex.Pattern.compile(
            "SUM\\((\\w*(" + String.join("|", Lexicon.standard().words("count.column")).toUpperCase(Locale.ROOT) + "))\\)");

    private static Mention firstAfter(List<Mention> mentions, int index) {
        return mentions.stream().filter(m -> m.start() > index).findFirst().orElse(null);
    }

    private static Mention lastBefore(List<Mention> mentions, int index) {
        Mention found = null;
        for (Mention m : mentions) {
            if (m.start() < index) found = m;
        }
        return found;
    }

    private static Unplannable no(MetricMention mm, String reason) {
        String why = reason.endsWith(".") ? reason.substring(0, reason.length() - 1) : reason;
        return new Unplannable("I read '" + mm.text() + "' as the metric '" + mm.metric().name()
                + "' of the semantic model, but could not plan it: " + why + ".", List.of());
    }
}
