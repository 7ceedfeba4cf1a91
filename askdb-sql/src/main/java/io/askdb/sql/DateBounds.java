package io.askdb.sql;

import io.askdb.explanation.DataRange;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.DateTimeLiteralExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.GreaterThan;
import net.sf.jsqlparser.expression.operators.relational.GreaterThanEquals;
import net.sf.jsqlparser.expression.operators.relational.MinorThan;
import net.sf.jsqlparser.expression.operators.relational.MinorThanEquals;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;

/**
 * The bare-date range a WHERE clause puts on one column through its top-level AND terms, as days:
 * {@code from} the first day asked (inclusive) and {@code until} the day after the last one
 * (exclusive). {@code col > '2025-12-22'} is read as from 2025-12-22 (a time of day on that day is greater), {@code col <= '2019-12-31'} as
 * until 2020-01-01. Terms under OR or NOT, and literals with a time of day, are not read.
 *
 * @param column the column reference (the first one written for that column)
 * @param from   the first day asked, or null when only an upper bound is given
 * @param until  the day after the last day asked, or null when only a lower bound is given
 */
record DateBounds(Column column, LocalDate from, LocalDate until) {
    private static final Pattern BARE_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    /**
     * @param rows the column's first and last days
     * @return BEFORE when the range ends on or before the first day's midnight, AFTER when it starts
     *         after the last day, else OVERLAPS (a bound on the data's own first or last day is overlap,
     *         as a time of day may fall either side of it)
     */
    DataRange.Place place(LocalDate first, LocalDate last) {
        if (until != null && !until.isAfter(first)) return DataRange.Place.BEFORE;
        if (from != null && from.isAfter(last)) return DataRange.Place.AFTER;
        return DataRange.Place.OVERLAPS;
    }

    /** @return "in 2019", "in March 2022", "from 2026-09-04 to 2026-12-02", "from 2024-01-01 on", "before 2019-01-01" */
    String words() {
        if (from == null) return "before " + until;
        if (until == null) return "from " + from + " on";
        if (from.getDayOfMonth() == 1 && from.getDayOfYear() == 1 && until.equals(from.plusYears(1))) return "in " + from.getYear();
        if (from.getDayOfMonth() == 1 && until.equals(from.plusMonths(1))) {
            return "in " + from.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH) + " " + from.getYear();
        }
        return "from " + from + " to " + until.minusDays(1);
    }

    /** @return the ranges of the WHERE clause's top-level AND terms, one per column, in order of first mention */
    static List<DateBounds> of(Expression where) {
        Map<String, DateBounds> byColumn = new java.util.LinkedHashMap<>();
        for (Expression term : terms(where, new ArrayList<>())) {
            if (term instanceof Between b && !b.isNot() && b.getLeftExpression() instanceof Column c) {
                Optional<LocalDate> lo = day(b.getBetweenExpressionStart()), hi = day(b.getBetweenExpressionEnd());
                if (lo.isPresent() && hi.isPresent()) add(byColumn, c, lo.get(), hi.get().plusDays(1));
            } else if (term instanceof ComparisonOperator op) {
                bound(byColumn, op);
            }
        }
        return List.copyOf(byColumn.values());
    }

    private static void bound(Map<String, DateBounds> byColumn, ComparisonOperator op) {
        boolean flipped = op.getLeftExpression() instanceof StringValue || !(op.getLeftExpression() instanceof Column);
        Expression side = flipped ? op.getRightExpression() : op.getLeftExpression();
        Expression other = flipped ? op.getLeftExpression() : op.getRightExpression();
        if (!(side instanceof Column c)) return;
        Optional<LocalDate> d = day(other);
        if (d.isEmpty()) return;
        // written as "col op day"; flipped, '2019-01-01' <= col is col >= '2019-01-01'
        boolean greater = op instanceof GreaterThan || op instanceof GreaterThanEquals;
        boolean less = op instanceof MinorThan || op instanceof MinorThanEquals;
        if (!greater && !less) return;
        boolean strict = op instanceof GreaterThan || op instanceof MinorThan;
        boolean lower = greater != flipped;
        // "> '2023-07-01'" keeps its day: text '2023-07-01 10:00' is greater, so that day may hold matching rows
        if (lower) add(byColumn, c, d.get(), null);
        else add(byColumn, c, null, strict ? d.get() : d.get().plusDays(1));
    }

    private static void add(Map<String, DateBounds> byColumn, Column c, LocalDate from, LocalDate until) {
        String key = c.getFullyQualifiedName().toLowerCase(Locale.ROOT);
        DateBounds old = byColumn.get(key);
        if (old == null) {
            byColumn.put(key, new DateBounds(c, from, until));
            return;
        }
        LocalDate f = old.from == null ? from : from == null ? old.from : (from.isAfter(old.from) ? from : old.from);
        LocalDate u = old.until == null ? until : until == null ? old.until : (until.isBefore(old.until) ? until : old.until);
        byColumn.put(key, new DateBounds(old.column, f, u));
    }

    /** @return the top-level AND terms, parentheses around one expression taken off */
    private static List<Expression> terms(Expression e, List<Expression> out) {
        if (e instanceof ParenthesedExpressionList<?> p && p.size() == 1) return terms(p.get(0), out);
        if (e instanceof AndExpression and) {
            terms(and.getLeftExpression(), out);
            return terms(and.getRightExpression(), out);
        }
        out.add(e);
        return out;
    }

    /** @return the day of a bare-date literal ('2019-01-01', DATE '2019-01-01', CAST('2019-01-01' AS DATE)), or empty */
    private static Optional<LocalDate> day(Expression e) {
        String text = null;
        if (e instanceof StringValue s) text = s.getValue();
        else if (e instanceof DateTimeLiteralExpression d && d.getType() == DateTimeLiteralExpression.DateTime.DATE) text = d.getValue().replace("'", "");
        else if (e instanceof CastExpression cast && cast.getLeftExpression() instanceof StringValue s) text = s.getValue();
        if (text == null || !BARE_DATE.matcher(text).matches()) return Optional.empty();
        try {
            return Optional.of(LocalDate.parse(text));
        } catch (DateTimeParseException ex) {
            return Optional.empty();
        }
    }
}
