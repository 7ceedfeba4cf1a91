package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.IsDistinctExpression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.TableFunction;
import net.sf.jsqlparser.statement.select.Values;

/**
 * Estimates the rows a SELECT builds from the catalog's row estimates
 * ({@link Table#rowEstimate()}, -1 counted as 1): FROM items joined by an equality between their
 * columns (in ON, USING, NATURAL or a WHERE conjunct; an unqualified column belongs to the FROM
 * item whose catalog table has it) form one group, estimated by its largest item; groups with no
 * equality between them multiply (a cross join). A subquery is estimated the same way, capped at
 * 1 row when it aggregates without GROUP BY and at its literal LIMIT; a series by
 * {@link SeriesSize} (1,000 when its bounds are not constant, PostgreSQL's own guess); VALUES by
 * its rows; a CTE by the estimate given for it. Also reports the largest single base table read,
 * which a statement may always scan.
 *
 * <p>Tables are resolved in the catalog the request carries (the visible one) and estimated from
 * another catalog when one is given (the full one, which keeps the estimates the access policy
 * removes from restricted tables: their all-tenant counts never leave the process). Such an
 * estimate is rounded up to a power of ten, so the guard's verdicts reveal no more than its
 * order of magnitude, and {@link #usedHidden()} tells the caller not to print the product.
 */
final class FromProduct {
    static final BigDecimal UNKNOWN_SERIES = BigDecimal.valueOf(1000);

    private final Catalog catalog;
    private final Catalog estimates;
    private final Map<String, BigDecimal> ctes;
    private BigDecimal largestTable = BigDecimal.ONE;
    private boolean usedHidden;

    FromProduct(Catalog catalog, Map<String, BigDecimal> ctes) {
        this(catalog, catalog, ctes);
    }

    /**
     * @param catalog   the catalog table references resolve in, or null
     * @param estimates the catalog row estimates are read from (the full one under an access policy), or null for {@code catalog}
     * @param ctes      the estimates of the statement's CTEs by lower-case name, filled by the caller
     */
    FromProduct(Catalog catalog, Catalog estimates, Map<String, BigDecimal> ctes) {
        this.catalog = catalog;
        this.estimates = estimates == null ? catalog : estimates;
        this.ctes = ctes;
    }

    /** @return whether an estimate the visible catalog does not carry was used so far (then no figure may be shown) */
    boolean usedHidden() {
        return usedHidden;
    }

    /** @return the largest catalog table estimate seen by {@link #rows} so far, at least 1 */
    BigDecimal largestTable() {
        return largestTable;
    }

    /** @return the estimated rows the select returns */
    BigDecimal rows(Select select) {
        if (select instanceof ParenthesedSelect p) return limited(p, rows(p.getSelect()));
        if (select instanceof SetOperationList s) {
            BigDecimal sum = BigDecimal.ZERO;
            for (Select member : s.getSelects()) sum = sum.add(rows(member));
            return limited(s, sum);
        }
        if (select instanceof Values v) return BigDecimal.valueOf(Math.max(1, v.getExpressions() == null ? 1 : v.getExpressions().size()));
        if (select instanceof PlainSelect ps) {
            BigDecimal built = built(ps);
            boolean aggregate = ps.getGroupBy() == null && ps.getSelectItems() != null && ps.getSelectItems().stream()
                    .anyMatch(i -> i.getExpression() instanceof Function f && aggregate(f));
            return limited(ps, aggregate ? BigDecimal.ONE : built);
        }
        return BigDecimal.ONE;
    }

    /** @return the rows the FROM clause of {@code ps} builds before WHERE, GROUP BY and LIMIT */
    BigDecimal built(PlainSelect ps) {
        List<FromItem> items = new ArrayList<>();
        if (ps.getFromItem() != null) items.add(ps.getFromItem());
        List<Join> joins = ps.getJoins() == null ? List.of() : ps.getJoins();
        for (Join j : joins) items.add(j.getRightItem());
        if (items.isEmpty()) return BigDecimal.ONE;
        int[] group = new int[items.size()];
        for (int i = 0; i < group.length; i++) group[i] = i;
        Map<String, Integer> aliases = new HashMap<>();
        for (int i = 0; i < items.size(); i++) aliases.put(alias(items.get(i)), i);
        for (int j = 0; j < joins.size(); j++) {
            Join join = joins.get(j);
            if (join.isNatural() || (join.getUsingColumns() != null && !join.getUsingColumns().isEmpty())) union(group, 0, j + 1);
            if (join.getOnExpressions() != null) for (Expression on : join.getOnExpressions()) connect(on, items, aliases, group);
        }
        connect(ps.getWhere(), items, aliases, group);
        Map<Integer, BigDecimal> largest = new HashMap<>();
        for (int i = 0; i < items.size(); i++) largest.merge(find(group, i), item(items.get(i)), BigDecimal::max);
        BigDecimal product = BigDecimal.ONE;
        for (BigDecimal v : largest.values()) product = product.multiply(v);
        return product;
    }

