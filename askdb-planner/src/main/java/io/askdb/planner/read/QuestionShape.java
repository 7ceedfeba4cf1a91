package io.askdb.planner.read;

import java.util.List;
import java.util.Objects;

/**
 * A question read into the parts of a query, before any of its phrases is resolved to one
 * table or column: the read stage's output, which the plan stage takes.
 *
 * @param items        what is asked for, in the question's order: catalog phrases, each with an
 *                     aggregate or none; empty when only rows are counted
 * @param count        true when the question counts rows ("how many", "the number of")
 * @param subject      the phrase naming the rows asked about ("of all employees"), or null when only columns are named
 * @param restrictions conditions on the rows; possibly empty
 * @param anyOf        true when the restrictions are joined by "or" (any holds), false for "and"
 * @param group        the phrase grouped by ("for each status"), or null
 * @param sort         the order asked for, or null
 * @param limit        the number of rows asked for ("top 3", or 1 for "the one with the highest"), or null
 * @param distinct     true for "distinct", "different", "unique"
 * @param having       a condition on the number of rows per group ("with at least 2 students"), or null
 * @param alsoNamed    other tables the question names ("students in the History department"), which the plan must join; possibly empty
 * @param read         the words read into the query, as written, for the answer's applied terms
 * @param wholeRows    true when the question asks for whole rows ("all the information about ..."): every column of
 *                     the subject is shown; then items is empty and nothing is counted
 */
public record QuestionShape(List<Item> items, boolean count, Term subject, List<Restriction> restrictions, boolean anyOf,
                            Term group, Sort sort, Integer limit, boolean distinct, CountCondition having, List<Term> alsoNamed,
                            List<String> read, boolean wholeRows) implements ReadOutcome {
    public QuestionShape {
        items = List.copyOf(items);
        restrictions = List.copyOf(restrictions);
        read = List.copyOf(read);
        alsoNamed = List.copyOf(alsoNamed);
        if (limit != null && limit < 1) throw new IllegalArgumentException("QuestionShape.limit must be at least 1");
        if (items.isEmpty() && !count && subject == null) throw new IllegalArgumentException("QuestionShape asks for nothing");
        if (wholeRows && (!items.isEmpty() || count || subject == null)) throw new IllegalArgumentException("QuestionShape.wholeRows needs a subject and no items or count");
    }

    /** A shape that asks for the columns it names, not whole rows. */
    public QuestionShape(List<Item> items, boolean count, Term subject, List<Restriction> restrictions, boolean anyOf,
                         Term group, Sort sort, Integer limit, boolean distinct, CountCondition having, List<Term> alsoNamed, List<String> read) {
        this(items, count, subject, restrictions, anyOf, group, sort, limit, distinct, having, alsoNamed, read, false);
    }

    /** @return this shape asking for whole rows of its subject */
    public QuestionShape withWholeRows() {
        return new QuestionShape(items, count, subject, restrictions, anyOf, group, sort, limit, distinct, having, alsoNamed, read, true);
    }

    /** An aggregate named in a question. */
    public enum Aggregate { COUNT, SUM, AVG, MAX, MIN }

    /** A comparison named in a question. */
    public enum Op { EQ, NE, GT, GE, LT, LE, BETWEEN, LIKE }

    /**
     * One thing asked for.
     *
     * @param aggregate the aggregate over it, or null for the plain value
     * @param term      the phrase naming a column (or, with COUNT, a table); not null
     */
    public record Item(Aggregate aggregate, Term term) {
        public Item {
            Objects.requireNonNull(term, "Item.term");
        }
    }

    /**
     * A condition on rows.
     *
     * @param column  the phrase naming the column compared, or null when a stored value names its own column
     * @param op      the comparison; not null
     * @param values  the values compared with, as written (two for BETWEEN; for LIKE the pattern, with % for any text); not empty
     * @param numeric true when the values are numbers
     * @param linked  for a stored value, the columns the value linker found it in; possibly empty
     */
    public record Restriction(Term column, Op op, List<String> values, boolean numeric, List<Target> linked) {
        public Restriction {
            Objects.requireNonNull(op, "Restriction.op");
            values = List.copyOf(values);
            linked = List.copyOf(linked);
            if (values.isEmpty()) throw new IllegalArgumentException("Restriction.values must not be empty");
            if (op == Op.BETWEEN && values.size() != 2) throw new IllegalArgumentException("BETWEEN takes two values");
            if (column == null && linked.isEmpty()) throw new IllegalArgumentException("Restriction needs a column phrase or linked columns");
        }
    }

    /**
     * An order.
     *
     * @param term       the phrase ordered by, or null to order by the number of rows (per group)
     * @param aggregate  an aggregate of {@code term} per group, or null
     * @param descending true for largest first
     */
    public record Sort(Term term, Aggregate aggregate, boolean descending) {
    }

    /**
     * A condition on how many rows of a table go with each row or group ("with at least 2 students").
     *
     * @param op      the comparison; not BETWEEN
     * @param n       the number compared with
     * @param counted the phrase naming the rows counted; not null
     */
    public record CountCondition(Op op, double n, Term counted) {
        public CountCondition {
            Objects.requireNonNull(op, "CountCondition.op");
            Objects.requireNonNull(counted, "CountCondition.counted");
            if (op == Op.BETWEEN) throw new IllegalArgumentException("CountCondition.op must not be BETWEEN");
        }
    }
}
