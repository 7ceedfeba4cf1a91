package io.askdb.sql;

import io.askdb.catalog.Table;
import io.askdb.critic.CriticRequest;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.NotEqualsTo;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SetOperationList;

/**
 * Case N02: prices stored as TEXT and {@code ORDER BY price DESC LIMIT 3} ranks '9.99' above
 * '249.00', because text compares character by character. It detects, on a column the catalog
 * declares text, an ORDER BY key, a MIN or MAX argument in the select list that gives the answer
 * (not in a subquery, whose value a cast would change in type for the comparison it feeds), or a {@code < <= > >= BETWEEN}
 * comparison with a number (or a string that reads as one). Column samples in the catalog are a
 * pre-filter: a sampled value that is not a number clears the column.
 *
 * <p>Evidence: up to {@value #VALUES} distinct stored values of the column (a probe), which must all
 * read as numbers, then the counterfactual: askdb casts the column to a number in each such
 * place, runs the corrected SQL, and proves the fault only when the result differs (numbers of
 * one width, such as years, sort alike as text and pass). Action: PROVEN, with the corrected SQL
 * as askdb's own fix.
 */
final class TextNumbersCheck implements CriticCheck {
    static final int VALUES = 200;
    private static final Set<Class<?>> ORDERING = Set.of(EqualsTo.class, NotEqualsTo.class);

    @Override
    public String name() {
        return "text-numbers";
    }

    /** One place a text column is ordered or compared, and how to put the cast in its place. */
    private record Use(Column column, Table table, io.askdb.catalog.Column catalogColumn, String where, Consumer<Expression> replace) {
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        return CorrectedRun.safely(() -> find(request, resolution));
    }

    private static Optional<Finding> find(CriticRequest request, Resolution resolution) {
        if (resolution == null || uses(resolution, null).isEmpty()) return Optional.empty();
        Optional<FreshQuery> tree = FreshQuery.of(request);
        if (tree.isEmpty() || !(tree.get().statement() instanceof Select select)) return Optional.empty();
        List<Use> uses = new ArrayList<>();
        Map<String, Boolean> numeric = new LinkedHashMap<>();
        for (Use u : uses(tree.get().resolution(), outer(select))) {
            String key = u.table().id() + "." + u.catalogColumn().name();
            if (numeric.computeIfAbsent(key, k -> numbersOnly(request, u))) uses.add(u);
        }
        if (uses.isEmpty()) return Optional.empty();
        String type = numberType(request.catalog().dialect());
        List<String> written = new ArrayList<>();
        for (Use u : uses) {
            written.add(u.where());
            u.replace().accept(new CastExpression("CAST", u.column(), type));
        }
        String fixed = tree.get().sql();
        Optional<ResultTable> corrected = CorrectedRun.differs(request, tree.get());
        if (corrected.isEmpty()) return Optional.empty();
        Use first = uses.get(0);
        return Optional.of(Finding.proven(first.table().id().name() + "." + first.catalogColumn().name() + " is stored as text ("
                + first.catalogColumn().typeName() + ") but holds numbers, so " + written.get(0) + " compares them as text, where '9' is greater than"
                + " '10'. Compare them as numbers with CAST(" + first.column() + " AS " + type + "): " + fixed + ". "
                + CorrectedRun.contrast(request.result(), corrected.get()), fixed));
    }

