package io.askdb.planner;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/**
 * A condition on the rows a plan reads, beyond equality on a stored value ({@link ValueFilter}).
 * Each names the table of the plan's join chain it sits on by {@code at}: 0 for the fact table,
 * n for the table the n-th join reaches. Rendered by the SQL builder, never as text.
 */
sealed interface Condition permits Condition.Comparison, Condition.NullTest, Condition.Absence, Condition.DateRange,
        Condition.Bridged, Condition.Counted {

    /** @return which table of the join chain the condition reads: 0 for the fact table */
    int at();

    /** @return the assumption stated to the user, one sentence ending in a full stop */
    String assumption();

    /** Comparison operators on numbers; BETWEEN is inclusive at both ends, as in SQL. */
    enum Op {
        EQ("="), NE("<>"), LT("<"), LE("<="), GT(">"), GE(">="), BETWEEN("between");

        private final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        /** @return the operator as written in SQL, e.g. {@code >=} */
        String symbol() {
            return symbol;
        }
    }

    /**
     * A numeric comparison: {@code column op value}, or {@code column BETWEEN value AND upper}.
     * The value is already in the column's unit (5 minutes on a milliseconds column is 300000).
     *
     * @param ref   the column compared; not null
     * @param at    the table of the chain holding it, at least 0
     * @param op    the operator; not null
     * @param value the number compared with; not null
     * @param upper the upper bound for BETWEEN, else null
     * @param as    the words of the question it was read from ("longer than 5 minutes"); not blank
     */
    record Comparison(ColumnRef ref, int at, Op op, BigDecimal value, BigDecimal upper, String as) implements Condition {
        public Comparison {
            Objects.requireNonNull(ref, "Comparison.ref");
            Objects.requireNonNull(op, "Comparison.op");
            Objects.requireNonNull(value, "Comparison.value");
            if (at < 0) throw new IllegalArgumentException("Comparison.at must be >= 0");
            if ((op == Op.BETWEEN) != (upper != null)) throw new IllegalArgumentException("Comparison.upper must be set exactly for BETWEEN");
            if (as == null || as.isBlank()) throw new IllegalArgumentException("Comparison.as must not be blank");
        }

        @Override
        public String assumption() {
            String bound = op == Op.BETWEEN ? "between " + value.toPlainString() + " and " + upper.toPlainString()
                    : op.symbol() + " " + value.toPlainString();
            return "Read '" + as + "' as " + ref.display() + " " + bound + ".";
        }
    }

    /**
     * A test for a missing value: {@code column IS NULL} ("tracks with no composer"), or
     * {@code IS NOT NULL} when {@code isNull} is false.
     *
     * @param ref    the column tested; not null
     * @param at     the table of the chain holding it, at least 0
     * @param isNull true for IS NULL, false for IS NOT NULL
     */
    record NullTest(ColumnRef ref, int at, boolean isNull) implements Condition {
        public NullTest {
            Objects.requireNonNull(ref, "NullTest.ref");
            if (at < 0) throw new IllegalArgumentException("NullTest.at must be >= 0");
        }

        @Override
        public String assumption() {
            return "Counted rows where " + ref.display() + (isNull ? " is empty." : " is filled in.");
        }
    }

    /**
     * Rows of the chain's table that no row of another table refers to ("artists with no albums",
     * "genres never sold"): {@code NOT EXISTS (SELECT 1 FROM ... WHERE ...)}. The chain starts at
     * the table that refers (album, invoice line) and ends at the table the condition sits on;
     * each hop goes from many to one, so the chain is read backwards from {@code at}.
     *
     * @param chain the hops from the referring table to this table; not empty, the last hop's
     *              {@code to} is the table at {@code at}
     * @param at    the table of the plan's chain the condition sits on, at least 0
     */
    record Absence(List<Hop> chain, int at) implements Condition {
        public Absence {
            chain = List.copyOf(chain);
            if (chain.isEmpty()) throw new IllegalArgumentException("Absence.chain must not be empty");
            if (at < 0) throw new IllegalArgumentException("Absence.at must be >= 0");
        }

        @Override
        public String assumption() {
            return "Kept " + chain.get(chain.size() - 1).to().id().name() + " rows that no "
                    + chain.get(0).from().id().name() + " row refers to.";
        }
    }

    /**
     * A half-open date range on a date or timestamp column: {@code column >= from AND column < to}.
     *
     * @param ref  the date column; not null
     * @param at   the table of the chain holding it, at least 0
     * @param from the first day included; not null
     * @param to   the first day excluded, after {@code from}; not null
     * @param as   the words of the question it was read from ("in March 2022"); not blank
     */
    record DateRange(ColumnRef ref, int at, LocalDate from, LocalDate to, String as) implements Condition {
        public DateRange {
            Objects.requireNonNull(ref, "DateRange.ref");
            Objects.requireNonNull(from, "DateRange.from");
            Objects.requireNonNull(to, "DateRange.to");
            if (at < 0) throw new IllegalArgumentException("DateRange.at must be >= 0");
            if (!to.isAfter(from)) throw new IllegalArgumentException("DateRange.to must be after from");
            if (as == null || as.isBlank()) throw new IllegalArgumentException("DateRange.as must not be blank");
        }

        @Override
        public String assumption() {
            return "Read '" + as + "' as " + ref.display() + " from " + from + " up to (not including) " + to + ".";
        }
    }

    /**
     * Rows of the chain's table linked through a bridge table to a row holding a stored value ("tracks on the
     * playlist 'Grunge'": PlaylistTrack links Track and Playlist): {@code EXISTS (SELECT 1 FROM bridge b0 JOIN
     * other b1 ON ... WHERE b0.fk = <table at>.key AND b1.column = 'value')}. Each row is kept once, however
     * many bridge rows link it.
     *
     * @param toSelf  the bridge's foreign key to the table at {@code at}; not null
     * @param toOther the bridge's foreign key to the table holding the value; not null
     * @param value   the value on the other table (its {@code at} is not read); not null
     * @param at      the table of the plan's chain the condition sits on, at least 0
     */
    record Bridged(Hop toSelf, Hop toOther, ValueFilter value, int at) implements Condition {
        public Bridged {
            Objects.requireNonNull(toSelf, "Bridged.toSelf");
            Objects.requireNonNull(toOther, "Bridged.toOther");
            Objects.requireNonNull(value, "Bridged.value");
            if (at < 0) throw new IllegalArgumentException("Bridged.at must be >= 0");
        }

        @Override
        public String assumption() {
            return "Kept " + toSelf.to().id().name() + " rows linked through " + toSelf.from().id().name() + " to "
                    + value.ref().display() + " = " + value.literal() + ".";
        }
    }

    /**
     * A comparison on the number of rows of another table that refer to the row ("albums with more than 20
     * tracks"): {@code (SELECT COUNT(*) FROM a0 JOIN a1 ... WHERE an-1.fk = <table at>.key) op value}, the chain
     * read as in {@link Absence}.
     *
     * @param chain the hops from the counted table to the table at {@code at}; not empty
     * @param at    the table of the plan's chain the condition sits on, at least 0
     * @param op    the operator; not null
     * @param value the count compared with; not null
     * @param upper the upper bound for BETWEEN, else null
     * @param as    the words of the question it was read from ("more than 20 tracks"); not blank
     */
    record Counted(List<Hop> chain, int at, Op op, BigDecimal value, BigDecimal upper, String as) implements Condition {
        public Counted {
            chain = List.copyOf(chain);
            if (chain.isEmpty()) throw new IllegalArgumentException("Counted.chain must not be empty");
            if (at < 0) throw new IllegalArgumentException("Counted.at must be >= 0");
            Objects.requireNonNull(op, "Counted.op");
            Objects.requireNonNull(value, "Counted.value");
            if ((op == Op.BETWEEN) != (upper != null)) throw new IllegalArgumentException("Counted.upper must be set exactly for BETWEEN");
            if (as == null || as.isBlank()) throw new IllegalArgumentException("Counted.as must not be blank");
        }

        @Override
        public String assumption() {
            String bound = op == Op.BETWEEN ? "between " + value.toPlainString() + " and " + upper.toPlainString()
                    : op.symbol() + " " + value.toPlainString();
            return "Read '" + as + "' as the number of " + chain.get(0).from().id().name() + " rows referring to each "
                    + chain.get(chain.size() - 1).to().id().name() + " row " + bound + ".";
        }
    }
}
