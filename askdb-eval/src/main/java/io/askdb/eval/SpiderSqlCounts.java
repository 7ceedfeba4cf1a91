package io.askdb.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.BinaryExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.NotExpression;
import net.sf.jsqlparser.expression.Parenthesis;
import net.sf.jsqlparser.expression.operators.arithmetic.Addition;
import net.sf.jsqlparser.expression.operators.arithmetic.Division;
import net.sf.jsqlparser.expression.operators.arithmetic.Multiplication;
import net.sf.jsqlparser.expression.operators.arithmetic.Subtraction;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.ExistsExpression;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.IsNullExpression;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.SetOperationList;

/**
 * The three counts Spider's {@code eval_hardness} classifies by, computed as taoyds/spider's
 * {@code evaluation.py} computes them ({@code count_component1}, {@code count_component2},
 * {@code count_others}) on the tree its {@code process_sql.py} builds, here read from JSqlParser's
 * tree of the top-level query only (as Spider, nested queries add nothing but their own count):
 *
 * <ul>
 *   <li>component1: one each for WHERE, GROUP BY, ORDER BY, LIMIT; one per table in FROM beyond
 *       the first; one per OR and per LIKE condition in the ON, WHERE and HAVING conditions.</li>
 *   <li>component2: one per condition value (in ON, WHERE, HAVING) that is a subquery, plus one
 *       for a UNION, INTERSECT or EXCEPT (Spider keeps the first query's clauses at the top; the
 *       rest of the set operation is one nested query).</li>
 *   <li>others: one each for more than one "aggregate", more than one SELECT item, more than one
 *       WHERE condition, more than one GROUP BY item. Spider's aggregate count is read as its code
 *       reads it: aggregate functions heading a SELECT item, a GROUP BY item or an ORDER BY operand;
 *       WHERE conditions written with NOT (its {@code has_agg} reads a condition's first field,
 *       the not flag); and in HAVING the AND/OR connectors and the NOT conditions (it reads the
 *       condition list whole, connectors included), so {@code HAVING count(*) > 1} adds none.</li>
 * </ul>
 *
 * Conditions are the leaves of the AND/OR tree, parentheses removed (Spider's parser reads a flat
 * list and rejects parentheses; flattening is the natural reading). Spider's parser also rejects
 * some SQL JSqlParser reads (comma joins, IS NULL, expressions after an aggregate); such queries
 * are counted by the same rules. One quirk is not copied: when a condition's value is a column and
 * an OR follows, Spider's {@code parse_value} swallows the rest of the clause, so it sees one
 * condition and no OR. Checked against Spider's own code on the 6,904 questions of Spider-train:
 * the same level for all but those 2 queries (medium there, hard here) and 4 JSqlParser cannot
 * parse ({@code long} as a column name), which are unknown.
 *
 * @param component1 Spider's {@code count_component1}
 * @param component2 Spider's {@code count_component2}
 * @param others     Spider's {@code count_others}
 */
record SpiderSqlCounts(int component1, int component2, int others) {
    private static final Set<String> AGGREGATES = Set.of("max", "min", "count", "sum", "avg");

    /** @return the counts of the query's top level, or empty when it is not a SELECT block */
    static Optional<SpiderSqlCounts> of(Select select) {
        int setOperation = 0;
        Select top = select;
        while (true) {
            if (top instanceof ParenthesedSelect p) {
                top = p.getSelect();
            } else if (top instanceof SetOperationList s && !s.getSelects().isEmpty()) {
                setOperation = 1;
                top = s.getSelects().get(0);
            } else {
                break;
            }
        }
        return top instanceof PlainSelect p ? Optional.of(count(p, setOperation)) : Optional.empty();
    }

