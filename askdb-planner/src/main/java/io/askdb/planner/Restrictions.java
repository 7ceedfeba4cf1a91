package io.askdb.planner;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * What a question asks of its rows beyond equality on stored values, as read (before any column
 * is chosen): comparisons, missing values or rows, negated values, and DISTINCT.
 *
 * @param comparisons   numeric comparisons ("a total over $10"), in question order
 * @param missing       missing values or rows ("no composer", "no albums", "never sold"), in question order
 * @param negatedValues start indexes of the stored values the question negates ("not in the USA")
 * @param distinctAt    index of a DISTINCT cue ("different"), or -1
 * @param event         the tables that record sales when a distinct count names a selling verb
 *                      ("how many different tracks have been sold"), else null
 * @param asksRows      true when the question opens by asking for rows ("which customers ...")
 * @param columnFirst   true when the first catalog name of the question is a column, not a table
 */
record Restrictions(List<Compared> comparisons, List<Missing> missing, List<Integer> negatedValues, int distinctAt,
                    Mention event, boolean asksRows, boolean columnFirst) {
    /** Nothing restricted. */
    static final Restrictions NONE = new Restrictions(List.of(), List.of(), List.of(), -1, null, false, false);

    Restrictions {
        comparisons = List.copyOf(comparisons);
        missing = List.copyOf(missing);
        negatedValues = List.copyOf(negatedValues);
    }

    /** @return true when the question asks for DISTINCT values or a distinct count */
    boolean distinct() {
        return distinctAt >= 0;
    }

    /** @return true when nothing but the row opening was read */
    boolean isEmpty() {
        return comparisons.isEmpty() && missing.isEmpty() && negatedValues.isEmpty() && !distinct();
    }

    /** @return the conditions as written, for a reason naming them ("over 10", "no composer") */
    List<String> texts() {
        List<String> out = new java.util.ArrayList<>();
        for (Compared c : comparisons) out.add(c.text());
        for (Missing m : missing) out.add(m.text());
        if (!negatedValues.isEmpty()) out.add("not");
        if (distinct()) out.add("different");
        return out;
    }

    /**
     * A numeric comparison as read.
     *
     * @param text    the words compared, as written ("longer than 5 minutes"); not blank
     * @param subject the words naming what is compared, with the columns they may mean; null when
     *                the question names nothing ("invoices over $10")
     * @param op      the operator; not null
     * @param value   the number, in the question's unit; not null
     * @param upper   the upper bound for BETWEEN, else null
     * @param unitMillis milliseconds in the question's unit of time ("minutes": 60000), or 0 for none
     */
    record Compared(String text, Mention subject, Condition.Op op, BigDecimal value, BigDecimal upper, long unitMillis) {
        Compared {
            if (text == null || text.isBlank()) throw new IllegalArgumentException("Compared.text must not be blank");
            Objects.requireNonNull(op, "Compared.op");
            Objects.requireNonNull(value, "Compared.value");
            if (unitMillis < 0) throw new IllegalArgumentException("Compared.unitMillis must be >= 0");
        }
    }

    /**
     * A missing value or row as read: "no composer" (a column), "no albums" (a table whose rows
     * refer to the row asked about), "never sold" (the tables that record sales).
     *
     * @param text    the words as written; not blank
     * @param subject the column or the tables named; not null
     */
    record Missing(String text, Mention subject) {
        Missing {
            if (text == null || text.isBlank()) throw new IllegalArgumentException("Missing.text must not be blank");
            Objects.requireNonNull(subject, "Missing.subject");
        }
    }
}
