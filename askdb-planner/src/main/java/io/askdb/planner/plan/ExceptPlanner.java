package io.askdb.planner.plan;

import io.askdb.catalog.Catalog;
import io.askdb.planner.plan.CompoundPlan.SetOp;
import io.askdb.planner.read.Nest;
import io.askdb.planner.read.QuestionShape;
import java.util.List;

/**
 * Plans "A but not B" ({@link Nest.Except}): A and B each as one SELECT ({@link SelectPlanner}), A
 * EXCEPT B, when both show the same columns. A question that counts, aggregates, groups, orders or
 * limits its rows is {@link Unplanned} naming "but": EXCEPT is of the rows shown, and a count of
 * what is left needs a query around it that this does not write.
 */
final class ExceptPlanner {
    private final SelectPlanner planner = new SelectPlanner();

    /**
     * @param left    the shape of A; not null
     * @param except  B; not null
     * @param catalog the catalog; not null
     * @return a {@link CompoundPlan} (EXCEPT), or {@link Unplanned}
     */
    PlanOutcome plan(QuestionShape left, Nest.Except except, Catalog catalog) {
        for (QuestionShape s : List.of(left, except.right())) {
            if (s.count() || s.sort() != null || s.limit() != null || s.group() != null || s.having() != null || s.anyOf()
                    || s.items().isEmpty() || s.items().stream().anyMatch(i -> i.aggregate() != null)) {
                return new Unplanned("'but not' here asks for rows taken away in a way I cannot plan (a count, an order or an aggregate of them).",
                        List.of("but"));
            }
        }
        PlanOutcome a = planner.plan(left, catalog);
        if (!(a instanceof SelectPlan l)) return a;
        PlanOutcome b = planner.plan(except.right(), catalog);
        if (!(b instanceof SelectPlan r)) return b;
        if (!l.select().equals(r.select())) {
            return new Unplanned("The two sides of 'but not' lead to different answers, which I cannot take from each other.", List.of("but"));
        }
        if (l.where().equals(r.where())) return new Unplanned("The two sides of 'but not' read as the same conditions.", List.of("but"));
        return new CompoundPlan(l, SetOp.EXCEPT, r);
    }
}
