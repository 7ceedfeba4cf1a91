package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.semantic.Metric;
import java.util.List;
import java.util.Objects;

/**
 * A question about a metric of the semantic model: its expression over its own table's rows,
 * optionally grouped by an entity or column reached from that table (always from the many side
 * to the one side, so no row of the metric's table is counted twice) or by a time grain.
 *
 * @param metric      the metric; not null
 * @param fact        the metric's table as catalogued; not null
 * @param group       what rows are grouped by, or null (with a null timeGrain: one value)
 * @param timeGrain   "year" or "month" to group by the metric's time column, or null
 * @param timeColumn  the metric's time column when timeGrain or year is set, else null
 * @param timeAt      which table of the path holds the time column: 0 for the fact table, n for the n-th join
 * @param year        the calendar year the rows are limited to, or null
 * @param path        joins from the fact table to the group's (or the time column's) table; empty when the same
 * @param limit       the number of rows asked for, or null for all
 * @param ascending   true to rank the smallest first
 * @param ranked      true to order by the metric (otherwise by the group, or by time)
 * @param confidence  0-100
 * @param assumptions how words were read, for the user
 * @param filters     equality conditions on stored values, each on a table of the chain; possibly empty
 * @param conditions  other conditions (comparisons, missing values, absent rows, date ranges), each on a table of the chain; possibly empty
 */
record MetricPlan(Metric metric, Table fact, QueryPlan.Group group, String timeGrain, Column timeColumn, int timeAt,
                  Integer year, List<Hop> path,
                  Integer limit, boolean ascending, boolean ranked, int confidence, List<String> assumptions,
                  List<ValueFilter> filters, List<Condition> conditions)
        implements PlanOutcome {
    MetricPlan {
        Objects.requireNonNull(metric, "MetricPlan.metric");
        Objects.requireNonNull(fact, "MetricPlan.fact");
        path = List.copyOf(path);
        assumptions = List.copyOf(assumptions);
        filters = List.copyOf(filters);
        conditions = List.copyOf(conditions);
        for (Condition c : conditions) {
            if (c.at() > path.size()) throw new IllegalArgumentException("MetricPlan.conditions must sit on the join path");
        }
        for (ValueFilter f : filters) {
            if (f.at() > path.size()) throw new IllegalArgumentException("MetricPlan.filters must sit on the join path");
        }
        if (group != null && timeGrain != null) throw new IllegalArgumentException("MetricPlan.group and timeGrain exclude each other");
        if ((timeGrain == null && year == null) != (timeColumn == null)) {
            throw new IllegalArgumentException("MetricPlan.timeColumn must be set exactly when timeGrain or year is");
        }
        if (timeAt < 0 || timeAt > path.size()) throw new IllegalArgumentException("MetricPlan.timeAt must be 0 to the path's length");
        if (confidence < 0 || confidence > 100) throw new IllegalArgumentException("MetricPlan.confidence must be 0-100");
    }

    /** A metric plan with no conditions beyond value filters and the year. */
    MetricPlan(Metric metric, Table fact, QueryPlan.Group group, String timeGrain, Column timeColumn, int timeAt,
               Integer year, List<Hop> path, Integer limit, boolean ascending, boolean ranked, int confidence,
               List<String> assumptions, List<ValueFilter> filters) {
        this(metric, fact, group, timeGrain, timeColumn, timeAt, year, path, limit, ascending, ranked, confidence,
                assumptions, filters, List.of());
    }
}
