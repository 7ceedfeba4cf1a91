package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.TableFunction;
import net.sf.jsqlparser.statement.select.Values;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Estimates the rows a SELECT builds from the catalog's row estimates
 * ({@link Table#rowEstimate()}, -1 counted as 1): FROM items joined by an equality between their
 * columns ({@link JoinGroups}) form one group, estimated by its largest item; groups with no
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
    private final Map<String, Set<String>> cteColumns = new HashMap<>();
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
            BigDecimal built = built(ps).rows();
            boolean aggregate = ps.getGroupBy() == null && ps.getSelectItems() != null && ps.getSelectItems().stream()
                    .anyMatch(i -> i.getExpression() instanceof Function f && aggregate(f));
            return limited(ps, aggregate ? BigDecimal.ONE : built);
        }
        return BigDecimal.ONE;
    }

    /**
     * What a FROM clause builds before WHERE, GROUP BY and LIMIT.
     *
     * @param rows   the estimated rows: the product of each group's largest item
     * @param groups how many groups multiply; more than one is a cross join
     */
    record Built(BigDecimal rows, int groups) {
    }

    /** @return the rows the FROM clause of {@code ps} builds and how many groups of items multiply */
    Built built(PlainSelect ps) {
        JoinGroups joined = JoinGroups.of(ps, this::columns);
        List<FromItem> items = joined.items();
        if (items.isEmpty()) return new Built(BigDecimal.ONE, 0);
        Map<Integer, BigDecimal> largest = new HashMap<>();
        for (int i = 0; i < items.size(); i++) largest.merge(joined.groupOf(i), item(items.get(i)), BigDecimal::max);
        BigDecimal product = BigDecimal.ONE;
        for (BigDecimal v : largest.values()) product = product.multiply(v);
        return new Built(product, largest.size());
    }

    /** Records a CTE's row estimate and output columns, for the items that read it. */
    void cte(String name, WithItem<?> item, BigDecimal rows) {
        ctes.put(name, rows);
        Optional<Set<String>> names = item.getWithItemList() != null && !item.getWithItemList().isEmpty()
                ? Optional.of(named(item.getWithItemList())) : outputs(item.getSelect());
        names.ifPresent(n -> cteColumns.put(name, n));
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
            return built(inner).rows();
        }
        if (item instanceof Select s) return rows(s);
        return BigDecimal.ONE;
    }

    /** @return the lower-case columns a FROM item is known to have: a catalog table's, a CTE's or a derived table's outputs */
    private Optional<Set<String>> columns(FromItem item) {
        if (item.getAlias() != null && item.getAlias().getAliasColumns() != null && !item.getAlias().getAliasColumns().isEmpty()) {
            Set<String> out = new HashSet<>();
            for (Alias.AliasColumn c : item.getAlias().getAliasColumns()) out.add(SqlNames.unquote(c.name).toLowerCase(Locale.ROOT));
            return Optional.of(out);
        }
        if (item instanceof net.sf.jsqlparser.schema.Table t) {
            String name = SqlNames.unquote(t.getName()).toLowerCase(Locale.ROOT);
            if (t.getSchemaName() == null && ctes.containsKey(name)) return Optional.ofNullable(cteColumns.get(name));
            return table(t).map(x -> {
                Set<String> out = new HashSet<>();
                for (io.askdb.catalog.Column c : x.columns()) out.add(c.name().toLowerCase(Locale.ROOT));
                return out;
            });
        }
        if (item instanceof Select s) return outputs(s);
        return Optional.empty();
    }

    /** @return the output column names of a query, or empty when one is unknown ({@code *}) */
    private static Optional<Set<String>> outputs(Select s) {
        if (s instanceof ParenthesedSelect p) return outputs(p.getSelect());
        if (s instanceof SetOperationList list && !list.getSelects().isEmpty()) return outputs(list.getSelects().get(0));
        if (!(s instanceof PlainSelect ps) || ps.getSelectItems() == null) return Optional.empty();
        for (SelectItem<?> i : ps.getSelectItems()) {
            if (i.getAlias() == null && !(i.getExpression() instanceof Column)) {
                if (i.getExpression() instanceof AllColumns || i.getExpression() instanceof AllTableColumns) return Optional.empty();
            }
        }
        return Optional.of(named(ps.getSelectItems()));
    }

    private static Set<String> named(List<? extends SelectItem<?>> items) {
        Set<String> out = new HashSet<>();
        for (SelectItem<?> i : items) {
            if (i.getAlias() != null && i.getAlias().getName() != null) out.add(SqlNames.unquote(i.getAlias().getName()).toLowerCase(Locale.ROOT));
            else if (i.getExpression() instanceof Column c) out.add(SqlNames.unquote(c.getColumnName()).toLowerCase(Locale.ROOT));
        }
        return out;
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
}
