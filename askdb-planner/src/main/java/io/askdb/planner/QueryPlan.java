package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.List;
import java.util.Objects;

/**
 * A question understood: what to compute over which rows, grouped how, ordered how.
 *
 * @param aggregate   the aggregate, or {@link Aggregate#NONE} to list or rank rows; not null
 * @param fact        the table whose rows are counted, summed or listed; not null
 * @param measure     the column aggregated or ranked by; null for COUNT and for listing
 * @param group       what rows are grouped by (or, with NONE, which columns name a row); null for one value
 * @param path        the joins from the fact table to the group's table; empty when the same
 * @param limit       the number of rows asked for, or null for all
 * @param ascending   true to put the smallest first (otherwise largest first)
 * @param confidence  0-100, lower for each weak match or default taken
 * @param assumptions how words were read, for the user; possibly empty
 * @param filters     equality conditions on stored values, each on a table of the chain (fact, then the path); possibly empty
 * @param conditions  other conditions (comparisons, missing values, absent rows, date ranges), each on a table of the chain; possibly empty
 * @param distinct    with COUNT, count distinct values of {@code measure} (COUNT(DISTINCT measure)); with NONE, list
 *                    each row once (SELECT DISTINCT), as when listing the one side of a join; never with other aggregates
 * @param time        grouping by a period of a date column, or null; never together with {@code group}
 * @param measureShown false when the measure only ranks the rows ("which artist has the most albums" shows the artist, the
 *                    count orders them), as the question asked for the rows and not the measure; needs a limit, a measure,
 *                    a group or period to show instead, and no SELECT DISTINCT (which cannot order by a column it does not show)
 */
record QueryPlan(Aggregate aggregate, Table fact, Column measure, Group group, List<Hop> path, Integer limit,
                 boolean ascending, int confidence, List<String> assumptions, List<ValueFilter> filters,
                 List<Condition> conditions, boolean distinct, TimeBucket time, boolean measureShown)
        implements PlanOutcome {
    QueryPlan {
        Objects.requireNonNull(aggregate, "QueryPlan.aggregate");
        Objects.requireNonNull(fact, "QueryPlan.fact");
        path = List.copyOf(path);
        assumptions = List.copyOf(assumptions);
        filters = List.copyOf(filters);
        conditions = List.copyOf(conditions);
        for (ValueFilter f : filters) {
            if (f.at() > path.size()) throw new IllegalArgumentException("QueryPlan.filters must sit on the join path");
        }
        for (Condition c : conditions) {
            if (c.at() > path.size()) throw new IllegalArgumentException("QueryPlan.conditions must sit on the join path");
        }
        if (distinct && !(aggregate == Aggregate.NONE || (aggregate == Aggregate.COUNT && measure != null))) {
            throw new IllegalArgumentException("QueryPlan.distinct needs NONE, or COUNT with a measure");
        }
        if (time != null && (group != null || time.at() > path.size())) {
            throw new IllegalArgumentException("QueryPlan.time excludes group and must sit on the join path");
        }
        if (confidence < 0 || confidence > 100) throw new IllegalArgumentException("QueryPlan.confidence must be 0-100");
        boolean hasMeasure = aggregate != Aggregate.NONE || measure != null;
        boolean shownElse = group != null || time != null;
        if (!measureShown && (limit == null || !hasMeasure || !shownElse || (distinct && aggregate == Aggregate.NONE))) {
            throw new IllegalArgumentException("QueryPlan.measureShown may be false only for a limited ranking by a measure, without SELECT DISTINCT");
        }
    }

    /** A plan that shows its measure. */
    QueryPlan(Aggregate aggregate, Table fact, Column measure, Group group, List<Hop> path, Integer limit,
              boolean ascending, int confidence, List<String> assumptions, List<ValueFilter> filters,
              List<Condition> conditions, boolean distinct, TimeBucket time) {
        this(aggregate, fact, measure, group, path, limit, ascending, confidence, assumptions, filters, conditions, distinct, time, true);
    }

    /** A plan with no conditions, no DISTINCT and no time grouping. */
    QueryPlan(Aggregate aggregate, Table fact, Column measure, Group group, List<Hop> path, Integer limit,
              boolean ascending, int confidence, List<String> assumptions, List<ValueFilter> filters) {
        this(aggregate, fact, measure, group, path, limit, ascending, confidence, assumptions, filters, List.of(), false, null);
    }

    /** @return the same plan with other joins, filters, confidence and assumptions */
    QueryPlan filtered(List<Hop> newPath, List<ValueFilter> newFilters, int newConfidence, List<String> newAssumptions) {
        return new QueryPlan(aggregate, fact, measure, group, newPath, limit, ascending, newConfidence, newAssumptions, newFilters,
                conditions, distinct, time, measureShown);
    }

    /** @return the same plan with other conditions */
    QueryPlan withConditions(List<Condition> newConditions) {
        return new QueryPlan(aggregate, fact, measure, group, path, limit, ascending, confidence, assumptions, filters,
                newConditions, distinct, time, measureShown);
    }

    /** @return the same plan ordered by its measure without showing it (see {@code measureShown}) */
    QueryPlan withMeasureHidden() {
        return new QueryPlan(aggregate, fact, measure, group, path, limit, ascending, confidence, assumptions, filters,
                conditions, distinct, time, false);
    }

    /**
     * Grouping: by a whole table (its key, shown by its label columns) or by plain columns.
     *
     * @param table  the table holding the columns; not null
     * @param keys   key columns grouped by but not shown; empty when grouping by plain columns
     * @param labels columns grouped by and shown; not empty
     */
    record Group(Table table, List<Column> keys, List<Column> labels) {
        Group {
            Objects.requireNonNull(table, "Group.table");
            keys = List.copyOf(keys);
            labels = List.copyOf(labels);
            if (labels.isEmpty()) throw new IllegalArgumentException("Group.labels must not be empty");
        }
    }
}
