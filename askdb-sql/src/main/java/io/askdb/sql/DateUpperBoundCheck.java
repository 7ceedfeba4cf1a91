package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ResultTable;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.DateTimeLiteralExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.GreaterThan;
import net.sf.jsqlparser.expression.operators.relational.GreaterThanEquals;
import net.sf.jsqlparser.expression.operators.relational.MinorThan;
import net.sf.jsqlparser.expression.operators.relational.MinorThanEquals;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Case N03: {@code placed_at BETWEEN '2024-01-01' AND '2024-03-31'} on timestamps stored as text
 * counts 3 orders of the first quarter instead of 5, because a bare date bound means midnight at
 * the start of the last day. Detects {@code BETWEEN a AND 'YYYY-MM-DD'}, {@code col <= 'YYYY-MM-DD'}
 * and {@code 'YYYY-MM-DD' >= col} (a string, {@code DATE '...'} or a cast of one) on a catalog
 * column that is neither numeric nor, outside SQLite, of type DATE. Evidence: askdb rewrites the
 * bound half-open, {@code col < 'next day'} (the next day computed from the calendar, written as
 * the same kind of literal), and runs the rewritten query as a probe; only a result that differs
 * proves that rows after midnight of the last day exist and were lost. A DATE column, or text
 * holding dates only, gives the same result and is left alone. Action: proven, with that rewritten
 * SQL as askdb's fix and the feedback giving it.
 */
final class DateUpperBoundCheck implements CriticCheck {
    private static final Pattern BARE_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern NUMERIC = Pattern.compile("(?i).*(int|real|num|dec|float|double|money|bool).*");
    /** Results larger than this are not compared. */
    private static final int MAX_ROWS = 1000;

    @Override
    public String name() {
        return "date-upper-bound";
    }

    /** One bare-date upper bound and its half-open rewrite. */
    private record Bound(Expression node, Expression replacement, String written, String fixed) {
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        ResultTable result = request.result();
        if (resolution == null || result.truncated() || result.rowCount() > MAX_ROWS) return Optional.empty();
        Optional<FreshQuery> fresh = FreshQuery.of(request);
        if (fresh.isEmpty()) return Optional.empty();
        List<Bound> bounds = bounds(fresh.get().resolution(), request.catalog().dialect());
        if (bounds.isEmpty()) return Optional.empty();
        Bound b = bounds.get(0);
        if (!fresh.get().replace(b.node(), b.replacement())) return Optional.empty();
        String fixedSql = fresh.get().sql();
        Optional<ResultTable> fixed = request.probe().run(fixedSql, MAX_ROWS + 1);
        if (fixed.isEmpty() || fixed.get().truncated() || RowWords.sameRows(fixed.get().rows(), result.rows())) return Optional.empty();
        String text = "The SQL bounds a column that stores times of day with a bare date: " + b.written() + " ends at midnight at the"
                + " start of that day, so the rows of the last day after midnight are left out (with them the result is "
                + RowWords.shown(fixed.get()) + " instead of " + RowWords.shown(result) + "). Use a half-open bound on the next day: " + b.fixed()
                + ", i.e. run: " + fixedSql;
        return Optional.of(Finding.proven(text, fixedSql));
    }

    private static List<Bound> bounds(Resolution resolution, Dialect dialect) {
        List<Bound> out = new ArrayList<>();
        for (PlainSelect ps : resolution.scopes().keySet()) {
            List<Object> conditions = new ArrayList<>();
            conditions.add(ps.getWhere());
            conditions.add(ps.getHaving());
            conditions.add(ps.getJoins());
            for (Between b : TreeSearch.find(conditions, Between.class)) {
                if (b.isNot() || !timed(b.getLeftExpression(), resolution, dialect)) continue;
                nextDay(b.getBetweenExpressionEnd()).ifPresent(next -> {
                    Expression half = new ParenthesedExpressionList<>(new AndExpression(
                            new GreaterThanEquals(b.getLeftExpression(), b.getBetweenExpressionStart()), new MinorThan(b.getLeftExpression(), next)));
                    out.add(new Bound(b, half, b.toString(), half.toString()));
                });
            }
            for (MinorThanEquals m : TreeSearch.find(conditions, MinorThanEquals.class)) {
                if (!timed(m.getLeftExpression(), resolution, dialect)) continue;
                nextDay(m.getRightExpression()).ifPresent(next -> {
                    MinorThan half = new MinorThan(m.getLeftExpression(), next);
                    out.add(new Bound(m, half, m.toString(), half.toString()));
                });
            }
            for (GreaterThanEquals g : TreeSearch.find(conditions, GreaterThanEquals.class)) {
                if (!timed(g.getRightExpression(), resolution, dialect)) continue;
                nextDay(g.getLeftExpression()).ifPresent(next -> {
                    GreaterThan half = new GreaterThan(next, g.getRightExpression());
                    out.add(new Bound(g, half, g.toString(), half.toString()));
                });
            }
        }
        return out;
    }

    /** @return true when the expression is a catalog column that may hold a time of day */
    private static boolean timed(Expression e, Resolution resolution, Dialect dialect) {
        if (!(e instanceof Column c)) return false;
        Resolution.Resolved r = resolution.columns().get(c);
        if (r == null || r.source().table() == null) return false;
        Optional<io.askdb.catalog.Column> column = r.source().table().column(r.column());
        if (column.isEmpty()) return false;
        String type = column.get().typeName().toLowerCase(Locale.ROOT).strip();
        if (NUMERIC.matcher(type).matches()) return false;
        return dialect == Dialect.SQLITE || !type.equals("date");
    }

    /** @return the same kind of literal holding the next day, or empty when the bound is not a bare date */
    private static Optional<Expression> nextDay(Expression bound) {
        if (bound instanceof StringValue s) return next(s.getValue()).map(d -> (Expression) new StringValue(d));
        if (bound instanceof DateTimeLiteralExpression d && d.getType() == DateTimeLiteralExpression.DateTime.DATE) {
            return next(d.getValue().replace("'", "")).map(v -> new DateTimeLiteralExpression().withType(d.getType()).withValue("'" + v + "'"));
        }
        if (bound instanceof CastExpression cast && cast.getLeftExpression() instanceof StringValue s) {
            return next(s.getValue()).map(v -> {
                CastExpression copy = new CastExpression();
                copy.keyword = cast.keyword;
                copy.setLeftExpression(new StringValue(v));
                copy.setColDataType(cast.getColDataType());
                copy.setUseCastKeyword(cast.isUseCastKeyword());
                return copy;
            });
        }
        return Optional.empty();
    }

    private static Optional<String> next(String value) {
        if (!BARE_DATE.matcher(value).matches()) return Optional.empty();
        try {
            return Optional.of(LocalDate.parse(value).plusDays(1).toString());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
