package io.askdb.planner;

import io.askdb.planner.render.JooqDialects;
import io.askdb.catalog.Column;
import io.askdb.dialect.Dialect;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.jooq.Field;
import org.jooq.OrderField;
import org.jooq.Select;
import org.jooq.SelectFieldOrAsterisk;
import org.jooq.SelectLimitStep;
import org.jooq.Table;
import org.jooq.impl.DSL;

/**
 * Writes a {@link MetricPlan} as one SELECT built with jOOQ. The metric's expression and filters
 * are the model's SQL over unqualified columns of its table, embedded as plain SQL
 * ({@link DSL#raw}: jOOQ neither parses nor rewrites them; each filter is parenthesised). When
 * the plan joins, the joined rows are first narrowed in a derived table {@code m} to the metric
 * table's columns ({@code t0.*}) plus the grouping values under {@code askdb_}-prefixed names; the
 * expression then reads only its own table's columns, never a same-named column of a joined
 * table. Every join goes from many to one, so each row of the metric's table appears once. A year
 * is the half-open range from 1 January to the next 1 January ({@link ConditionSql#range}). Value
 * filters, conditions and the year go into the derived table's WHERE when the plan joins, else
 * next to the metric's own filters, on the bare (unaliased) table. Time grains are text periods
 * from {@link TimeBuckets}.
 */
final class MetricSqlRenderer {
    private final QuestionTokenizer words;
    private final SqlRenderer plain;

    MetricSqlRenderer(QuestionTokenizer words, SqlRenderer plain) {
        this.words = words;
        this.plain = plain;
    }

    /** @return the metric plan as one SELECT in the dialect's SQL, values inlined, one clause per line */
    String render(MetricPlan p, Dialect d) {
        boolean joined = !p.path().isEmpty();
        ConditionSql conditions = new ConditionSql(d, joined ? ConditionSql.Scope.CHAIN : new ConditionSql.Scope(ChainSql.name(p.fact())));
        String ga = p.group() == null ? "t0" : ChainSql.alias(p.path(), p.group().table());
        List<SelectFieldOrAsterisk> inner = new ArrayList<>(), select = new ArrayList<>();
        List<Field<?>> labels = new ArrayList<>(), keys = new ArrayList<>();
        QueryPlan.Group g = p.group();
        if (g != null) {
            for (int i = 0; i < g.labels().size(); i++) {
                Column c = g.labels().get(i);
                Field<?> ref = ref(joined, ga, c, "askdb_g" + i, inner);
                labels.add(ref);
                select.add(ref.as(plain.labelAlias(g, c)));
            }
            for (int i = 0; i < g.keys().size(); i++) keys.add(ref(joined, ga, g.keys().get(i), "askdb_k" + i, inner));
        }
        Field<Object> timeColumn = p.timeColumn() == null ? null
                : joined ? ChainSql.column(p.timeAt(), p.timeColumn().name()) : DSL.field(DSL.name(p.timeColumn().name()));
        Field<?> time = null;
        if (p.timeGrain() != null) {
            Field<String> value = TimeBuckets.bucket(d, timeColumn, p.timeGrain());
            if (joined) inner.add(value.as("askdb_time"));
            time = joined ? DSL.field(DSL.name("askdb_time")) : value;
            select.add(time.as(p.timeGrain()));
        }
        Field<Object> expression = DSL.field(DSL.raw(p.metric().expression().strip()));
        select.add(expression.as(alias(p)));
        List<org.jooq.Condition> where = new ArrayList<>();
        for (String f : p.metric().filters()) where.add(DSL.condition(DSL.raw(f)));
        List<org.jooq.Condition> rows = new ArrayList<>();
        if (p.year() != null) rows.addAll(conditions.range(timeColumn, LocalDate.of(p.year(), 1, 1), LocalDate.of(p.year() + 1, 1, 1)));
        rows.addAll(conditions.all(p.filters(), p.conditions()));
        Table<?> from;
        if (joined) {
            inner.add(0, DSL.table(DSL.name("t0")).asterisk());
            from = DSL.select(inner).from(ChainSql.innerJoins(p.fact(), p.path())).where(rows).asTable(DSL.name("m"));
        } else {
            from = DSL.table(ChainSql.name(p.fact()));
            where.addAll(rows);
        }
        List<Field<?>> groupBy = new ArrayList<>(keys);
        groupBy.addAll(labels);
        if (time != null) groupBy.add(time);
        List<OrderField<?>> order = new ArrayList<>();
        if (p.ranked() || (g != null && time == null)) order.add(p.ascending() ? expression.asc() : expression.desc());
        if (time != null) order.add(time.asc());
        for (Field<?> l : labels) order.add(l.asc());
        for (Field<?> k : keys) order.add(k.asc());
        var filtered = DSL.select(select).from(from).where(where);
        SelectLimitStep<?> ordered = groupBy.isEmpty() ? filtered : filtered.groupBy(groupBy).orderBy(order);
        Select<?> query = p.limit() == null ? ordered : ordered.limit(p.limit());
        return JooqDialects.render(query, d);
    }

    /** @return how the outer query names a grouping column: itself, or its derived-table alias (added to inner) */
    private static Field<?> ref(boolean joined, String alias, Column c, String derived, List<SelectFieldOrAsterisk> inner) {
        if (!joined) return DSL.field(DSL.name(c.name()));
        inner.add(ChainSql.column(alias, c).as(derived));
        return DSL.field(DSL.name(derived));
    }

    private String alias(MetricPlan p) {
        String a = String.join("_", words.tokenize(p.metric().name()).stream().map(Token::raw).toList());
        return a.isEmpty() ? "value" : a;
    }
}
