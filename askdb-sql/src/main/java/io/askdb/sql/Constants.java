package io.askdb.sql;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Optional;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.arithmetic.Addition;
import net.sf.jsqlparser.expression.operators.arithmetic.Division;
import net.sf.jsqlparser.expression.operators.arithmetic.Multiplication;
import net.sf.jsqlparser.expression.operators.arithmetic.Subtraction;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;

/**
 * Folds a constant numeric expression of the SQL: integer and decimal literals (also {@code 1e12}),
 * a sign, a cast, parentheses, {@code + - * /}, and a quoted number (which PostgreSQL and DuckDB
 * coerce). Anything else (a column, a function, a subquery) is not constant.
 */
final class Constants {
    private static final MathContext CONTEXT = MathContext.DECIMAL64;

    private Constants() {
    }

    static Optional<BigDecimal> number(Expression e) {
        try {
            return Optional.ofNullable(fold(e));
        } catch (ArithmeticException | NumberFormatException ex) {
            return Optional.empty();
        }
    }

    private static BigDecimal fold(Expression e) {
        if (e instanceof LongValue v) return new BigDecimal(v.getBigIntegerValue());
        if (e instanceof DoubleValue v) return new BigDecimal(v.toString().strip());
        if (e instanceof StringValue v) return new BigDecimal(v.getValue().strip());
        if (e instanceof SignedExpression s) {
            BigDecimal inner = fold(s.getExpression());
            return inner == null ? null : s.getSign() == '-' ? inner.negate() : inner;
        }
        if (e instanceof CastExpression c) return fold(c.getLeftExpression());
        if (e instanceof ParenthesedExpressionList<?> p && p.size() == 1) return fold(p.get(0));
        if (e instanceof Addition a) return both(fold(a.getLeftExpression()), fold(a.getRightExpression()), '+');
        if (e instanceof Subtraction a) return both(fold(a.getLeftExpression()), fold(a.getRightExpression()), '-');
        if (e instanceof Multiplication a) return both(fold(a.getLeftExpression()), fold(a.getRightExpression()), '*');
        if (e instanceof Division a) return both(fold(a.getLeftExpression()), fold(a.getRightExpression()), '/');
        return null;
    }

    private static BigDecimal both(BigDecimal l, BigDecimal r, char op) {
        if (l == null || r == null) return null;
        return switch (op) {
            case '+' -> l.add(r, CONTEXT);
            case '-' -> l.subtract(r, CONTEXT);
            case '*' -> l.multiply(r, CONTEXT);
            default -> r.signum() == 0 ? null : l.divide(r, CONTEXT);
        };
    }
}
