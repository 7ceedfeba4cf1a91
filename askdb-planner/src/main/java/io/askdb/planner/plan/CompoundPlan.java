package io.askdb.planner.plan;

import java.util.Objects;

/**
 * Two SELECTs combined by a set operation ("both": INTERSECT): the plan stage's output for rows that
 * must be matched separately by each condition.
 *
 * @param left  the first SELECT; not null, without order or row count
 * @param op    the set operation; not null
 * @param right the second SELECT, with as many output columns as the first; not null, without order or row count
 */
public record CompoundPlan(SelectPlan left, SetOp op, SelectPlan right) implements PlanOutcome {
    public CompoundPlan {
        Objects.requireNonNull(left, "CompoundPlan.left");
        Objects.requireNonNull(op, "CompoundPlan.op");
        Objects.requireNonNull(right, "CompoundPlan.right");
        if (left.select().size() != right.select().size()) throw new IllegalArgumentException("CompoundPlan sides must have as many columns");
        for (SelectPlan p : new SelectPlan[] {left, right}) {
            if (!p.orderBy().isEmpty() || p.limit() != null) throw new IllegalArgumentException("CompoundPlan sides must not order or limit");
        }
    }

    /** A set operation: rows of both (INTERSECT), of the first but not the second (EXCEPT). */
    public enum SetOp { INTERSECT, EXCEPT }
}
