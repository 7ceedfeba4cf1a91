package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.TableId;
import io.askdb.validation.QueryShape;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.LambdaExpression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.Values;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Resolves every name of a parsed query against the catalog, SELECT by SELECT. CTEs are visible
 * as the guard's {@link SyntaxTreeWalk} documents (earlier items, all items when RECURSIVE or in
 * SQLite); a CTE's column list renames its output. Each SELECT's FROM relations are collected
 * first ({@link FromClause}); then every expression of the SELECT is walked by reflection (so no
 * expression type is missed), column references are resolved by {@link ColumnReferences}, and a
 * nested query met on the way is resolved with the current SELECT as its enclosing scope.
 * One instance per query; not thread-safe.
 */
final class ScopeResolver {
    private static final Set<String> AGGREGATES = Set.of("count", "sum", "avg", "min", "max", "total", "group_concat",
            "string_agg", "array_agg", "listagg", "median", "stddev", "stddev_pop", "stddev_samp", "variance", "var_pop",
            "var_samp", "bool_and", "bool_or", "every", "json_group_array", "json_agg", "list", "mode", "any_value");
    private static final Set<String> SKIPPED_FIELDS = Set.of("fromItem", "joins", "withItemsList", "intoTables");

    private final ColumnReferences references;
    private final FromClause from;
    private final Map<PlainSelect, Scope> scopes = new IdentityHashMap<>();
    int joins;
    int subqueries;
    private int setOperations;
    private boolean aggregates;

    ScopeResolver(ParsedQuery parsed, Catalog catalog) {
        this.references = new ColumnReferences(parsed.lexed());
        this.from = new FromClause(this, references, catalog, parsed.lexed());
    }

    Resolution resolve(Statement statement) {
        if (statement instanceof Select select) select(select, null, Map.of());
        List<TableId> tables = List.copyOf(new LinkedHashSet<>(from.tables()));
        QueryShape shape = new QueryShape(tables, references.shapeColumns(), joins, subqueries, setOperations, aggregates);
        List<io.askdb.validation.Violation> sorted = new ArrayList<>(references.violations());
        sorted.sort((a, b) -> Integer.compare(a.position() < 0 ? Integer.MAX_VALUE : a.position(), b.position() < 0 ? Integer.MAX_VALUE : b.position()));
        return new Resolution(sorted, shape, references.resolved(), scopes);
    }

    /** Resolves a query and returns its output columns as an enclosing query sees them. */
    Output select(Select select, Scope outer, Map<String, Output> ctes) {
        Map<String, Output> visible = withItems(select, outer, ctes);
        if (select instanceof PlainSelect ps) return plain(ps, outer, visible);
        if (select instanceof SetOperationList list) {
            setOperations += list.getOperations().size();
            Output first = null;
            for (Select branch : list.getSelects()) {
                Output o = select(branch, outer, visible);
                if (first == null) first = o;
            }
            return first == null ? Output.OPEN : first;
        }
        if (select instanceof ParenthesedSelect p && p.getSelect() != null) return select(p.getSelect(), outer, visible);
        if (select instanceof Values values) expression(values.getExpressions(), outer, visible);
        return Output.OPEN;
    }

    private Map<String, Output> withItems(Select select, Scope outer, Map<String, Output> ctes) {
        List<WithItem<?>> items = select.getWithItemsList();
        if (items == null || items.isEmpty()) return ctes;
        boolean allVisible = from.dialect() == io.askdb.dialect.Dialect.SQLITE || items.stream().anyMatch(WithItem::isRecursive);
        Map<String, Output> visible = new HashMap<>(ctes);
        if (allVisible) {
            for (WithItem<?> item : items) visible.put(SyntaxTreeWalk.cteName(item), Output.OPEN.renamed(columnList(item)));
        }
        for (WithItem<?> item : items) {
            subqueries++;
            Output body = item.getSelect() == null ? Output.OPEN : select(item.getSelect(), outer, Map.copyOf(visible));
            visible.put(SyntaxTreeWalk.cteName(item), body.renamed(columnList(item)));
        }
        return Map.copyOf(visible);
    }

