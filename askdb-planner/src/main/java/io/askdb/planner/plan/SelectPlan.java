package io.askdb.planner.plan;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Op;
import java.util.List;
import java.util.Objects;

/**
 * A question planned as one SELECT over a table and the tables joined to it along foreign keys:
 * the plan stage's output, which the render stage writes as SQL.
 *
 * @param from        the first table; not null
 * @param joins       tables joined, each to one already in the plan; possibly empty
 * @param select      the output columns, in the question's order; not empty
 * @param where       conditions on rows; possibly empty
 * @param anyOf       true when any condition may hold (OR), false when all must (AND)
 * @param groupBy     columns grouped by; possibly empty
 * @param having      a condition on the number of rows per group, or null
 * @param orderBy     sort keys; possibly empty
 * @param limit       the most rows asked for, or null
 * @param distinct    true for SELECT DISTINCT
 * @param assumptions how phrases were resolved, for the user; possibly empty
 */
public record SelectPlan(Table from, List<Join> joins, List<Output> select, List<Predicate> where, boolean anyOf,
                         List<Ref> groupBy, Having having, List<OrderKey> orderBy, Integer limit, boolean distinct,
                         List<String> assumptions) implements PlanOutcome {
    public SelectPlan {
        Objects.requireNonNull(from, "SelectPlan.from");
        joins = List.copyOf(joins);
        select = List.copyOf(select);
        where = List.copyOf(where);
        groupBy = List.copyOf(groupBy);
        orderBy = List.copyOf(orderBy);
        assumptions = List.copyOf(assumptions);
        if (select.isEmpty()) throw new IllegalArgumentException("SelectPlan.select must not be empty");
        if (limit != null && limit < 1) throw new IllegalArgumentException("SelectPlan.limit must be at least 1");
    }

    /** @return every table of the plan: from, then the joined ones */
    public List<Table> tables() {
        List<Table> out = new java.util.ArrayList<>();
        out.add(from);
        for (Join j : joins) out.add(j.table());
        return out;
    }

    /**
     * A column of a table of the plan.
     *
     * @param table  the table; not null
     * @param column the column; not null
     */
    public record Ref(Table table, Column column) {
        public Ref {
            Objects.requireNonNull(table, "Ref.table");
            Objects.requireNonNull(column, "Ref.column");
        }
    }

    /**
     * A table joined on equal columns with a table already in the plan.
     *
     * @param table     the table joined; not null
     * @param columns   its columns compared; not empty
     * @param other     the table already in the plan; not null
     * @param otherColumns the columns of {@code other} they equal, pairwise; same size
     */
    public record Join(Table table, List<String> columns, Table other, List<String> otherColumns) {
        public Join {
            Objects.requireNonNull(table, "Join.table");
            Objects.requireNonNull(other, "Join.other");
            columns = List.copyOf(columns);
            otherColumns = List.copyOf(otherColumns);
            if (columns.isEmpty() || columns.size() != otherColumns.size()) throw new IllegalArgumentException("Join columns must pair up");
        }
    }

    /**
     * One output column: a column, an aggregate of one, or COUNT(*).
     *
     * @param aggregate the aggregate, or null for the plain column
     * @param ref       the column; null only for COUNT(*)
     * @param distinct  true for COUNT(DISTINCT column)
     */
    public record Output(Aggregate aggregate, Ref ref, boolean distinct) {
        public Output {
            if (ref == null && aggregate != Aggregate.COUNT) throw new IllegalArgumentException("Output needs a column unless it is COUNT(*)");
            if (distinct && (aggregate != Aggregate.COUNT || ref == null)) throw new IllegalArgumentException("Output.distinct needs COUNT of a column");
        }
    }

    /**
     * A condition on rows.
     *
     * @param ref     the column compared; not null
     * @param op      the comparison; not null
     * @param values  the values as written (two for BETWEEN); not empty
     * @param numeric true to compare as numbers
     */
    public record Predicate(Ref ref, Op op, List<String> values, boolean numeric) {
        public Predicate {
            Objects.requireNonNull(ref, "Predicate.ref");
            Objects.requireNonNull(op, "Predicate.op");
            values = List.copyOf(values);
            if (values.size() != (op == Op.BETWEEN ? 2 : 1)) throw new IllegalArgumentException("Predicate.values must be two for BETWEEN, else one");
        }
    }

    /**
     * HAVING COUNT(*) op n.
     *
     * @param op the comparison; not BETWEEN
     * @param n  the number
     */
    public record Having(Op op, double n) {
        public Having {
            Objects.requireNonNull(op, "Having.op");
        }
    }

    /**
     * A sort key.
     *
     * @param key        the value sorted by; not null
     * @param descending true for largest first
     */
    public record OrderKey(Output key, boolean descending) {
        public OrderKey {
            Objects.requireNonNull(key, "OrderKey.key");
        }
    }
}
