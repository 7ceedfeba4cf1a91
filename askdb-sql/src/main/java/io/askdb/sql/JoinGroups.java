package io.askdb.sql;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import net.sf.jsqlparser.expression.BinaryExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.IsDistinctExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * The FROM items of one SELECT and the groups that equalities between them join, for
 * {@link FromProduct}. Parenthesized joins without an alias ({@code FROM (a JOIN b ON ...) JOIN c})
 * are flattened, so their items and ON conditions count like the others. Two items are joined by
 * an equality conjunct ({@code =} or {@code IS NOT DISTINCT FROM}, in ON or WHERE, under AND and
 * parentheses) whose two sides each read columns of one item only and not the same one:
 * {@code a.x = b.y}, {@code lower(a.x) = lower(b.y)}, {@code a.id = b.id + 1}; by USING (the
 * item on each side that has the column, else the neighbours) and NATURAL (the neighbours). A
 * qualified column belongs to the item its qualifier names; a bare one to the only item whose
 * known columns (catalog table, CTE or derived table outputs) have it. Anything else (OR, a
 * correlated outer column, a comparison other than equality) joins nothing, so the items stay
 * separate groups and multiply: a cross join.
 */
final class JoinGroups {
    private final Function<FromItem, Optional<Set<String>>> columnsOf;
    private final List<FromItem> items = new ArrayList<>();
    private final Map<String, Integer> aliases = new HashMap<>();
    private final List<Expression> conditions = new ArrayList<>();
    private final List<int[]> pairs = new ArrayList<>();
    private int[] group;

    private JoinGroups(Function<FromItem, Optional<Set<String>>> columnsOf) {
        this.columnsOf = columnsOf;
    }

    /**
     * @param ps        the SELECT
     * @param columnsOf the lower-case column names an item is known to have, or empty when unknown
     * @return its items and groups
     */
    static JoinGroups of(PlainSelect ps, Function<FromItem, Optional<Set<String>>> columnsOf) {
        JoinGroups g = new JoinGroups(columnsOf);
        if (ps.getFromItem() != null) g.add(ps.getFromItem());
        g.joins(ps.getJoins());
        if (ps.getWhere() != null) g.conditions.add(ps.getWhere());
        g.group = new int[g.items.size()];
        for (int i = 0; i < g.group.length; i++) g.group[i] = i;
        for (int[] p : g.pairs) g.union(p[0], p[1]);
        for (Expression e : g.conditions) g.connect(e);
        return g;
    }

    /** @return the FROM items, flattened */
    List<FromItem> items() {
        return items;
    }

    /** @return the group of item {@code i}: items of one group share a representative */
    int groupOf(int i) {
        while (group[i] != i) i = group[i] = group[group[i]];
        return i;
    }

    private void add(FromItem item) {
        if (item instanceof ParenthesedFromItem p && p.getAlias() == null && p.getFromItem() != null) {
            add(p.getFromItem());
            joins(p.getJoins());
            return;
        }
        aliases.put(alias(item), items.size());
        items.add(item);
    }

    private void joins(List<Join> joins) {
        if (joins == null) return;
        for (Join j : joins) {
            int left = items.size();
            add(j.getRightItem());
            if (j.getOnExpressions() != null) conditions.addAll(j.getOnExpressions());
            if (j.getUsingColumns() != null && !j.getUsingColumns().isEmpty()) {
                for (Column c : j.getUsingColumns()) {
                    String name = SqlNames.unquote(c.getColumnName()).toLowerCase(Locale.ROOT);
                    pairs.add(new int[] {having(name, 0, left, true, left - 1), having(name, left, items.size(), false, left)});
                }
            } else if (j.isNatural() && left > 0) {
                pairs.add(new int[] {left - 1, left});
            }
        }
    }

    /** @return the last (or first) item in [from, to) known to have the column, else {@code otherwise} */
    private int having(String column, int from, int to, boolean last, int otherwise) {
        int found = -1;
        for (int i = from; i < to; i++) {
            if (columnsOf.apply(items.get(i)).map(c -> c.contains(column)).orElse(false)) {
                found = i;
                if (!last) break;
            }
        }
        return found >= 0 ? found : otherwise;
    }

    private void connect(Expression e) {
        if (e instanceof AndExpression and) {
            connect(and.getLeftExpression());
            connect(and.getRightExpression());
            return;
        }
        if (e instanceof ParenthesedExpressionList<?> p && p.size() == 1) {
            connect(p.get(0));
            return;
        }
        if (!(e instanceof EqualsTo || e instanceof IsDistinctExpression d && d.isNot())) return;
        BinaryExpression eq = (BinaryExpression) e;
        int left = side(eq.getLeftExpression());
        int right = side(eq.getRightExpression());
        if (left >= 0 && right >= 0 && left != right) union(left, right);
    }

    /** @return the one item every column of the expression belongs to (outside nested SELECTs), or -1 */
    private int side(Expression e) {
        int owner = -1;
        for (Column c : TreeSearch.find(e, Column.class)) {
            int o = owner(c);
            if (o < 0 || owner >= 0 && o != owner) return -1;
            owner = o;
        }
        return owner;
    }

    private int owner(Column c) {
        if (c.getTable() != null && c.getTable().getName() != null) {
            return aliases.getOrDefault(SqlNames.unquote(c.getTable().getName()).toLowerCase(Locale.ROOT), -1);
        }
        String column = SqlNames.unquote(c.getColumnName()).toLowerCase(Locale.ROOT);
        int found = -1;
        for (int i = 0; i < items.size(); i++) {
            if (columnsOf.apply(items.get(i)).map(cols -> cols.contains(column)).orElse(false)) {
                if (found >= 0) return -1;
                found = i;
            }
        }
        return found;
    }

    private void union(int a, int b) {
        group[groupOf(a)] = groupOf(b);
    }

    static String alias(FromItem item) {
        if (item.getAlias() != null && item.getAlias().getName() != null) {
            return SqlNames.unquote(item.getAlias().getName()).toLowerCase(Locale.ROOT);
        }
        if (item instanceof net.sf.jsqlparser.schema.Table t) return SqlNames.unquote(t.getName()).toLowerCase(Locale.ROOT);
        return "\u0000" + System.identityHashCode(item);
    }
}