    private static List<String> columnList(WithItem<?> item) {
        List<String> out = new ArrayList<>();
        if (item.getWithItemList() != null) {
            for (SelectItem<?> si : item.getWithItemList()) out.add(SqlNames.unquote(String.valueOf(si.getExpression())));
        }
        if (out.isEmpty() && item.getAlias() != null && item.getAlias().getAliasColumns() != null) {
            for (Alias.AliasColumn c : item.getAlias().getAliasColumns()) out.add(SqlNames.unquote(c.name));
        }
        return out;
    }

    private Output plain(PlainSelect ps, Scope outer, Map<String, Output> ctes) {
        Scope scope = new Scope(outer);
        scopes.put(ps, scope);
        List<Object> deferred = new ArrayList<>();
        if (ps.getFromItem() != null) from.add(ps.getFromItem(), scope, outer, ctes, deferred);
        if (ps.getJoins() != null) from.joins(ps.getJoins(), scope, outer, ctes, deferred);
        for (SelectItem<?> item : ps.getSelectItems()) {
            if (item.getAlias() != null) scope.alias(SqlNames.unquote(item.getAlias().getName()));
        }
        if (ps.getGroupBy() != null) aggregates = true;
        for (Field f : SyntaxTreeWalk.childFields(ps.getClass())) {
            if (!SKIPPED_FIELDS.contains(f.getName())) expression(SyntaxTreeWalk.read(f, ps), scope, ctes);
        }
        for (Object o : deferred) expression(o, scope, ctes);
        return output(ps, scope);
    }

    /** Walks an expression (or any syntax-tree value) and resolves the columns and nested queries in it. */
    void expression(Object node, Scope scope, Map<String, Output> ctes) {
        if (node == null) return;
        if (node instanceof Collection<?> c) {
            for (Object o : c) expression(o, scope, ctes);
            return;
        }
        if (node instanceof Object[] array) {
            for (Object o : array) expression(o, scope, ctes);
            return;
        }
        if (node instanceof Map<?, ?> m) {
            for (Object o : m.values()) expression(o, scope, ctes);
            return;
        }
        if (node instanceof Column column) {
            references.resolve(column, scope);
            return;
        }
        if (node instanceof Select nested) {
            subqueries++;
            select(nested, scope, ctes);
            return;
        }
        if (node instanceof AllColumns || node instanceof LambdaExpression || node instanceof net.sf.jsqlparser.schema.Table) return;
        String type = node.getClass().getName();
        if (!type.startsWith("net.sf.jsqlparser.") || type.startsWith("net.sf.jsqlparser.parser.") || node.getClass().isEnum()) return;
        if (node instanceof Function f && f.getName() != null && AGGREGATES.contains(f.getName().toLowerCase(Locale.ROOT))) {
            aggregates = true;
        }
        for (Field f : SyntaxTreeWalk.childFields(node.getClass())) expression(SyntaxTreeWalk.read(f, node), scope, ctes);
    }

    private static Output output(PlainSelect ps, Scope scope) {
        List<String> names = new ArrayList<>();
        boolean open = false;
        for (SelectItem<?> item : ps.getSelectItems()) {
            Object e = item.getExpression();
            if (item.getAlias() != null) {
                names.add(SqlNames.unquote(item.getAlias().getName()));
            } else if (e instanceof AllTableColumns atc) {
                Source s = atc.getTable() == null ? null : scope.find(SqlNames.unquote(atc.getTable().getName()));
                if (s == null || s.open()) open = true;
                else names.addAll(s.columnNames());
            } else if (e instanceof AllColumns) {
                for (Source s : scope.sources()) {
                    if (s.open()) open = true;
                    else names.addAll(s.columnNames());
                }
            } else if (e instanceof Column c) {
                names.add(SqlNames.unquote(c.getColumnName()));
            } else {
                open = true;
            }
        }
        return new Output(names, open);
    }
}
