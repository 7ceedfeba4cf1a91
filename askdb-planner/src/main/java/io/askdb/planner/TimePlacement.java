package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import io.askdb.planner.PlanOutcome.Unplannable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Puts a question's time words on a plan once its rows are known: a range of dates becomes a
 * {@link Condition.DateRange}, "each year" a {@link TimeBucket}, both on the date column
 * {@link DateColumns} chooses on the counted table (or on a metric's time column). A verb saying
 * the rows are events ("orders placed") needs the table to have a date column. Each reading is
 * stated as an assumption.
 */
final class TimePlacement {
    private final DateColumns dates;

    TimePlacement(Lexicon lex) {
        this.dates = new DateColumns(new QuestionTokenizer(lex));
    }

    /** @return the plan with the reading's dates and time grouping on it, or why they do not fit */
    PlanOutcome place(PlanOutcome outcome, Reading r, Catalog catalog) {
        TimeWords time = r.time();
        if (!(outcome instanceof QueryPlan p) || (time.isEmpty() && r.timeGrain() == null)) return outcome;
        String about = time.span() != null ? time.span().as() : r.timeGrain() != null ? "each " + r.timeGrain() : time.verb();
        DateColumns.Choice c = dates.choose(p.fact(), time, about, catalog.dialect() == io.askdb.dialect.Dialect.SQLITE);
        if (c.problem() != null) return PlanBuilder.no(c.problem());
        List<Condition> conditions = new ArrayList<>(p.conditions());
        List<String> assumptions = new ArrayList<>(p.assumptions());
        if (time.span() != null) {
            Condition.DateRange range = new Condition.DateRange(c.ref(), 0, time.span().from(), time.span().to(), time.span().as());
            conditions.add(range);
            assumptions.add(range.assumption());
        }
        TimeBucket bucket = p.time();
        if (r.timeGrain() != null) {
            if (p.group() != null || p.limit() != null || p.aggregate() == Aggregate.NONE) {
                return PlanBuilder.no("I can group by one thing at a time: by " + r.timeGrain() + " or by something else, and the question asks for more.");
            }
            bucket = new TimeBucket(c.ref(), 0, r.timeGrain());
            assumptions.add("Grouped by the " + r.timeGrain() + " of " + c.ref().display() + ".");
        }
        return new QueryPlan(p.aggregate(), p.fact(), p.measure(), p.group(), p.path(), p.limit(), p.ascending(), p.confidence(),
                assumptions, p.filters(), conditions, p.distinct(), bucket);
    }

    /** @return the metric plan limited to the reading's range of dates on the metric's time column, or why it cannot be */
    PlanOutcome placeOnMetric(PlanOutcome outcome, Reading r, Catalog catalog) {
        TimeWords.Span span = r.time().span();
        if (!(outcome instanceof MetricPlan p) || span == null) return outcome;
        String name = p.metric().name();
        if (p.metric().timeColumn() == null) return no(name, "it has no time column in the semantic model. Add 'timeColumn' to it");
        Optional<Table> table = catalog.table(p.metric().timeColumn().table());
        Optional<Column> column = table.flatMap(t -> t.column(p.metric().timeColumn().column()));
        List<List<Hop>> found = table.isEmpty() ? List.of() : new JoinPaths(catalog, MetricPlanBuilder.MAX_HOPS).shortest(p.fact(), table.get());
        if (column.isEmpty() || found.size() != 1) return no(name, "its time column " + p.metric().timeColumn() + " cannot be joined from " + p.fact().id().name());
        List<Hop> timePath = found.get(0), path = p.path();
        if (isPrefix(path, timePath)) {
            path = timePath;
        } else if (!isPrefix(timePath, path)) {
            return no(name, "'" + span.as() + "' is on " + p.metric().timeColumn() + ", along another join than the grouping; ask for one of them");
        }
        Condition.DateRange range = new Condition.DateRange(new ColumnRef(table.get(), column.get()), timePath.size(), span.from(), span.to(), span.as());
        List<Condition> conditions = new ArrayList<>(p.conditions());
        conditions.add(range);
        List<String> assumptions = new ArrayList<>(p.assumptions());
        assumptions.add(range.assumption());
        return new MetricPlan(p.metric(), p.fact(), p.group(), p.timeGrain(), p.timeColumn(), p.timeAt(), p.year(), path, p.limit(),
                p.ascending(), p.ranked(), p.confidence(), assumptions, p.filters(), conditions);
    }

    private static boolean isPrefix(List<Hop> shorter, List<Hop> longer) {
        return shorter.size() <= longer.size() && longer.subList(0, shorter.size()).equals(shorter);
    }

    private static Unplannable no(String metric, String reason) {
        return PlanBuilder.no("I read the metric '" + metric + "' of the semantic model, but could not plan it: " + reason + ".");
    }
}
