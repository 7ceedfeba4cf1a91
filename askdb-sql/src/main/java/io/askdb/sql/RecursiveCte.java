package io.askdb.sql;

import io.askdb.dialect.Dialect;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.arithmetic.Addition;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.GreaterThan;
import net.sf.jsqlparser.expression.operators.relational.GreaterThanEquals;
import net.sf.jsqlparser.expression.operators.relational.MinorThan;
import net.sf.jsqlparser.expression.operators.relational.MinorThanEquals;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.UnionOp;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Reads how many times a recursive CTE can iterate. Its body must be anchor members UNION [ALL]
 * one recursive member (the last), and the recursive member must carry a counter: a column of
 * the CTE that every anchor starts at a constant {@code s}, that the recursive member's select
 * list raises by a positive constant {@code d} ({@code n + d}), and that a conjunct of its WHERE
 * bounds by a constant {@code L} ({@code n < L} or {@code n <= L}). Each iteration's rows then have
 * a counter {@code d} larger than the rows before, so at most {@code ceil((L - s) / d)} iterations
 * ({@code floor((L - s) / d) + 1} with {@code <=}) produce rows, whatever the data.
 *
 * @param name         the CTE's name, lower case
 * @param anchors      the anchor members
 * @param step         the recursive member, unwrapped from parentheses
 * @param iterations   the most iterations, or -1 when not bounded
 * @param unbounded    why the recursion is not bounded, or null when it is
 * @param readsOnlySelf whether the recursive member reads nothing but the CTE (one row out per row in)
 */
record RecursiveCte(String name, List<Select> anchors, PlainSelect step, long iterations, String unbounded, boolean readsOnlySelf) {

    static boolean selfReferencing(WithItem<?> item, Dialect dialect) {
        String name = SyntaxTreeWalk.cteName(item);
        if (item.getSelect() == null) return false;
        return reads(item.getSelect(), name, dialect);
    }

