package io.askdb.planner.render;

import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import io.askdb.planner.plan.SelectPlan;
import io.askdb.planner.plan.SelectPlan.Join;
import io.askdb.planner.plan.SelectPlan.OrderKey;
import io.askdb.planner.plan.SelectPlan.Output;
import io.askdb.planner.plan.SelectPlan.Predicate;
import io.askdb.planner.plan.SelectPlan.Ref;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.jooq.Condition;
import org.jooq.Field;
import org.jooq.Name;
import org.jooq.SelectFieldOrAsterisk;
import org.jooq.SelectHavingStep;
import org.jooq.SelectJoinStep;
import org.jooq.SortField;
import org.jooq.impl.DSL;

/**
 * Writes a {@link SelectPlan} as SQL with jOOQ for the catalog's dialect ({@link JooqDialects}):
 * names quoted by the dialect, values inlined as literals (numbers as numbers when the comparison
 * is numeric), tables qualified by name only when the plan joins.
 */
public final class SelectRenderer {

    /**
     * @param plan    the plan; not null
     * @param dialect the dialect to write; not null
     * @return one SELECT statement
     */
    public String render(SelectPlan plan, Dialect dialect) {
        return JooqDialects.render(query(plan, List.of()), dialect);
    }

    /** @return the plan as a jOOQ query, its WHERE also requiring every extra condition */
    static org.jooq.Select<?> query(SelectPlan plan, List<Condition> extra) {
        boolean qualify = !plan.joins().isEmpty();
        List<SelectFieldOrAsterisk> fields = new ArrayList<>();
        for (Output o : plan.select()) fields.add(output(o, qualify));
        var select = plan.distinct() ? DSL.selectDistinct(fields) : DSL.select(fields);
        SelectJoinStep<?> from = select.from(DSL.table(name(plan.from())));
        for (Join j : plan.joins()) {
            Condition on = DSL.noCondition();
            for (int k = 0; k < j.columns().size(); k++) {
                on = on.and(column(j.table(), j.columns().get(k), true).eq(column(j.other(), j.otherColumns().get(k), true)));
            }
            from = from.join(DSL.table(name(j.table()))).on(on);
        }
        List<Condition> conditions = new ArrayList<>();
        for (Predicate p : plan.where()) conditions.add(condition(p, qualify));
        Condition where = conditions.isEmpty() ? DSL.noCondition() : plan.anyOf() ? DSL.or(conditions) : DSL.and(conditions);
        if (!extra.isEmpty()) where = where.and(DSL.and(extra));
        var filtered = from.where(where);
        // jOOQ's steps share one query: group once, then add HAVING to that grouping
        SelectHavingStep<?> grouped = plan.groupBy().isEmpty() ? filtered : filtered.groupBy(plan.groupBy().stream().map(g -> (Field<?>) column(g, qualify)).toList());
        var having = plan.having() == null ? grouped : grouped.having(compare(DSL.count(), plan.having().op(), List.of(number(plan.having().n()))));
        List<SortField<?>> order = new ArrayList<>();
        for (OrderKey k : plan.orderBy()) {
            Field<?> f = output(k.key(), qualify);
            order.add(k.descending() ? f.desc() : f.asc());
        }
        var sorted = having.orderBy(order);
        return plan.limit() == null ? sorted : sorted.limit(plan.limit());
    }

    static Field<?> output(Output o, boolean qualify) {
        if (o.ref() == null) return DSL.count();
        Field<Object> f = column(o.ref(), qualify);
        if (o.aggregate() == null) return f;
        return switch (o.aggregate()) {
            case COUNT -> o.distinct() ? DSL.countDistinct(f) : DSL.count(f);
            case SUM -> DSL.sum(f.coerce(BigDecimal.class));
            case AVG -> DSL.avg(f.coerce(BigDecimal.class));
            case MAX -> DSL.max(f);
            case MIN -> DSL.min(f);
        };
    }

    @SuppressWarnings("unchecked")
    static Condition condition(Predicate p, boolean qualify) {
        Field<Object> f = column(p.ref(), qualify);
        List<Object> values = new ArrayList<>();
        for (String v : p.values()) values.add(p.numeric() ? number(Double.parseDouble(v)) : v);
        return compare(f, p.op(), values);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Condition compare(Field f, io.askdb.planner.read.QuestionShape.Op op, List<Object> v) {
        Field a = DSL.inline(v.get(0));
        return switch (op) {
            case EQ -> f.eq(a);
            case NE -> f.ne(a);
            case GT -> f.gt(a);
            case GE -> f.ge(a);
            case LT -> f.lt(a);
            case LE -> f.le(a);
            case BETWEEN -> f.between(a, DSL.inline(v.get(1)));
            case LIKE -> f.like(a);
        };
    }

    private static Object number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? (Object) (long) d : (Object) BigDecimal.valueOf(d);
    }

    static Field<Object> column(Ref r, boolean qualify) {
        return column(r.table(), r.column().name(), qualify);
    }

    private static Field<Object> column(Table t, String column, boolean qualify) {
        return qualify ? DSL.field(DSL.name(name(t), DSL.name(column))) : DSL.field(DSL.name(column));
    }

    static Name name(Table t) {
        return t.id().schema() == null ? DSL.name(t.id().name()) : DSL.name(t.id().schema(), t.id().name());
    }
}
