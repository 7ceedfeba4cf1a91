package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.Limit;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * A top-level {@code SELECT ... ORDER BY k1, k2 ... LIMIT n} and the probe that reads the rows
 * around its cut: the same query with another row limit and every sort key in the projection
 * (a key the select list already holds, by alias, ordinal or the same expression, is read from
 * there; any other key is appended as an extra column, so the first {@link #width()} columns of
 * a probe row are the query's own). Built on a {@link FreshQuery}, which the probe edits.
 */
final class RankedQuery {
    private final FreshQuery query;
    private final PlainSelect top;
    private final long limit;
    private final int width;
    private final List<Integer> keyColumns;
    private final List<OrderByElement> keys;

    private RankedQuery(FreshQuery query, PlainSelect top, long limit, int width, List<Integer> keyColumns) {
        this.query = query;
        this.top = top;
        this.limit = limit;
        this.width = width;
        this.keyColumns = List.copyOf(keyColumns);
        this.keys = List.copyOf(top.getOrderByElements());
    }

    /**
     * @return the ranking of the request's SQL, or empty when the top SELECT has no ORDER BY, no
     *         constant LIMIT, is DISTINCT with a key outside the select list, or its result was cut
     *         by askdb's own row cap
     */
    static Optional<RankedQuery> of(CriticRequest request) {
        if (request.result().truncated()) return Optional.empty();
        Optional<FreshQuery> fresh = FreshQuery.of(request);
        if (fresh.isEmpty() || fresh.get().top().isEmpty()) return Optional.empty();
        PlainSelect top = fresh.get().top().get();
        List<OrderByElement> order = top.getOrderByElements();
        Limit limit = top.getLimit();
        if (order == null || order.isEmpty() || limit == null || !(limit.getRowCount() instanceof LongValue n) || n.getValue() < 1) {
            return Optional.empty();
        }
        int width = request.result().columns().size();
        List<Integer> columns = new ArrayList<>();
        List<SelectItem<?>> items = new ArrayList<>(top.getSelectItems());
        boolean star = items.stream().anyMatch(i -> i.getExpression() instanceof AllColumns);
        int appended = 0;
        for (OrderByElement e : order) {
            int at = star ? -1 : projected(e.getExpression(), items);
            if (at < 0) {
                if (top.getDistinct() != null) return Optional.empty();
                top.addSelectItem(e.getExpression(), new Alias("askdb_key_" + (appended + 1)));
                at = width + appended++;
            }
            columns.add(at);
        }
        return Optional.of(new RankedQuery(fresh.get(), top, n.getValue(), width, columns));
    }

    private static int projected(Expression key, List<SelectItem<?>> items) {
        if (key instanceof LongValue ordinal && ordinal.getValue() >= 1 && ordinal.getValue() <= items.size()) return (int) ordinal.getValue() - 1;
        String text = key.toString().toLowerCase(Locale.ROOT);
        for (int i = 0; i < items.size(); i++) {
            SelectItem<?> item = items.get(i);
            if (key instanceof Column c && c.getTable() == null && item.getAlias() != null
                    && item.getAlias().getName().replace("\"", "").equalsIgnoreCase(c.getColumnName().replace("\"", ""))) return i;
            if (item.getExpression().toString().toLowerCase(Locale.ROOT).equals(text)) return i;
        }
        return -1;
    }

    /** @return n of {@code LIMIT n} */
    long limit() {
        return limit;
    }

    /** @return how many leading columns of a probe row are the query's own */
    int width() {
        return width;
    }

    /** @return the ORDER BY elements as written */
    List<OrderByElement> keys() {
        return keys;
    }

    /** @return true when sort key {@code i} is a bare column of its table's primary key (a tie-breaker, never a rank) */
    boolean keyIsPrimaryKey(int i) {
        if (!(keys.get(i).getExpression() instanceof net.sf.jsqlparser.schema.Column c)) return false;
        Resolution.Resolved r = query.resolution().columns().get(c);
        return r != null && r.source().table() != null && r.source().table().primaryKey().size() == 1
                && r.source().table().primaryKey().get(0).equalsIgnoreCase(r.column());
    }

    /** @return the column of a probe row holding sort key {@code i} */
    int keyColumn(int i) {
        return keyColumns.get(i);
    }

    /** @return the probe's sort key values of one probe row */
    List<Object> keyValues(List<Object> row) {
        List<Object> out = new ArrayList<>();
        for (int c : keyColumns) out.add(row.get(c));
        return out;
    }

    /** @return the query's own cells of one probe row */
    static List<Object> own(List<Object> row, int width) {
        return row.subList(0, Math.min(width, row.size()));
    }

    /** @return the probe: the same query with every key projected and {@code LIMIT rows} */
    String probe(long rows) {
        top.getLimit().setRowCount(new LongValue(rows));
        return query.sql();
    }

    /** @return the probe's rows, or empty when the probe could not run or has a row of another width */
    Optional<ResultTable> run(CriticRequest request, long rows) {
        Optional<ResultTable> result = request.probe().run(probe(rows), (int) rows);
        if (result.isEmpty() || result.get().columns().size() < width + (int) keyColumns.stream().filter(c -> c >= width).count()) {
            return Optional.empty();
        }
        return result;
    }
}