    private BigDecimal item(FromItem item) {
        if (item instanceof net.sf.jsqlparser.schema.Table t) {
            String name = SqlNames.unquote(t.getName()).toLowerCase(Locale.ROOT);
            if (t.getSchemaName() == null && ctes.containsKey(name)) return ctes.get(name);
            BigDecimal rows = table(t).map(x -> BigDecimal.valueOf(Math.max(1, estimate(x)))).orElse(BigDecimal.ONE);
            largestTable = largestTable.max(rows);
            return rows;
        }
        if (item instanceof TableFunction tf && tf.getFunction() != null) {
            return SeriesSize.isSeries(tf.getFunction()) ? SeriesSize.of(tf.getFunction()).orElse(UNKNOWN_SERIES) : UNKNOWN_SERIES;
        }
        if (item instanceof ParenthesedFromItem p) {
            PlainSelect inner = new PlainSelect();
            inner.setFromItem(p.getFromItem());
            inner.setJoins(p.getJoins());
            return built(inner);
        }
        if (item instanceof Select s) return rows(s);
        return BigDecimal.ONE;
    }

    /** The table's estimate: its own, else the estimates catalog's rounded up to a power of ten (a restricted table's). */
    private long estimate(Table visible) {
        if (visible.rowEstimate() >= 0 || estimates == catalog) return visible.rowEstimate();
        long hidden = estimates.table(visible.id()).map(Table::rowEstimate).orElse(-1L);
        if (hidden < 0) return hidden;
        usedHidden = true;
        long rounded = 1;
        while (rounded < hidden && rounded <= Long.MAX_VALUE / 10) rounded *= 10;
        return rounded;
    }

    private Optional<Table> table(net.sf.jsqlparser.schema.Table t) {
        if (catalog == null) return Optional.empty();
        List<Table> found = catalog.resolve(t.getSchemaName() == null ? null : SqlNames.unquote(t.getSchemaName()), SqlNames.unquote(t.getName()));
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    /** Joins the groups of the FROM items an equality conjunct relates. */
    private void connect(Expression e, List<FromItem> items, Map<String, Integer> aliases, int[] group) {
        if (e == null) return;
        if (e instanceof AndExpression and) {
            connect(and.getLeftExpression(), items, aliases, group);
            connect(and.getRightExpression(), items, aliases, group);
            return;
        }
        if (e instanceof net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList<?> p && p.size() == 1) {
            connect(p.get(0), items, aliases, group);
            return;
        }
        if (!(e instanceof EqualsTo || e instanceof IsDistinctExpression d && d.isNot())) return;
        net.sf.jsqlparser.expression.BinaryExpression eq = (net.sf.jsqlparser.expression.BinaryExpression) e;
        int left = owner(eq.getLeftExpression(), items, aliases);
        int right = owner(eq.getRightExpression(), items, aliases);
        if (left >= 0 && right >= 0 && left != right) union(group, left, right);
    }

    /** @return the FROM item a bare column expression belongs to, or -1 */
    private int owner(Expression e, List<FromItem> items, Map<String, Integer> aliases) {
        if (e instanceof net.sf.jsqlparser.expression.CastExpression c) return owner(c.getLeftExpression(), items, aliases);
        if (!(e instanceof Column c)) return -1;
        if (c.getTable() != null && c.getTable().getName() != null) {
            return aliases.getOrDefault(SqlNames.unquote(c.getTable().getName()).toLowerCase(Locale.ROOT), -1);
        }
        String column = SqlNames.unquote(c.getColumnName());
        int found = -1;
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) instanceof net.sf.jsqlparser.schema.Table t && table(t).map(x -> has(x, column)).orElse(false)) {
                if (found >= 0) return -1;
                found = i;
            }
        }
        return found;
    }

    private static boolean has(Table t, String column) {
        for (io.askdb.catalog.Column c : t.columns()) if (c.name().equalsIgnoreCase(column)) return true;
        return false;
    }

    private static String alias(FromItem item) {
        if (item.getAlias() != null && item.getAlias().getName() != null) {
            return SqlNames.unquote(item.getAlias().getName()).toLowerCase(Locale.ROOT);
        }
        if (item instanceof net.sf.jsqlparser.schema.Table t) return SqlNames.unquote(t.getName()).toLowerCase(Locale.ROOT);
        return "\u0000" + System.identityHashCode(item);
    }

    private static boolean aggregate(Function f) {
        String n = SeriesSize.name(f);
        return Set.of("count", "sum", "avg", "min", "max", "total", "group_concat", "string_agg", "array_agg", "listagg",
                "json_group_array", "json_agg", "bool_and", "bool_or", "every", "stddev", "variance").contains(n);
    }

    private static BigDecimal limited(Object select, BigDecimal rows) {
        net.sf.jsqlparser.statement.select.Limit limit = select instanceof Select s ? s.getLimit() : null;
        if (limit == null || limit.getRowCount() == null) return rows;
        return Constants.number(limit.getRowCount()).map(n -> n.max(BigDecimal.ZERO).min(rows)).orElse(rows);
    }

    private static int find(int[] group, int i) {
        while (group[i] != i) i = group[i] = group[group[i]];
        return i;
    }

    private static void union(int[] group, int a, int b) {
        group[find(group, a)] = find(group, b);
    }
}
