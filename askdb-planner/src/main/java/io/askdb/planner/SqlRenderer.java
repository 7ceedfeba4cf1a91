package io.askdb.planner;

import io.askdb.planner.render.JooqDialects;
import io.askdb.catalog.Column;
import io.askdb.dialect.Dialect;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.jooq.Field;
import org.jooq.OrderField;
import org.jooq.Select;
import org.jooq.SelectFieldOrAsterisk;
import org.jooq.SelectHavingStep;
import org.jooq.SelectLimitStep;
import org.jooq.Table;
import org.jooq.impl.DSL;

/**
 * Writes a {@link QueryPlan} as one SELECT built with jOOQ for the connected dialect (see
 * {@link JooqDialects}): tables are aliased t0 (the fact table), t1, t2 along the join path; ties
 * in the order are broken by label and key so results are deterministic; the row count is the
 * dialect's LIMIT or FETCH. Counting per entity starts from the entity with LEFT JOINs so that
 * entities with no rows count 0 (unless the plan filters rows); every other join is an inner join
 * along a foreign key, from many to one. Filters and conditions are written by {@link ConditionSql}.
 *
 * <p>COUNT with {@code distinct} is {@code COUNT(DISTINCT t0.measure)}; NONE with {@code distinct}
 * is {@code SELECT DISTINCT}, ordered by the shown columns only (engines other than SQLite reject
 * ORDER BY on a column not shown). A {@link TimeBucket} shows the period as text
 * ({@link TimeBuckets}) under the alias "year" or "month", grouped by it, in time order; with a
 * limit ("which year had the most invoices") the rows are ranked by the measure first. A plan whose measure only ranks
 * ({@link QueryPlan#measureShown()} false: "which artist has the most albums") orders by it without showing it.
 */
final class SqlRenderer {
    private final QuestionTokenizer words;

    SqlRenderer(QuestionTokenizer words) {
        this.words = words;
    }

    /** @return the plan as one SELECT in the dialect's SQL, values inlined, one clause per line */
    String render(QueryPlan p, Dialect d) {
        return JooqDialects.render(select(p, d, true), d);
    }

    /**
     * Writes the average of a plan's counts per group: {@code SELECT AVG(n) FROM (the plan, unordered) AS counts},
     * one row ("the average number of tracks per album").
     *
     * @param p a COUNT plan grouped by a table, columns or a period, without a limit
     * @return one SELECT in the dialect's SQL
     */
    String renderAverage(QueryPlan p, Dialect d) {
        Select<?> inner = select(p, d, false);
        Table<?> counts = inner.asTable("counts");
        Field<?> count = counts.field(inner.getSelect().get(inner.getSelect().size() - 1).getName());
        return JooqDialects.render(DSL.select(DSL.avg(count.coerce(BigDecimal.class)).as("average_" + count.getName())).from(counts), d);
    }

    /** @return whether a COUNT plan counts per entity from the entity, with LEFT JOINs, so that an entity with no rows counts 0 */
    static boolean countsFromEntity(QueryPlan p) {
        QueryPlan.Group g = p.group();
        return p.filters().isEmpty() && p.conditions().isEmpty() && p.aggregate() == Aggregate.COUNT && g != null
                && !g.keys().isEmpty() && !p.path().isEmpty() && PlanAssembly.same(g.table(), p.path().get(p.path().size() - 1).to());
    }