    static boolean reads(Object tree, String name, Dialect dialect) {
        for (TreeNode n : new SyntaxTreeWalk().walk(tree, dialect)) {
            if (n.value() instanceof net.sf.jsqlparser.schema.Table t && t.getSchemaName() == null
                    && SqlNames.unquote(t.getName()).equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    static RecursiveCte of(WithItem<?> item, Dialect dialect) {
        String name = SyntaxTreeWalk.cteName(item);
        Select body = item.getSelect().getSelect();
        while (body instanceof ParenthesedSelect p) body = p.getSelect();
        if (!(body instanceof SetOperationList set) || set.getOperations().stream().anyMatch(op -> !(op instanceof UnionOp))) {
            return unbounded(name, "its body is not anchor queries UNION [ALL] one recursive query");
        }
        List<Select> anchors = new ArrayList<>();
        List<Select> steps = new ArrayList<>();
        for (Select member : set.getSelects()) (reads(member, name, dialect) ? steps : anchors).add(member);
        if (steps.size() != 1 || anchors.isEmpty() || set.getSelects().get(set.getSelects().size() - 1) != steps.get(0)) {
            return unbounded(name, "askdb bounds only one recursive query, after the anchor queries");
        }
        Select s = steps.get(0);
        while (s instanceof ParenthesedSelect p) s = p.getSelect();
        if (!(s instanceof PlainSelect step)) return unbounded(name, "its recursive query is not a plain SELECT");
        List<String> columns = columns(item, anchors.get(0));
        boolean onlySelf = (step.getJoins() == null || step.getJoins().isEmpty())
                && step.getFromItem() instanceof net.sf.jsqlparser.schema.Table t && SqlNames.unquote(t.getName()).equalsIgnoreCase(name);
        long best = -1;
        for (Expression conjunct : conjuncts(step.getWhere())) {
            long k = iterations(conjunct, columns, anchors, step, name);
            if (k >= 0 && (best < 0 || k < best)) best = k;
        }
        if (best < 0) {
            return new RecursiveCte(name, anchors, step, -1, "no WHERE condition of its recursive query bounds a counter:"
                    + " a column that starts at a constant, grows by a positive constant each step (n + 1) and is compared"
                    + " with a constant (WHERE n < 10)", onlySelf);
        }
        return new RecursiveCte(name, anchors, step, best, null, onlySelf);
    }

    private static RecursiveCte unbounded(String name, String why) {
        return new RecursiveCte(name, List.of(), null, -1, why, false);
    }

    /** The iterations {@code conjunct} allows when it bounds a counter; -1 otherwise. */
    private static long iterations(Expression conjunct, List<String> columns, List<Select> anchors, PlainSelect step, String name) {
        if (!(conjunct instanceof ComparisonOperator cmp)) return -1;
        Expression counter;
        Expression bound;
        boolean inclusive;
        if (cmp instanceof MinorThan || cmp instanceof MinorThanEquals) {
            counter = cmp.getLeftExpression();
            bound = cmp.getRightExpression();
            inclusive = cmp instanceof MinorThanEquals;
        } else if (cmp instanceof GreaterThan || cmp instanceof GreaterThanEquals) {
            counter = cmp.getRightExpression();
            bound = cmp.getLeftExpression();
            inclusive = cmp instanceof GreaterThanEquals;
        } else {
            return -1;
        }
        Optional<BigDecimal> limit = Constants.number(bound);
        if (!(counter instanceof Column c) || limit.isEmpty() || !ofCte(c, step, name)) return -1;
        int index = columns.indexOf(SqlNames.unquote(c.getColumnName()).toLowerCase(Locale.ROOT));
        if (index < 0 || step.getSelectItems().size() <= index) return -1;
        Optional<BigDecimal> d = increment(step.getSelectItems().get(index).getExpression(), c, step, name);
        if (d.isEmpty() || d.get().signum() <= 0) return -1;
        BigDecimal start = null;
        for (Select anchor : anchors) {
            Optional<BigDecimal> s = anchorValue(anchor, index);
            if (s.isEmpty()) return -1;
            start = start == null ? s.get() : start.min(s.get());
        }
        BigDecimal span = limit.get().subtract(start).divide(d.get(), java.math.MathContext.DECIMAL64);
        BigDecimal k = inclusive ? span.setScale(0, RoundingMode.FLOOR).add(BigDecimal.ONE) : span.setScale(0, RoundingMode.CEILING);
        if (k.signum() < 0) return 0;
        return k.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0 ? Long.MAX_VALUE : k.longValue();
    }

    /** {@code counter + d} or {@code d + counter} with a constant d, the same CTE column as the counter. */
    private static Optional<BigDecimal> increment(Expression e, Column counter, PlainSelect step, String name) {
        if (!(e instanceof Addition a)) return Optional.empty();
        if (same(a.getLeftExpression(), counter, step, name)) return Constants.number(a.getRightExpression());
        if (same(a.getRightExpression(), counter, step, name)) return Constants.number(a.getLeftExpression());
        return Optional.empty();
    }

    private static boolean same(Expression e, Column counter, PlainSelect step, String name) {
        return e instanceof Column c && ofCte(c, step, name) && SqlNames.unquote(c.getColumnName()).equalsIgnoreCase(SqlNames.unquote(counter.getColumnName()));
    }

    /** A column of the CTE as the recursive member reads it: unqualified, or qualified with the CTE's name or alias. */
    private static boolean ofCte(Column c, PlainSelect step, String name) {
        if (c.getTable() == null || c.getTable().getName() == null) return true;
        String q = SqlNames.unquote(c.getTable().getName());
        List<net.sf.jsqlparser.statement.select.FromItem> items = new ArrayList<>();
        items.add(step.getFromItem());
        if (step.getJoins() != null) step.getJoins().forEach(j -> items.add(j.getRightItem()));
        for (var item : items) {
            if (item instanceof net.sf.jsqlparser.schema.Table t && SqlNames.unquote(t.getName()).equalsIgnoreCase(name)) {
                String alias = t.getAlias() == null ? name : SqlNames.unquote(t.getAlias().getName());
                if (alias.equalsIgnoreCase(q)) return true;
            }
        }
        return false;
    }

    private static Optional<BigDecimal> anchorValue(Select anchor, int index) {
        Select a = anchor;
        while (a instanceof ParenthesedSelect p) a = p.getSelect();
        if (a instanceof PlainSelect ps && ps.getSelectItems().size() > index) return Constants.number(ps.getSelectItems().get(index).getExpression());
        if (a instanceof net.sf.jsqlparser.statement.select.Values v && v.getExpressions() != null) {
            BigDecimal min = null;
            for (Expression row : v.getExpressions()) {
                Expression cell = row instanceof net.sf.jsqlparser.expression.operators.relational.ExpressionList<?> l
                        ? (l.size() > index ? l.get(index) : null) : (index == 0 ? row : null);
                Optional<BigDecimal> n = cell == null ? Optional.empty() : Constants.number(cell);
                if (n.isEmpty()) return Optional.empty();
                min = min == null ? n.get() : min.min(n.get());
            }
            return Optional.ofNullable(min);
        }
        return Optional.empty();
    }

    /** The CTE's column names, lower case: its column list, else the first anchor's select-item names. */
    private static List<String> columns(WithItem<?> item, Select anchor) {
        List<String> out = new ArrayList<>();
        if (item.getWithItemList() != null && !item.getWithItemList().isEmpty()) {
            for (SelectItem<?> si : item.getWithItemList()) out.add(SqlNames.unquote(si.toString().strip()).toLowerCase(Locale.ROOT));
            return out;
        }
        Select a = anchor;
        while (a instanceof ParenthesedSelect p) a = p.getSelect();
        if (a instanceof PlainSelect ps) {
            for (SelectItem<?> si : ps.getSelectItems()) {
                String n = si.getAlias() != null ? si.getAlias().getName()
                        : si.getExpression() instanceof Column c ? c.getColumnName() : "";
                out.add(SqlNames.unquote(n).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    static List<Expression> conjuncts(Expression e) {
        List<Expression> out = new ArrayList<>();
        if (e instanceof AndExpression and) {
            out.addAll(conjuncts(and.getLeftExpression()));
            out.addAll(conjuncts(and.getRightExpression()));
        } else if (e instanceof net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList<?> p && p.size() == 1) {
            out.addAll(conjuncts(p.get(0)));
        } else if (e != null) {
            out.add(e);
        }
        return out;
    }
}
