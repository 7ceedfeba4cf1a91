package io.askdb.planner.render;

import io.askdb.dialect.Dialect;
import io.askdb.planner.plan.CompoundPlan;
import io.askdb.planner.plan.NestedPlan;
import io.askdb.planner.plan.NestedPlan.AgainstAggregate;
import io.askdb.planner.plan.NestedPlan.NotIn;
import io.askdb.planner.plan.NestedPlan.Subquery;
import io.askdb.planner.plan.SelectPlan.Join;
import io.askdb.planner.plan.SelectPlan.Output;
import io.askdb.planner.plan.SelectPlan.Predicate;
import io.askdb.planner.plan.SelectPlan.Ref;
import java.util.ArrayList;
import java.util.List;
import org.jooq.Condition;
import org.jooq.Field;
import org.jooq.Select;
import org.jooq.SelectJoinStep;
import org.jooq.impl.DSL;

/**
 * Writes a {@link NestedPlan} (a SELECT with subquery conditions) or a {@link CompoundPlan} (two
 * SELECTs and a set operation) with jOOQ, each SELECT as {@link SelectRenderer} writes it. Columns
 * inside a subquery are qualified by their table's name, which names the subquery's own table.
 */
public final class NestedRenderer {

    /**
     * @param plan    the plan; not null
     * @param dialect the dialect to write; not null
     * @return one SELECT statement with subqueries in its WHERE
     */
    public String render(NestedPlan plan, Dialect dialect) {
        boolean qualify = !plan.outer().joins().isEmpty();
        List<Condition> extra = new ArrayList<>();
        for (Subquery s : plan.conditions()) extra.add(condition(s, qualify));
        return JooqDialects.render(SelectRenderer.query(plan.outer(), extra), dialect);
    }

    /**
     * @param plan    the plan; not null
     * @param dialect the dialect to write; not null
     * @return the two SELECTs joined by the set operation
     */
    public String render(CompoundPlan plan, Dialect dialect) {
        Select<?> left = SelectRenderer.query(plan.left(), List.of());
        Select<?> right = SelectRenderer.query(plan.right(), List.of());
        @SuppressWarnings({"unchecked", "rawtypes"})
        Select<?> both = switch (plan.op()) {
            case INTERSECT -> ((Select) left).intersect((Select) right);
            case EXCEPT -> ((Select) left).except((Select) right);
        };
        return JooqDialects.render(both, dialect);
    }

    private static Condition condition(Subquery s, boolean qualify) {
        if (s instanceof NotIn n) {
            Field<Object> member = SelectRenderer.column(n.member(), true);
            SelectJoinStep<?> from = DSL.select(member).from(DSL.table(SelectRenderer.name(n.member().table())));
            for (Join j : n.joins()) {
                Condition on = DSL.noCondition();
                for (int k = 0; k < j.columns().size(); k++) {
                    on = on.and(SelectRenderer.column(new Ref(j.table(), j.table().column(j.columns().get(k)).orElseThrow()), true)
                            .eq(SelectRenderer.column(new Ref(j.other(), j.other().column(j.otherColumns().get(k)).orElseThrow()), true)));
                }
                from = from.join(DSL.table(SelectRenderer.name(j.table()))).on(on);
            }
            Condition where = member.isNotNull();
            for (Predicate p : n.where()) where = where.and(SelectRenderer.condition(p, true));
            return SelectRenderer.column(n.key(), qualify).notIn(from.where(where));
        }
        AgainstAggregate a = (AgainstAggregate) s;
        Field<?> agg = SelectRenderer.output(new Output(a.aggregate(), a.column(), false), true);
        @SuppressWarnings("unchecked")
        Field<Object> sub = (Field<Object>) DSL.field(DSL.select(agg).from(DSL.table(SelectRenderer.name(a.column().table()))));
        return compare(SelectRenderer.column(a.column(), qualify), a, sub);
    }

    private static Condition compare(Field<Object> f, AgainstAggregate a, Field<Object> sub) {
        return switch (a.op()) {
            case GT -> f.gt(sub);
            case GE -> f.ge(sub);
            case LT -> f.lt(sub);
            case LE -> f.le(sub);
            default -> throw new IllegalStateException("AgainstAggregate.op " + a.op());
        };
    }
}
