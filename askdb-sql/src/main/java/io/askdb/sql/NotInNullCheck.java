package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.IsNullExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Issue 15: {@code WHERE id NOT IN (SELECT manager_id FROM employees)} returned no rows because
 * the top boss's {@code manager_id} is NULL, and {@code x NOT IN (..., NULL)} is never true (SQL's
 * three-valued logic: it is NULL when no element equals x). It detects {@code NOT IN} over a
 * subquery that selects one column of a catalog table that the catalog declares nullable (a NOT
 * NULL column passes without a probe); subqueries with LIMIT or set operations are left alone.
 *
 * <p>Evidence: the counterfactual. askdb adds {@code col IS NOT NULL} to the subquery's WHERE,
 * runs the corrected SQL through the probe, and proves the fault only when the result differs
 * from the one that ran, which happens only when the subquery returned a NULL (a nullable column
 * without NULLs gives the same rows and passes). Action: PROVEN, with the corrected SQL as askdb's
 * own fix; the feedback also names NOT EXISTS.
 */
final class NotInNullCheck implements CriticCheck {
    @Override
    public String name() {
        return "not-in-null";
    }

    /** One NOT IN over a nullable column. */
    private record Hit(InExpression in, PlainSelect subquery, Column column) {
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        return CorrectedRun.safely(() -> find(request, resolution));
    }

    private static Optional<Finding> find(CriticRequest request, Resolution resolution) {
        if (resolution == null || hits(resolution).isEmpty()) return Optional.empty();
        Optional<FreshQuery> tree = FreshQuery.of(request);
        if (tree.isEmpty()) return Optional.empty();
        List<Hit> hits = hits(tree.get().resolution());
        if (hits.isEmpty()) return Optional.empty();
        List<String> written = new ArrayList<>();
        for (Hit h : hits) {
            written.add(h.in().toString());
            IsNullExpression notNull = new IsNullExpression(new Column(h.column().getTable(), h.column().getColumnName()));
            notNull.setNot(true);
            Expression where = h.subquery().getWhere();
            h.subquery().setWhere(where == null ? notNull : new AndExpression(new ParenthesedExpressionList<>(where), notNull));
        }
        String fixed = tree.get().sql();
        Optional<ResultTable> corrected = CorrectedRun.differs(request, tree.get());
        if (corrected.isEmpty()) return Optional.empty();
        Hit first = hits.get(0);
        return Optional.of(Finding.proven("The SQL uses " + written.get(0) + ", but the subquery returns NULL for "
                + first.column() + ", and x NOT IN (..., NULL) is never true, so rows are silently dropped. Exclude the NULLs in"
                + " the subquery (" + first.subquery() + ") or use NOT EXISTS (SELECT 1 FROM ... WHERE " + first.column()
                + " = " + first.in().getLeftExpression() + "): " + fixed + ". " + CorrectedRun.contrast(request.result(), corrected.get()),
                fixed));
    }

    private static List<Hit> hits(Resolution resolution) {
        List<Hit> out = new ArrayList<>();
        for (PlainSelect ps : resolution.scopes().keySet()) {
            List<Object> parts = Arrays.asList(ps.getWhere(), ps.getHaving(), ps.getJoins(), ps.getSelectItems());
            for (InExpression in : TreeSearch.find(parts, InExpression.class)) {
                if (!in.isNot() || !(in.getRightExpression() instanceof ParenthesedSelect p)) continue;
                if (!(p.getSelect() instanceof PlainSelect sub) || sub.getLimit() != null || sub.getFetch() != null
                        || sub.getSelectItems().size() != 1 || !(sub.getSelectItems().get(0).getExpression() instanceof Column c)) {
                    continue;
                }
                if (ColumnTypes.catalogColumn(c, resolution).map(io.askdb.catalog.Column::nullable).orElse(false)) {
                    out.add(new Hit(in, sub, c));
                }
            }
        }
        return out;
    }
}
