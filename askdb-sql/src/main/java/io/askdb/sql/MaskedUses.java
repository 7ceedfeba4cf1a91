package io.askdb.sql;

import io.askdb.catalog.Table;
import io.askdb.guard.Refusal;
import io.askdb.policy.Policy;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.sf.jsqlparser.expression.AllValue;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * The uses of masked values that no single column reference shows, checked over a whole
 * statement: a masked value shown by a SELECT that is not a relation SELECT (a set-operation
 * branch, a subquery) through {@code *}; a masked value under DISTINCT (the row count tells
 * equal values apart); sorting or grouping by position or by {@code ALL} (DuckDB) while a
 * masked value is shown; {@code *} or {@code t.*} inside an expression ({@code row_to_json(e.*)},
 * {@code struct_pack(*)}) and DuckDB's {@code COLUMNS(...)}, which read columns the statement
 * never names, over a table with hidden or masked columns.
 */
final class MaskedUses {
    private final ParsedQuery parsed;
    private final Policy policy;
    private final Resolution resolution;
    private final MaskedLineage lineage;
    private final List<Table> referenced;

    MaskedUses(ParsedQuery parsed, Policy policy, Resolution resolution, MaskedLineage lineage, List<Table> referenced) {
        this.parsed = parsed;
        this.policy = policy;
        this.resolution = resolution;
        this.lineage = lineage;
        this.referenced = referenced;
    }

    /** @return the first such use, or empty */
    Optional<Refusal> refusal() {
        for (Map.Entry<PlainSelect, Scope> e : resolution.scopes().entrySet()) {
            Optional<String> r = select(e.getKey(), e.getValue());
            if (r.isPresent()) return Optional.of(refusal(r.get()));
        }
        boolean exposed = !lineage.tainted().isEmpty();
        boolean guarded = referenced.stream().anyMatch(this::guarded) || exposed;
        java.util.Set<Object> statementOrder = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (TreeNode node : parsed.nodes()) {
            if (node.value() instanceof net.sf.jsqlparser.statement.select.Select s && s.getOrderByElements() != null) {
                statementOrder.addAll(s.getOrderByElements());
            }
        }
        for (TreeNode node : parsed.nodes()) {
            Object v = node.value();
            if (exposed && (v instanceof AllValue || positional(v))) {
                return Optional.of(refusal("A masked value is shown and the rows are sorted or grouped by position or by ALL,"
                        + " which sorts or groups by the masked value"));
            }
            if (guarded && v instanceof Column c && inputPosition(c) && !statementOrder.contains(node.parent())) {
                return Optional.of(new Refusal("policy-positional-reference", Refusal.Kind.SAFETY, "The positional reference "
                        + c.getColumnName() + " reads a column of the FROM clause by its position, which may be a column this"
                        + " database's access policy hides or masks; name the column you need instead.", -1));
            }
            boolean starInExpression = (v instanceof AllColumns || v instanceof AllTableColumns) && !(node.parent() instanceof SelectItem)
                    && !(node.parent() instanceof Function f && "count".equalsIgnoreCase(f.getName()));
            boolean columnsFunction = v instanceof Function f && f.getName() != null && "columns".equalsIgnoreCase(SqlNames.unquote(f.getName()));
            if (guarded && (starInExpression || columnsFunction)) {
                return Optional.of(new Refusal("policy-star-expression", Refusal.Kind.SAFETY, "The expression " + v + " reads every"
                        + " column of a row, including columns this database's access policy hides or masks, without naming them;"
                        + " name the columns you need instead.", -1));
            }
        }
        return Optional.empty();
    }

    private Optional<String> select(PlainSelect ps, Scope scope) {
        boolean relation = lineage.relations().contains(ps);
        boolean distinct = ps.getDistinct() != null;
        for (SelectItem<?> item : ps.getSelectItems()) {
            Object e = item.getExpression();
            if (e instanceof Column c && lineage.of(c).isPresent() && distinct) {
                return Optional.of("Column " + SqlNames.unquote(c.getColumnName()) + " is masked by this database's access policy"
                        + " and shown under DISTINCT, where the number of rows tells its values apart");
            }
            for (Source s : MaskedLineage.covered(e, scope)) {
                if (lineage.star(s, PolicyAnalysis.excluded(e, s)).isEmpty()) continue;
                if (distinct) return Optional.of("SELECT DISTINCT " + e + " shows masked columns of " + s.display() + " under DISTINCT,"
                        + " where the number of rows tells their values apart");
                if (!relation) return Optional.of(e + " over " + s.display() + " feeds masked columns into a set operation or a"
                        + " subquery, where their values are compared");
            }
        }
        return Optional.empty();
    }

    private boolean guarded(Table t) {
        return t.columns().stream().anyMatch(c -> policy.hidesColumn(t.id(), c.name()) || policy.masking(t.id(), c.name()).isPresent());
    }

    /**
     * DuckDB's positional reference {@code #n}, which JSqlParser 5.4 reads as a column named
     * {@code #n}. As a whole key of a query's ORDER BY (not a window's or an aggregate's) it names the n-th select item (as {@code ORDER BY n}); anywhere
     * else (select list, WHERE, GROUP BY, window ORDER BY, inside an expression) the n-th column of
     * the FROM clause, hidden and masked ones included (checked on DuckDB 1.x: {@code SELECT #2 FROM t}
     * returns t's second column, {@code ORDER BY #2 + 0} sorts by it).
     */
    private static boolean inputPosition(Column c) {
        return c.getTable() == null && c.getColumnName() != null && POSITION.matcher(c.getColumnName()).matches();
    }

    private static final java.util.regex.Pattern POSITION = java.util.regex.Pattern.compile("#[0-9]+");

    private static Object unparenthesized(Object e) {
        while (true) {
            if (e instanceof net.sf.jsqlparser.expression.Parenthesis p) e = p.getExpression();
            else if (e instanceof net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList<?> l && l.size() == 1) e = l.get(0);
            else return e;
        }
    }

    private static boolean selectPosition(Object e) {
        Object key = unparenthesized(e);
        return key instanceof LongValue || key instanceof Column c && inputPosition(c);
    }

    private static boolean positional(Object node) {
        if (node instanceof OrderByElement o) return selectPosition(o.getExpression());
        if (node instanceof net.sf.jsqlparser.statement.select.GroupByElement g && g.getGroupByExpressionList() != null) {
            return g.getGroupByExpressionList().stream().anyMatch(x -> unparenthesized(x) instanceof LongValue);
        }
        return false;
    }

    private static Refusal refusal(String what) {
        return new Refusal("policy-masked-column", Refusal.Kind.SAFETY, what + ": a masked column may be listed in the SELECT"
                + " list (its values are shown masked) but not compared, sorted, grouped, made DISTINCT, joined on, combined by"
                + " UNION, INTERSECT or EXCEPT, passed to a function or used in a subquery, which would reveal its values."
                + " Remove it from that part of the query.", -1);
    }
}
