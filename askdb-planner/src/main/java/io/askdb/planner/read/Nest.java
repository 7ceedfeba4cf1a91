package io.askdb.planner.read;

import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Op;
import io.askdb.planner.read.QuestionShape.Restriction;
import java.util.List;
import java.util.Objects;

/**
 * A part of a question that needs rows matched separately from the rows asked about, read by
 * {@link NestedReader}: the plan stage writes it as a subquery or a set operation.
 */
public sealed interface Nest {

    /**
     * No related row exists: "cities that have not hosted a farm competition", "customers without any account".
     *
     * @param related      the phrase naming the table of the related rows; names exactly one table
     * @param restrictions conditions on the related rows ("never in the market of China"); possibly empty
     * @param verbs        the words between the negation and the table that may name the relationship ("hosted"); possibly empty
     * @param via          a table named before the related one ("authors who do not have submission to any workshop"), which the
     *                     plan must find among the rows asked about; or null
     */
    record Absent(Term related, List<Restriction> restrictions, List<String> verbs, Term via) implements Nest {
        public Absent {
            Objects.requireNonNull(related, "Absent.related");
            if (related.tables().size() != 1) throw new IllegalArgumentException("Absent.related must name exactly one table");
            restrictions = List.copyOf(restrictions);
            verbs = List.copyOf(verbs);
        }

        /** A negated relationship with no table named before the related one. */
        public Absent(Term related, List<Restriction> restrictions, List<String> verbs) {
            this(related, restrictions, verbs, null);
        }
    }

    /**
     * A column compared with an aggregate of it over all rows: "points more than the average", "a gpa lower than the average gpa".
     *
     * @param column    the phrase naming the column; names a column
     * @param op        the comparison; one of GT, GE, LT, LE
     * @param aggregate the aggregate; AVG, MAX or MIN
     * @param over      the phrase naming the table the aggregate runs over ("of all students"), or null for the column's table
     */
    record AgainstAggregate(Term column, Op op, Aggregate aggregate, Term over) implements Nest {
        public AgainstAggregate {
            Objects.requireNonNull(column, "AgainstAggregate.column");
            if (column.columns().isEmpty()) throw new IllegalArgumentException("AgainstAggregate.column must name a column");
            if (op != Op.GT && op != Op.GE && op != Op.LT && op != Op.LE) throw new IllegalArgumentException("AgainstAggregate.op must be an inequality");
            if (aggregate != Aggregate.AVG && aggregate != Aggregate.MAX && aggregate != Aggregate.MIN) {
                throw new IllegalArgumentException("AgainstAggregate.aggregate must be AVG, MAX or MIN");
            }
        }
    }

    /**
     * "A but not B" where B names other values for A's conditions: the rows of A less those of B (EXCEPT).
     *
     * @param right the question read with B's values in place of A's; not null
     */
    record Except(QuestionShape right) implements Nest {
        public Except {
            Objects.requireNonNull(right, "Except.right");
        }
    }

    /**
     * "both": each of the question's two conditions holds for rows of its own, and the answer is what both give (INTERSECT).
     *
     * @param shared true when read from "shared by" ("the starting years shared by technicians from team 'CLE' or 'CWS'"): with
     *               two conditions it asks for what both give, whichever of "and" and "or" joins them; with fewer
     *               ("the locations shared by more than two wrestlers") it asks nothing separate and the question plans as it reads
     */
    record Both(boolean shared) implements Nest {
        /** "both" said as such. */
        public Both() {
            this(false);
        }
    }
}
