package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * {@code customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.year = 2024} keeps no
 * customer without a 2024 order: the WHERE condition is false on the NULLs the LEFT JOIN supplies
 * for unmatched rows, so the outer join acts as an inner join and the rows it was written to keep
 * are lost. Detects a top-level AND term of a WHERE clause that compares a column of the
 * right-hand relation of a LEFT JOIN (=, &lt;&gt;, &lt;, &gt;, LIKE, IN, BETWEEN) and reads
 * nothing joined after it, with no OR, IS NULL, CASE or function that could accept a NULL.
 * Evidence: the same query with that term moved into the join's ON clause, run as a probe; only
 * a result that differs is reported. Action: a doubt with the exact rewrite, since a question may
 * really want only the matched rows (then an inner join says so).
 */
final class LeftJoinWhereCheck implements CriticCheck {
    private static final int MAX_ROWS = 1000;

    @Override
    public String name() {
        return "left-join-where";
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        ResultTable result = request.result();
        if (resolution == null || result.truncated() || result.rowCount() > MAX_ROWS) return Optional.empty();
        Optional<FreshQuery> fresh = FreshQuery.of(request);
        if (fresh.isEmpty()) return Optional.empty();
        for (Map.Entry<PlainSelect, Scope> e : fresh.get().resolution().scopes().entrySet()) {
            PlainSelect ps = e.getKey();
            List<Join> joins = ps.getJoins();
            List<Source> sources = e.getValue().sources();
            if (joins == null || ps.getWhere() == null || sources.size() != joins.size() + 1) continue;
            for (int j = 0; j < joins.size(); j++) {
                Join join = joins.get(j);
                if (!join.isLeft() || join.isNatural() || join.getOnExpressions().isEmpty()) continue;
                List<Expression> terms = terms(ps.getWhere());
                for (Expression term : terms) {
                    if (!rejectsNull(term, sources.get(j + 1), sources.subList(0, j + 2), fresh.get().resolution())) continue;
                    return moved(request, fresh.get(), ps, join, terms, term, sources.get(j + 1));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Finding> moved(CriticRequest request, FreshQuery fresh, PlainSelect ps, Join join, List<Expression> terms,
                                           Expression term, Source right) {
        String where = ps.getWhere().toString();
        Expression rest = null;
        for (Expression t : terms) if (t != term) rest = rest == null ? t : new AndExpression(rest, t);
        ps.setWhere(rest);
        Expression on = null;
        for (Expression o : join.getOnExpressions()) on = FreshQuery.and(on, o);
        join.setOnExpressions(List.of(FreshQuery.and(on, term)));
        String fixedSql = fresh.sql();
        Optional<ResultTable> fixed = request.probe().run(fixedSql, MAX_ROWS + 1);
        if (fixed.isEmpty() || fixed.get().truncated() || RowWords.sameRows(fixed.get().rows(), request.result().rows())) {
            return Optional.empty();
        }
        return Optional.of(Finding.doubt("The WHERE condition " + term + " reads " + right.display() + ", the right-hand side of a"
                + " LEFT JOIN, and is false on the NULLs the join supplies for rows without a match, so those rows are dropped and the"
                + " LEFT JOIN acts as an inner join (WHERE " + where + "). To keep them, move the condition into the join: ON "
                + join.getOnExpressions().iterator().next() + " (the result is then " + RowWords.shown(fixed.get())
                + " instead of " + RowWords.shown(request.result()) + "), i.e. run: " + fixedSql
                + ". If only rows with a match are wanted, write an inner JOIN instead."));
    }

    /** @return the top-level AND terms of a condition */
    private static List<Expression> terms(Expression e) {
        List<Expression> out = new ArrayList<>();
        if (e instanceof AndExpression and) {
            out.addAll(terms(and.getLeftExpression()));
            out.addAll(terms(and.getRightExpression()));
        } else {
            out.add(e);
        }
        return out;
    }

    private static boolean rejectsNull(Expression term, Source right, List<Source> visible, Resolution resolution) {
        List<Expression> operands = new ArrayList<>();
        if (term instanceof ComparisonOperator c && !c.getClass().getSimpleName().contains("NullSafe")) {
            operands.add(c.getLeftExpression());
            operands.add(c.getRightExpression());
        } else if (term instanceof LikeExpression like) {
            operands.add(like.getLeftExpression());
        } else if (term instanceof Between b && !b.isNot()) {
            operands.add(b.getLeftExpression());
        } else if (term instanceof InExpression in && !in.isNot()) {
            operands.add(in.getLeftExpression());
        }
        boolean readsRight = false;
        for (Expression operand : operands) {
            Resolution.Resolved r = operand instanceof Column c ? resolution.columns().get(c) : null;
            readsRight |= r != null && r.source() == right;
        }
        if (!readsRight) return false;
        for (Column c : TreeSearch.find(term, Column.class)) {
            Resolution.Resolved r = resolution.columns().get(c);
            if (r == null || visible.stream().noneMatch(s -> s == r.source())) return false;
        }
        return true;
    }
}
