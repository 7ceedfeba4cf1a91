package io.askdb.sql;

import java.lang.reflect.Field;
import java.util.Collection;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * Whether a SQLite SELECT shows a bare column: a column reference in its output that is neither
 * inside an aggregate call nor a GROUP BY expression. With a single min() or max() such a column
 * takes its value from the row holding the minimum or maximum (SQLite documentation, "Bare
 * columns in an aggregate query", lang_select.html#bareagg).
 */
final class SqliteBareColumns {
    /** SQLite's aggregate functions (lang_aggfunc.html); a column inside one is aggregated, not bare. */
    private static final Set<String> AGGREGATES = Set.of("avg", "count", "group_concat", "string_agg", "max", "min", "sum",
            "total", "json_group_array", "json_group_object", "jsonb_group_array", "jsonb_group_object");

    private SqliteBareColumns() {
    }

    /** @return true when some output item of {@code ps} may be a bare column */
    static boolean any(PlainSelect ps) {
        Set<String> grouped = new HashSet<>();
        if (ps.getGroupBy() != null && ps.getGroupBy().getGroupByExpressionList() != null) {
            for (Object g : ps.getGroupBy().getGroupByExpressionList()) grouped.add(g.toString().toLowerCase(Locale.ROOT));
        }
        for (SelectItem<?> item : ps.getSelectItems()) {
            Object e = item.getExpression();
            if (e instanceof AllColumns || (!grouped.contains(e.toString().toLowerCase(Locale.ROOT)) && bare(e, grouped))) return true;
        }
        return false;
    }

    private static boolean bare(Object node, Set<String> grouped) {
        if (node == null || node instanceof Select) return false;
        if (node instanceof Column c) return !grouped.contains(c.toString().toLowerCase(Locale.ROOT));
        if (node instanceof Function f && AGGREGATES.contains(SqlNames.unquote(f.getName()).toLowerCase(Locale.ROOT))) return false;
        if (node instanceof Collection<?> c) return c.stream().anyMatch(o -> bare(o, grouped));
        String type = node.getClass().getName();
        if (!type.startsWith("net.sf.jsqlparser.") || type.startsWith("net.sf.jsqlparser.parser.") || node.getClass().isEnum()) return false;
        for (Field f : SyntaxTreeWalk.childFields(node.getClass())) {
            if (bare(SyntaxTreeWalk.read(f, node), grouped)) return true;
        }
        return false;
    }
}
