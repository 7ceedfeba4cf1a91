package io.askdb.planner.plan;

import io.askdb.planner.plan.SelectPlan.Join;
import io.askdb.planner.plan.SelectPlan.Predicate;
import io.askdb.planner.plan.SelectPlan.Ref;
import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Op;
import java.util.List;
import java.util.Objects;

/**
 * A SELECT whose rows must also meet conditions written as subqueries: the plan stage's output for
 * a question with a {@link io.askdb.planner.read.Nest}, which the render stage writes as SQL.
 *
 * @param outer      the SELECT of the rows asked about; not null
 * @param conditions the subquery conditions, all of which must hold (AND), besides the outer's own; not empty
 */
public record NestedPlan(SelectPlan outer, List<Subquery> conditions) implements PlanOutcome {
    public NestedPlan {
        Objects.requireNonNull(outer, "NestedPlan.outer");
        conditions = List.copyOf(conditions);
        if (conditions.isEmpty()) throw new IllegalArgumentException("NestedPlan.conditions must not be empty");
    }

    /** A condition written with a subquery. */
    public sealed interface Subquery {
    }

    /**
     * {@code key NOT IN (SELECT member FROM member's table [JOIN ...] WHERE member IS NOT NULL AND ...)}: no related row
     * references the row. The NULL test keeps a related row without a reference from emptying the answer (SQL's NOT IN
     * with a NULL is never true), so the result is what NOT EXISTS gives.
     *
     * @param key    the outer row's key column; a column of a table of the outer plan
     * @param member the related rows' column that references the key; its table is the subquery's first table
     * @param joins  tables joined in the subquery, each to one already in it; possibly empty
     * @param where  conditions on the related rows; possibly empty
     */
    public record NotIn(Ref key, Ref member, List<Join> joins, List<Predicate> where) implements Subquery {
        public NotIn {
            Objects.requireNonNull(key, "NotIn.key");
            Objects.requireNonNull(member, "NotIn.member");
            joins = List.copyOf(joins);
            where = List.copyOf(where);
        }
    }

    /**
     * {@code column op (SELECT aggregate(column) FROM column's table)}: a comparison with an aggregate over all rows.
     *
     * @param column    the column compared; not null
     * @param op        GT, GE, LT or LE
     * @param aggregate AVG, MAX or MIN
     */
    public record AgainstAggregate(Ref column, Op op, Aggregate aggregate) implements Subquery {
        public AgainstAggregate {
            Objects.requireNonNull(column, "AgainstAggregate.column");
            if (op != Op.GT && op != Op.GE && op != Op.LT && op != Op.LE) throw new IllegalArgumentException("AgainstAggregate.op must be an inequality");
            if (aggregate != Aggregate.AVG && aggregate != Aggregate.MAX && aggregate != Aggregate.MIN) {
                throw new IllegalArgumentException("AgainstAggregate.aggregate must be AVG, MAX or MIN");
            }
        }
    }
}
