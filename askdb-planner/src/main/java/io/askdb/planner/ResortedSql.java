package io.askdb.planner;

import io.askdb.planner.render.JooqDialects;
import io.askdb.dialect.Dialect;
import java.util.List;
import org.jooq.Field;
import org.jooq.Select;
import org.jooq.Table;
import org.jooq.impl.DSL;

/**
 * The rows of a plan in another order, for a follow-up such as "sorted by name" or "the lowest
 * first": {@code SELECT * FROM (the plan) AS previous ORDER BY previous.column}. The order changes,
 * never which rows: a plan with a limit keeps its own order and limit inside ("the top 5 genres, sorted
 * by name" are still the top 5); one without is wrapped unordered (engines such as SQL Server reject
 * ORDER BY in a derived table without a limit). Ties are broken by the plan's other columns in output order.
 */
final class ResortedSql {
    private ResortedSql() {
    }

    /**
     * @param column    index of the result column to sort by, 0-based, in the plan's output order
     *                  (group labels, then the period, then the measure)
     * @param ascending true for the smallest first
     * @return one SELECT in the dialect's SQL
     * @throws IllegalArgumentException when the plan has no such column
     */
    static String render(SqlRenderer renderer, QueryPlan p, Dialect d, int column, boolean ascending) {
        Select<?> inner = renderer.select(p, d, p.limit() != null);
        List<Field<?>> shown = inner.getSelect();
        if (column < 0 || column >= shown.size()) throw new IllegalArgumentException("ResortedSql.column out of range: " + column);
        Table<?> rows = inner.asTable("previous");
        java.util.List<org.jooq.OrderField<?>> order = new java.util.ArrayList<>();
        Field<?> key = rows.field(shown.get(column).getName());
        order.add(ascending ? key.asc() : key.desc());
        for (int i = 0; i < shown.size(); i++) if (i != column) order.add(rows.field(shown.get(i).getName()).asc());
        return JooqDialects.render(DSL.select(rows.fields()).from(rows).orderBy(order), d);
    }
}
