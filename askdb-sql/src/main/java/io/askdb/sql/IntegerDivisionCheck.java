package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.HashSet;
import java.util.regex.Pattern;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.operators.arithmetic.Division;
import net.sf.jsqlparser.expression.operators.arithmetic.Multiplication;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Case N04: {@code SUM(returned) / COUNT(*) * 100} divides two integers, and on engines whose
 * {@code /} truncates integer operands the return rate of 3 in 8 becomes 0. It detects {@code /}
 * between two integer-typed expressions ({@link ColumnTypes#integral}) on SQLite ("SQL Language
 * Expressions": the result of / on two integers is an integer), PostgreSQL (Table 9.4,
 * "division of integral types truncates the result towards zero"), H2 ("Operations": integer
 * division for INTEGER and BIGINT) and other JDBC engines such as Trino (whose {@code /} on
 * integers truncates); not on MySQL or MariaDB ("Arithmetic Operators": {@code /} returns a
 * decimal, {@code DIV} is the integer division) nor DuckDB (since 0.8 {@code /} is floating-point
 * division and {@code //} the integer one).
 *
 * <p>Evidence: the counterfactual. askdb writes the dividend as a decimal ({@code 1.0 * dividend})
 * in every such division, runs the corrected SQL through the probe and proves the fault only when
 * the corrected result differs from the result that ran (integer values that divide evenly, or
 * a SQLite column declared INTEGER that holds fractions, give the same rows and pass). A division
 * that is also a GROUP BY key is a bucket ({@code year / 10} for decades) and is left alone.
 * Action: PROVEN, with the corrected SQL as askdb's own fix, when the question asks for a ratio,
 * share, percentage, rate or average or the divisor is data (a count, a sum, a column); DOUBT when
 * an integer literal divides without such words, which may be a deliberate whole-unit conversion
 * ("how many full hours": {@code minutes / 60}).
 */
final class IntegerDivisionCheck implements CriticCheck {
    private static final Set<Dialect> DECIMAL_DIVISION = Set.of(Dialect.MYSQL, Dialect.DUCKDB);
    /** Words of a question that asks for a fraction rather than a whole number of units. */
    private static final Pattern RATIO = Pattern.compile("\\b(ratio|share|percent\\w*|proportion|fraction|rate|average|avg|mean)\\b|%",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String name() {
        return "integer-division";
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        return CorrectedRun.safely(() -> find(request, resolution));
    }

    private static Optional<Finding> find(CriticRequest request, Resolution resolution) {
        if (resolution == null || DECIMAL_DIVISION.contains(request.catalog().dialect())) return Optional.empty();
        List<Division> shared = divisions(resolution);
        if (shared.isEmpty()) return Optional.empty();
        Optional<FreshQuery> tree = FreshQuery.of(request);
        if (tree.isEmpty()) return Optional.empty();
        List<Division> found = divisions(tree.get().resolution());
        if (found.size() != shared.size()) return Optional.empty();
        List<String> written = found.stream().map(Division::toString).toList();
        for (Division d : found) d.setLeftExpression(new Multiplication(new DoubleValue("1.0"), d.getLeftExpression()));
        String fixed = tree.get().sql();
        Optional<ResultTable> corrected = CorrectedRun.differs(request, tree.get());
        if (corrected.isEmpty()) return Optional.empty();
        String text = message(request, written, corrected.get(), fixed);
        boolean ratio = RATIO.matcher(request.question()).find() || found.stream().anyMatch(d -> !(d.getRightExpression() instanceof LongValue));
        return Optional.of(new Finding(text, ratio ? Finding.Action.PROVEN : Finding.Action.DOUBT, fixed));
    }

    private static String message(CriticRequest request, List<String> written, ResultTable corrected, String fixed) {
        return "The SQL divides two integers (" + String.join(", ", written) + "), and " + request.catalog().dialect().displayName()
                + " truncates integer division to a whole number, so a ratio such as 3 / 8 becomes 0. Make the dividend a decimal,"
                + " e.g. 1.0 * " + written.get(0) + " (or multiply by 100.0 first for a percentage): " + fixed + ". "
                + CorrectedRun.contrast(request.result(), corrected);
    }

    /**
     * @return every division of two integer-typed expressions, leaving out one whose dividend
     *         holds another such division (making the inner dividend a decimal makes it one too)
     */
    private static List<Division> divisions(Resolution resolution) {
        List<Division> all = new ArrayList<>();
        for (PlainSelect ps : resolution.scopes().keySet()) {
            List<Object> parts = Arrays.asList(ps.getSelectItems(), ps.getWhere(), ps.getHaving(), ps.getOrderByElements(),
                    ps.getJoins(), ps.getQualify());
            Set<String> buckets = new HashSet<>();
            for (Division d : TreeSearch.find(ps.getGroupBy(), Division.class)) buckets.add(d.toString());
            for (Division d : TreeSearch.find(parts, Division.class)) {
                if (!buckets.contains(d.toString()) && ColumnTypes.integral(d.getLeftExpression(), resolution) && ColumnTypes.integral(d.getRightExpression(), resolution)) {
                    all.add(d);
                }
            }
        }
        Set<Division> set = Collections.newSetFromMap(new IdentityHashMap<>());
        set.addAll(all);
        List<Division> outer = new ArrayList<>();
        for (Division d : all) {
            if (TreeSearch.find(d.getLeftExpression(), Division.class).stream().noneMatch(set::contains)) outer.add(d);
        }
        return outer;
    }
}
