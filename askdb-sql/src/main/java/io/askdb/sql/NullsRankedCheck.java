package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.operators.relational.IsNullExpression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * Case N01: "Which 2 products have the lowest stock?" answered by
 * {@code ORDER BY stock ASC LIMIT 2} on SQLite lists Lamp, whose stock is unknown, as the lowest.
 * Detects an {@code ORDER BY ... LIMIT n} whose first sort key is NULL in a kept row because the
 * engine sorts NULL before every value in that direction ({@link NullOrder}; a key that says
 * {@code NULLS FIRST} or {@code NULLS LAST} is left as written). Evidence: the key's values in the
 * kept rows (from the result, or a probe with the key projected), and the corrected query, run as
 * a probe, returning rows the original left out. Action: proven, with askdb's corrected SQL that
 * leaves rows without a key out ({@code WHERE key IS NOT NULL}, in HAVING for an aggregate key,
 * {@code NULLS LAST} for a window function) and feedback that gives it.
 */
final class NullsRankedCheck implements CriticCheck {
    @Override
    public String name() {
        return "nulls-ranked";
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        Optional<RankedQuery> ranked = RankedQuery.of(request);
        if (ranked.isEmpty()) return Optional.empty();
        RankedQuery q = ranked.get();
        OrderByElement key = q.keys().get(0);
        if (key.getNullOrdering() != null || !NullOrder.nullsFirst(request.catalog().dialect(), key.isAsc()).orElse(true)) {
            return Optional.empty();
        }
        ResultTable result = request.result();
        if (result.rowCount() == 0 || result.rowCount() > LimitTieCheck.MAX_LIMIT) return Optional.empty();
        List<List<Object>> kept = result.rows();
        if (q.keyColumn(0) >= q.width()) {
            Optional<ResultTable> probe = q.run(request, result.rowCount());
            if (probe.isEmpty()) return Optional.empty();
            kept = probe.get().rows();
        }
        List<String> unknown = new ArrayList<>();
        for (List<Object> row : kept) {
            if (row.get(q.keyColumn(0)) == null) unknown.add(RowWords.label(RankedQuery.own(row, q.width()), Set.of(q.keyColumn(0))));
        }
        if (unknown.isEmpty()) return Optional.empty();
        Optional<Fix> fix = fix(request);
        if (fix.isEmpty()) return Optional.empty();
        Optional<ResultTable> fixed = request.probe().run(fix.get().sql(), result.rowCount() + 1);
        if (fixed.isEmpty() || fixed.get().rows().stream().allMatch(r -> result.rows().contains(r))) return Optional.empty();
        String keyName = LimitTieCheck.keyName(q, result, 0);
        String engine = request.catalog().dialect().displayName();
        String text = "The SQL ranks by " + keyName + (key.isAsc() ? " ascending" : " descending") + " and " + engine + " puts NULL first in "
                + (key.isAsc() ? "ascending" : "descending") + " order, so LIMIT " + q.limit() + " kept " + unknown.size()
                + (unknown.size() == 1 ? " row" : " rows") + " whose " + keyName + " is NULL (unknown, not the "
                + (key.isAsc() ? "lowest" : "highest") + "): " + RowWords.list(unknown, false) + ". Leave rows without a " + keyName
                + " out of the ranking (" + fix.get().change() + "), i.e. run: " + fix.get().sql();
        return Optional.of(Finding.proven(text, fix.get().sql()));
    }

    /** The corrected query and the change written as SQL. */
    private record Fix(String sql, String change) {
    }

    private static Optional<Fix> fix(CriticRequest request) {
        Optional<FreshQuery> fresh = FreshQuery.of(request);
        if (fresh.isEmpty() || fresh.get().top().isEmpty()) return Optional.empty();
        PlainSelect top = fresh.get().top().get();
        OrderByElement key = top.getOrderByElements().get(0);
        Expression expr = underlying(key.getExpression(), top.getSelectItems());
        if (expr == null || !TreeSearch.find(expr, AnalyticExpression.class).isEmpty()) {
            if (!NullOrder.hasNullsLast(request.catalog().dialect())) return Optional.empty();
            key.setNullOrdering(OrderByElement.NullOrdering.NULLS_LAST);
            return Optional.of(new Fix(fresh.get().sql(), "ORDER BY " + key));
        }
        IsNullExpression notNull = new IsNullExpression(expr);
        notNull.setNot(true);
        boolean having = FreshQuery.aggregates(expr);
        if (having) top.setHaving(FreshQuery.and(top.getHaving(), notNull));
        else top.setWhere(FreshQuery.and(top.getWhere(), notNull));
        return Optional.of(new Fix(fresh.get().sql(), (having ? "HAVING " : "WHERE ") + notNull));
    }

    /** @return the expression an ORDER BY key means: a select item for an ordinal or an alias, else the key; null for an ordinal past the list */
    private static Expression underlying(Expression key, List<SelectItem<?>> items) {
        if (key instanceof LongValue ordinal) {
            long i = ordinal.getValue();
            return i >= 1 && i <= items.size() ? items.get((int) i - 1).getExpression() : null;
        }
        if (key instanceof Column c && c.getTable() == null) {
            for (SelectItem<?> item : items) {
                if (item.getAlias() != null && item.getAlias().getName().replace("\"", "").equalsIgnoreCase(c.getColumnName().replace("\"", ""))) {
                    return item.getExpression();
                }
            }
        }
        return key;
    }
}