    /** @return the plan's SELECT; unordered (and without its limit) when {@code ordered} is false, as {@link ResortedSql} wraps it */
    Select<?> select(QueryPlan p, Dialect d, boolean ordered) {
        List<Hop> path = p.path();
        QueryPlan.Group g = p.group();
        // a listing shows its own rows (t0), also over a self-join (Employee t0 JOIN Employee t1)
        boolean own = g != null && p.aggregate() == Aggregate.NONE && PlanAssembly.same(g.table(), p.fact());
        String ga = g == null || own ? "t0" : ChainSql.alias(path, g.table());
        List<SelectFieldOrAsterisk> select = new ArrayList<>();
        List<Field<?>> labels = new ArrayList<>(), keys = new ArrayList<>();
        List<String> aliases = new ArrayList<>();
        if (g != null) {
            for (Column c : g.labels()) {
                String alias = labelAlias(g, c);
                aliases.add(alias);
                labels.add(ChainSql.column(ga, c));
                select.add(ChainSql.column(ga, c).as(alias));
            }
            for (Column c : g.keys()) keys.add(ChainSql.column(ga, c));
        }
        Field<String> time = null;
        if (p.time() != null) {
            TimeBucket t = p.time();
            time = TimeBuckets.bucket(d, ChainSql.column(t.at(), t.ref().column().name()), t.grain());
            aliases.add(t.grain());
            select.add(time.as(t.grain()));
        }
        boolean fromEntity = countsFromEntity(p);
        Field<?> measure = measure(p, fromEntity);
        if (measure != null && p.measureShown()) {
            String alias = measureAlias(p);
            select.add(measure.as(aliases.contains(alias) ? alias + "_value" : alias));
        }
        Table<?> from = fromEntity ? ChainSql.leftJoinsFromEntity(path) : ChainSql.innerJoins(p.fact(), path);
        SelectHavingStep<?> grouped;
        var where = (p.distinct() && p.aggregate() == Aggregate.NONE ? DSL.selectDistinct(select) : DSL.select(select))
                .from(from).where(new ConditionSql(d, ConditionSql.Scope.CHAIN).all(p.filters(), p.conditions()));
        List<Field<?>> groupBy = new ArrayList<>(keys);
        groupBy.addAll(labels);
        if (time != null) groupBy.add(time);
        grouped = p.aggregate() != Aggregate.NONE && !groupBy.isEmpty() ? where.groupBy(groupBy) : where;
        if (!ordered) return grouped;
        SelectLimitStep<?> sorted = grouped.orderBy(order(p, measure, labels, keys, time));
        return p.limit() == null ? sorted : sorted.limit(p.limit());
    }

    private static List<OrderField<?>> order(QueryPlan p, Field<?> measure, List<Field<?>> labels, List<Field<?>> keys, Field<String> time) {
        List<OrderField<?>> order = new ArrayList<>();
        if (time != null) {
            if (measure != null && p.limit() != null) order.add(p.ascending() ? measure.asc() : measure.desc());
            order.add(time.asc());
            return order;
        }
        if (p.group() == null) return order;
        if (measure != null) order.add(p.ascending() ? measure.asc() : measure.desc());
        if (measure == null && !p.distinct() && !keys.isEmpty() && p.group().labels().containsAll(p.group().keys())) {
            // the rows are shown with their key, which alone orders them (a listing by every column)
            order.addAll(keys.stream().map(Field::asc).toList());
            return order;
        }
        for (Field<?> l : labels) order.add(l.asc());
        if (!p.distinct()) for (Field<?> k : keys) order.add(k.asc());
        return order;
    }

    private static Field<?> measure(QueryPlan p, boolean fromEntity) {
        if (p.aggregate() == Aggregate.NONE) return p.measure() == null ? null : ChainSql.column("t0", p.measure());
        if (p.aggregate() == Aggregate.COUNT) {
            if (p.distinct()) return DSL.countDistinct(ChainSql.column("t0", p.measure()));
            return fromEntity ? DSL.count(ChainSql.column(0, p.path().get(0).key().columns().get(0))) : DSL.count();
        }
        Field<BigDecimal> m = ChainSql.column("t0", p.measure()).coerce(BigDecimal.class);
        switch (p.aggregate()) {
            case SUM: return DSL.sum(m);
            case AVG: return DSL.avg(m);
            case MAX: return DSL.max(ChainSql.column("t0", p.measure()));
            default: return DSL.min(ChainSql.column("t0", p.measure()));
        }
    }

    private String measureAlias(QueryPlan p) {
        if (p.aggregate() == Aggregate.COUNT && p.distinct()) return "distinct_" + nonEmpty(words.snake(p.measure().name())) + "_count";
        if (p.aggregate() == Aggregate.COUNT) return String.join("_", words.identifierWords(p.fact().id().name())) + "_count";
        String column = nonEmpty(words.snake(p.measure().name()));
        if (p.aggregate() == Aggregate.NONE) return column;
        if (p.aggregate() == Aggregate.SUM && column.startsWith("total")) return "sum_" + column;
        return p.aggregate().aliasWord() + "_" + column;
    }

    /** @return the result column name of a label: the table's name for a generic Name/Title of an entity, else the column's */
    String labelAlias(QueryPlan.Group g, Column c) {
        List<String> w = words.identifierWords(c.name());
        boolean generic = w.equals(List.of("name")) || w.equals(List.of("title"));
        if (generic && !g.keys().isEmpty()) return nonEmpty(String.join("_", words.identifierWords(g.table().id().name())));
        return nonEmpty(words.snake(c.name()));
    }

    private static String nonEmpty(String alias) {
        return alias.isEmpty() ? "value" : alias;
    }
}