    private static SpiderSqlCounts count(PlainSelect p, int setOperation) {
        List<Expression> on = new ArrayList<>();
        int tables = p.getFromItem() == null ? 0 : 1;
        for (Join j : p.getJoins() == null ? List.<Join>of() : p.getJoins()) {
            tables++;
            if (j.getOnExpressions() != null) on.addAll(j.getOnExpressions());
        }
        Conditions onConditions = Conditions.of(on);
        Conditions where = Conditions.of(p.getWhere() == null ? List.of() : List.of(p.getWhere()));
        Conditions having = Conditions.of(p.getHaving() == null ? List.of() : List.of(p.getHaving()));
        List<Expression> groupBy = p.getGroupBy() == null || p.getGroupBy().getGroupByExpressionList() == null
                ? List.of() : p.getGroupBy().getGroupByExpressionList();
        List<OrderByElement> orderBy = p.getOrderByElements() == null ? List.of() : p.getOrderByElements();

        int c1 = (p.getWhere() != null ? 1 : 0) + (groupBy.isEmpty() ? 0 : 1) + (orderBy.isEmpty() ? 0 : 1)
                + (p.getLimit() != null ? 1 : 0) + Math.max(0, tables - 1)
                + onConditions.ors + where.ors + having.ors + onConditions.likes + where.likes + having.likes;
        int c2 = onConditions.subqueries + where.subqueries + having.subqueries + setOperation;

        int aggregates = where.nots + having.nots + having.connectors;
        for (SelectItem<?> item : p.getSelectItems()) aggregates += isAggregate(item.getExpression()) ? 1 : 0;
        for (Expression e : groupBy) aggregates += isAggregate(e) ? 1 : 0;
        for (OrderByElement o : orderBy) aggregates += orderAggregates(o.getExpression());
        int others = (aggregates > 1 ? 1 : 0) + (p.getSelectItems().size() > 1 ? 1 : 0)
                + (where.leaves > 1 ? 1 : 0) + (groupBy.size() > 1 ? 1 : 0);
        return new SpiderSqlCounts(c1, c2, others);
    }

    /** An ORDER BY item is Spider's val_unit: one column, or two joined by + - * /; each may be aggregated. */
    private static int orderAggregates(Expression e) {
        if (e instanceof Addition || e instanceof Subtraction || e instanceof Multiplication || e instanceof Division) {
            BinaryExpression b = (BinaryExpression) e;
            return (isAggregate(b.getLeftExpression()) ? 1 : 0) + (isAggregate(b.getRightExpression()) ? 1 : 0);
        }
        return isAggregate(e) ? 1 : 0;
    }

    private static boolean isAggregate(Expression e) {
        return e instanceof Function f && f.getName() != null && AGGREGATES.contains(f.getName().toLowerCase(Locale.ROOT));
    }

    /** The leaves of one clause's AND/OR trees and what Spider counts of them. */
    private static final class Conditions {
        int leaves;
        int connectors;
        int ors;
        int likes;
        int nots;
        int subqueries;

        static Conditions of(List<Expression> roots) {
            Conditions c = new Conditions();
            for (int i = 0; i < roots.size(); i++) {
                if (i > 0) c.connectors++; // Spider joins the ON conditions of several joins with 'and'
                c.walk(roots.get(i), false);
            }
            return c;
        }

        private void walk(Expression e, boolean negated) {
            if (e instanceof ParenthesedExpressionList<?> list && list.size() == 1) {
                walk(list.get(0), negated);
            } else if (e instanceof Parenthesis p) {
                walk(p.getExpression(), negated);
            } else if (e instanceof AndExpression || e instanceof OrExpression) {
                BinaryExpression b = (BinaryExpression) e;
                connectors++;
                if (e instanceof OrExpression) ors++;
                walk(b.getLeftExpression(), false);
                walk(b.getRightExpression(), false);
            } else if (e instanceof NotExpression n) {
                walk(n.getExpression(), true);
            } else {
                leaf(e, negated);
            }
        }

        private void leaf(Expression e, boolean negated) {
            leaves++;
            if (e instanceof LikeExpression) likes++;
            if (negated || (e instanceof LikeExpression l && l.isNot()) || (e instanceof InExpression in && in.isNot())
                    || (e instanceof Between b && b.isNot()) || (e instanceof IsNullExpression n && n.isNot())
                    || (e instanceof ExistsExpression x && x.isNot())) {
                nots++;
            }
            for (Expression operand : operands(e)) subqueries += operand instanceof Select ? 1 : 0;
        }

        /** Spider's val1 and val2: the values a condition compares its column with. */
        private static List<Expression> operands(Expression e) {
            if (e instanceof Between b) return List.of(b.getBetweenExpressionStart(), b.getBetweenExpressionEnd());
            if (e instanceof InExpression in) return List.of(in.getRightExpression());
            if (e instanceof ExistsExpression x) return List.of(x.getRightExpression());
            if (e instanceof BinaryExpression b) return List.of(b.getRightExpression());
            return List.of();
        }
    }
}