    /**
     * @param outer the SELECTs whose select list is the answer (the statement, or the branches of
     *              its set operation), or null for all; MIN and MAX count only there, because a
     *              cast changes the type of a value a subquery hands on to a comparison
     */
    private static List<Use> uses(Resolution resolution, Set<PlainSelect> outer) {
        List<Use> out = new ArrayList<>();
        for (PlainSelect ps : resolution.scopes().keySet()) {
            if (ps.getOrderByElements() != null) {
                for (OrderByElement o : ps.getOrderByElements()) use(o.getExpression(), "ORDER BY " + o, o::setExpression, resolution, out);
            }
            List<Object> parts = Arrays.asList(ps.getSelectItems(), ps.getWhere(), ps.getHaving(), ps.getJoins());
            for (Function f : outer == null || outer.contains(ps) ? TreeSearch.find(parts, Function.class) : List.<Function>of()) {
                String name = f.getName() == null ? "" : f.getName().toLowerCase(Locale.ROOT);
                if ((name.equals("min") || name.equals("max")) && f.getParameters() != null && f.getParameters().size() == 1) {
                    use((Expression) f.getParameters().get(0), f.toString(), e -> f.setParameters(new ExpressionList<>(e)), resolution, out);
                }
            }
            List<Object> filters = Arrays.asList(ps.getWhere(), ps.getHaving(), ps.getJoins());
            for (ComparisonOperator c : TreeSearch.find(filters, ComparisonOperator.class)) {
                if (ORDERING.contains(c.getClass())) continue;
                if (number(c.getRightExpression())) use(c.getLeftExpression(), c.toString(), c::setLeftExpression, resolution, out);
                if (number(c.getLeftExpression())) use(c.getRightExpression(), c.toString(), c::setRightExpression, resolution, out);
            }
            for (Between b : TreeSearch.find(filters, Between.class)) {
                if (number(b.getBetweenExpressionStart()) && number(b.getBetweenExpressionEnd())) {
                    use(b.getLeftExpression(), b.toString(), b::setLeftExpression, resolution, out);
                }
            }
        }
        return out;
    }

    private static Set<PlainSelect> outer(Select statement) {
        Set<PlainSelect> out = Collections.newSetFromMap(new IdentityHashMap<>());
        if (statement instanceof PlainSelect ps) out.add(ps);
        if (statement instanceof SetOperationList set) {
            for (Select s : set.getSelects()) if (s instanceof PlainSelect ps) out.add(ps);
        }
        return out;
    }

    private static void use(Expression e, String where, Consumer<Expression> replace, Resolution resolution, List<Use> out) {
        Optional<io.askdb.catalog.Column> c = ColumnTypes.catalogColumn(e, resolution);
        if (c.isEmpty() || !ColumnTypes.text(c.get())) return;
        if (c.get().sampleValues().stream().anyMatch(v -> CorrectedRun.number(v).isEmpty())) return;
        Table table = resolution.columns().get((Column) e).source().table();
        out.add(new Use((Column) e, table, c.get(), where, replace));
    }

    private static boolean number(Expression e) {
        if (e instanceof SignedExpression s) return number(s.getExpression());
        return e instanceof LongValue || e instanceof DoubleValue || e instanceof StringValue v && CorrectedRun.number(v.getValue()).isPresent();
    }

    /** @return true when every distinct stored value the probe read (at most {@value #VALUES}) is a number, and there is one */
    private static boolean numbersOnly(CriticRequest request, Use u) {
        Dialect d = request.catalog().dialect();
        String col = d.quote(u.catalogColumn().name());
        String from = (u.table().id().schema() == null ? "" : d.quote(u.table().id().schema()) + ".") + d.quote(u.table().id().name());
        Optional<ResultTable> values = request.probe().run("SELECT DISTINCT " + col + " FROM " + from + " WHERE " + col + " IS NOT NULL", VALUES);
        if (values.isEmpty() || values.get().rowCount() < 2) return false;
        return values.get().rows().stream().allMatch(r -> CorrectedRun.number(r.get(0)).isPresent());
    }

    /** @return a numeric type each engine's CAST accepts and that keeps fractions */
    private static String numberType(Dialect dialect) {
        switch (dialect) {
            case SQLITE: return "REAL";
            case POSTGRESQL: return "NUMERIC";
            case MYSQL: return "DECIMAL(65, 10)";
            case DUCKDB: return "DOUBLE";
            default: return "DOUBLE PRECISION";
        }
    }
}
