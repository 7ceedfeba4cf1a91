package io.askdb.sql;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.arithmetic.Concat;

/**
 * Estimates the widest text or blob an expression builds, in characters (bytes for blobs), from
 * what the SQL itself says: a string literal is its length; {@code repeat}/{@code replicate}
 * multiply; {@code lpad}, {@code rpad}, {@code space}, {@code zeroblob} and {@code randomblob}
 * make their length argument; {@code printf}/{@code format} add each conversion's width and
 * precision (a {@code *} takes the next argument), both C-style ({@code %-900000000s}, SQLite
 * and DuckDB printf, PostgreSQL format) and DuckDB's fmt style ({@code {:>900000000}});
 * {@code replace} and {@code regexp_replace} multiply the text by the replacement; concatenation
 * adds; any other function or CAST passes its widest argument through. A column counts as 1 (its
 * width is data, which the result byte cap bounds), so the estimate is a lower bound of what the
 * SQL asks for: enough to refuse what the SQL alone makes huge.
 */
final class ValueWidth {
    private static final Set<String> PAD = Set.of("lpad", "rpad");
    private static final Set<String> LENGTH = Set.of("space", "zeroblob", "randomblob");
    private static final Set<String> PRINTF = Set.of("printf", "format");
    private static final Pattern C_SPEC = Pattern.compile("%([-+ #0']*)(\\d+\\$)?([-+ #0']*)(\\*|\\d+)?(?:\\.(\\*|\\d+))?[a-zA-Z%]");
    private static final Pattern FMT_SPEC = Pattern.compile("\\{[^{}]*?:[^{}\\d]*(\\d+)?(?:\\.(\\d+))?[^{}]*}");

    private ValueWidth() {
    }

    /** @return the estimated width, at least 0 */
    static BigDecimal of(Expression e) {
        if (e == null) return BigDecimal.ZERO;
        if (e instanceof StringValue s) return BigDecimal.valueOf(s.getValue().length());
        if (e instanceof Concat c) return of(c.getLeftExpression()).add(of(c.getRightExpression()));
        if (e instanceof CastExpression c) return of(c.getLeftExpression());
        if (e instanceof Function f) return function(f);
        return BigDecimal.ONE;
    }

    private static BigDecimal function(Function f) {
        String name = SeriesSize.name(f);
        List<Expression> args = f.getParameters() == null ? List.of() : List.copyOf(f.getParameters());
        if (args.isEmpty()) return BigDecimal.ONE;
        if ((name.equals("repeat") || name.equals("replicate")) && args.size() == 2) {
            return of(args.get(0)).multiply(count(args.get(1)));
        }
        if (PAD.contains(name) && args.size() >= 2) return count(args.get(1)).max(of(args.get(0)));
        if (LENGTH.contains(name) && args.size() == 1) return count(args.get(0));
        if ((name.equals("replace") || name.equals("regexp_replace")) && args.size() >= 3) {
            return of(args.get(0)).multiply(of(args.get(2)).max(BigDecimal.ONE));
        }
        if (PRINTF.contains(name) && args.get(0) instanceof StringValue pattern) return printf(pattern.getValue(), args);
        if (name.equals("concat") || name.equals("concat_ws")) {
            BigDecimal sum = BigDecimal.ZERO;
            for (Expression a : args) sum = sum.add(of(a));
            return sum;
        }
        BigDecimal widest = BigDecimal.ONE;
        for (Expression a : args) widest = widest.max(of(a));
        return widest;
    }

    /** A length or repeat count: its constant value, else 1 (data decides it). */
    private static BigDecimal count(Expression e) {
        return Constants.number(e).map(v -> v.max(BigDecimal.ZERO)).orElse(BigDecimal.ONE);
    }

    private static BigDecimal printf(String pattern, List<Expression> args) {
        BigDecimal total = BigDecimal.valueOf(pattern.length());
        int next = 1;
        Matcher m = C_SPEC.matcher(pattern);
        while (m.find()) {
            BigDecimal width = BigDecimal.ZERO;
            for (int g = 4; g <= 5; g++) {
                String part = m.group(g);
                if (part == null) continue;
                if (part.equals("*")) {
                    width = width.max(next < args.size() ? count(args.get(next)) : BigDecimal.ZERO);
                    next++;
                } else {
                    width = width.max(new BigDecimal(part));
                }
            }
            BigDecimal arg = next < args.size() ? of(args.get(next)) : BigDecimal.ZERO;
            if (!m.group().endsWith("%")) next++;
            total = total.add(width.max(arg));
        }
        Matcher fmt = FMT_SPEC.matcher(pattern);
        while (fmt.find()) {
            for (int g = 1; g <= 2; g++) if (fmt.group(g) != null) total = total.add(new BigDecimal(fmt.group(g)));
        }
        return total;
    }

    /** @return the function names this class sizes, for messages */
    static Optional<String> builder(Function f) {
        String name = SeriesSize.name(f);
        boolean builds = name.equals("repeat") || name.equals("replicate") || PAD.contains(name) || LENGTH.contains(name)
                || PRINTF.contains(name) || name.equals("replace") || name.equals("regexp_replace");
        return builds ? Optional.of(name) : Optional.empty();
    }
}
