package io.askdb.sql;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;

/**
 * The number of rows (or list elements) a series function makes, when its bounds are constant:
 * {@code generate_series(start, stop[, step])} includes {@code stop} (PostgreSQL "Set Returning
 * Functions", DuckDB "List Functions"), DuckDB {@code range(stop)} and {@code range(start, stop[,
 * step])} exclude it. The size is the same whether the function is a table function or DuckDB's
 * list-returning scalar. Bounds that read data (a column, a subquery) or are dates are not
 * constant: empty, and the engine's estimate and the statement timeout bound them.
 */
final class SeriesSize {
    private SeriesSize() {
    }

    /** @return true when the function makes a series askdb sizes */
    static boolean isSeries(Function f) {
        String name = name(f);
        return name.equals("generate_series") || name.equals("range");
    }

    static Optional<BigDecimal> of(Function f) {
        String name = name(f);
        List<Expression> args = f.getParameters() == null ? List.of() : List.copyOf(f.getParameters());
        boolean inclusive = name.equals("generate_series");
        if (!isSeries(f) || args.isEmpty() || args.size() > 3) return Optional.empty();
        if (args.size() == 1) {
            if (inclusive) return Optional.empty();
            return Constants.number(args.get(0)).map(stop -> stop.max(BigDecimal.ZERO).setScale(0, RoundingMode.CEILING));
        }
        Optional<BigDecimal> start = Constants.number(args.get(0));
        Optional<BigDecimal> stop = Constants.number(args.get(1));
        Optional<BigDecimal> step = args.size() == 3 ? Constants.number(args.get(2)) : Optional.of(BigDecimal.ONE);
        if (start.isEmpty() || stop.isEmpty() || step.isEmpty() || step.get().signum() == 0) return Optional.empty();
        BigDecimal span = stop.get().subtract(start.get()).divide(step.get(), java.math.MathContext.DECIMAL64);
        if (span.signum() < 0) return Optional.of(BigDecimal.ZERO);
        BigDecimal count = inclusive ? span.setScale(0, RoundingMode.FLOOR).add(BigDecimal.ONE) : span.setScale(0, RoundingMode.CEILING);
        return Optional.of(count);
    }

    static String name(Function f) {
        String n = f.getName() == null ? "" : f.getName();
        int dot = n.lastIndexOf('.');
        return SqlNames.unquote(dot < 0 ? n : n.substring(dot + 1)).toLowerCase(Locale.ROOT);
    }
}
