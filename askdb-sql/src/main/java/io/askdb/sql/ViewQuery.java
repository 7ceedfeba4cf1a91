package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
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
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.LateralSubSelect;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Follows one view's query to the catalog columns its output comes from, under a policy. Names
 * resolve as the guard resolves them ({@link ScopeResolver}); each relation of each SELECT (catalog
 * table, CTE, derived table) gets the {@link Taint} of each of its columns, bottom up, positionally
 * (so CTE and alias column lists rename correctly). An output column shown bare keeps its source's
 * taint; an expression, a set operation or DISTINCT turns a masked value hidden. A protected value
 * used anywhere else (WHERE, JOIN ON, GROUP BY, HAVING, ORDER BY, table-function arguments, a
 * subquery's filter, a window's PARTITION BY, ORDER BY or frame, SQLite's bare-column min/max,
 * DISTINCT or a deduplicating set operation) decides which rows the view shows or how many, an
 * oracle on it, and is reported as a {@link #leak()}. A whole row ({@code e.*} inside an
 * expression) carries every column of its relation. What cannot be followed (a relation with unknown columns, a name the resolver
 * did not resolve to a known relation) is reported as {@link #unresolved()}. One instance per view.
 */
final class ViewQuery {
    private static final Set<String> NOT_USES = Set.of("fromItem", "joins", "withItemsList", "intoTables", "selectItems");

    /** The columns of one relation, in order, with their taints; open when they are not known. */
    private record Relation(List<String> names, List<Taint> taints, boolean open) {
        static final Relation OPEN = new Relation(List.of(), List.of(), true);

        Taint of(String column) {
            Taint t = Taint.CLEAR;
            for (int i = 0; i < names.size(); i++) {
                if (names.get(i).equalsIgnoreCase(column)) t = t.max(taints.get(i));
            }
            return t;
        }

        Taint all() {
            return taints.stream().reduce(Taint.CLEAR, Taint::max);
        }

        Relation renamed(List<String> columns) {
            if (columns.isEmpty() || open) return this;
            if (columns.size() != names.size()) return OPEN;
            return new Relation(columns, taints, false);
        }
    }

    /** What the policy says of a relation and its columns, views done so far included. */
    interface Protection {
        /** @return true when the relation is hidden */
        boolean hidesTable(TableId id);

        /** @return the taint of a catalogued column of a visible relation */
        Taint column(TableId id, String column);
    }

    private final Protection policy;
    private final Catalog full;
    private final Resolution resolution;
    private final Map<Source, Relation> relations = new IdentityHashMap<>();
    private final List<Relation> seen = new ArrayList<>();
    private final Set<TableId> read = new LinkedHashSet<>();
    private String hiddenRead;
    private String leak;
    private String unresolved;
    private boolean mayReadMore;
    private List<Taint> output = List.of();

    ViewQuery(Protection policy, Catalog full, Resolution resolution, Select query) {
        this.policy = policy;
        this.full = full;
        this.resolution = resolution;
        Relation out = select(query, Map.of());
        if (out.open()) unresolve("its output columns could not all be followed");
        output = out.taints();
    }

    /** @return the taint of each output column, in order (meaningful when {@link #unresolved()} is null) */
    List<Taint> output() {
        return output;
    }

    /** @return the catalog tables and views the query reads */
    Set<TableId> read() {
        return read;
    }

    /** @return the name of a hidden table (or engine catalog) the query reads, or null */
    String hiddenRead() {
        return hiddenRead;
    }

    /** @return where a protected column decides the view's rows, or null */
    String leak() {
        return leak;
    }

    /** @return true when the query reads relations other than catalogued ones (table functions, unknown tables) */
    boolean mayReadMore() {
        return mayReadMore;
    }

    /** @return why lineage could not be followed everywhere, or null */
    String unresolved() {
        return unresolved;
    }

    private Relation select(Select s, Map<String, Relation> ctes) {
        Map<String, Relation> visible = withItems(s, ctes);
        if (s instanceof PlainSelect ps) return plain(ps, visible);
        if (s instanceof SetOperationList list) {
            List<Relation> branches = new ArrayList<>();
            for (Select b : list.getSelects()) branches.add(select(b, visible));
            Relation out = union(branches);
            boolean dedups = list.getOperations() != null && list.getOperations().stream().anyMatch(op -> !op.isAll());
            if (dedups && !out.open() && !out.all().clear()) leak("a hidden or masked column is deduplicated by a set operation, so the row count depends on it");
            return out;
        }
        if (s instanceof ParenthesedSelect p && p.getSelect() != null) return select(p.getSelect(), visible);
        unresolve("a query form askdb does not follow");
        return Relation.OPEN;
    }

    private Relation union(List<Relation> branches) {
        if (branches.isEmpty() || branches.stream().anyMatch(Relation::open)) return Relation.OPEN;
        int n = branches.get(0).names().size();
        if (branches.stream().anyMatch(b -> b.names().size() != n)) return Relation.OPEN;
        List<Taint> taints = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Taint t = Taint.CLEAR;
            for (Relation b : branches) t = t.max(b.taints().get(i));
            taints.add(t.transformed());
        }
        return new Relation(branches.get(0).names(), taints, false);
    }

    private Map<String, Relation> withItems(Select s, Map<String, Relation> ctes) {
        List<WithItem<?>> items = s.getWithItemsList();
        if (items == null || items.isEmpty()) return ctes;
        Map<String, Relation> visible = new HashMap<>(ctes);
        boolean allVisible = full.dialect() == io.askdb.dialect.Dialect.SQLITE || items.stream().anyMatch(WithItem::isRecursive);
        if (allVisible) {
            for (WithItem<?> item : items) visible.put(SyntaxTreeWalk.cteName(item), Relation.OPEN);
        }
        for (WithItem<?> item : items) {
            Relation body = item.getSelect() == null ? Relation.OPEN : select(item.getSelect(), Map.copyOf(visible));
            visible.put(SyntaxTreeWalk.cteName(item), body.renamed(RelationSelects.columnList(item)));
        }
        return Map.copyOf(visible);
    }

    private Relation plain(PlainSelect ps, Map<String, Relation> ctes) {
        Scope scope = resolution.scopes().get(ps);
        List<Relation> rels = new ArrayList<>();
        List<Object> uses = new ArrayList<>();
        if (ps.getFromItem() != null) from(ps.getFromItem(), ctes, rels, uses);
        if (ps.getJoins() != null) joins(ps.getJoins(), ctes, rels, uses);
        if (scope == null || scope.sources().size() != rels.size()) {
            unresolve("its FROM clause could not be matched to the resolved relations");
            return Relation.OPEN;
        }
        for (int i = 0; i < rels.size(); i++) {
            relations.put(scope.sources().get(i), rels.get(i));
            seen.add(rels.get(i));
        }
        List<String> names = new ArrayList<>();
        List<Taint> taints = new ArrayList<>();
        boolean open = false;
        for (SelectItem<?> item : ps.getSelectItems()) {
            Object e = item.getExpression();
            if (e instanceof AllTableColumns atc) {
                Source src = atc.getTable() == null ? null : scope.find(SqlNames.unquote(atc.getTable().getName()));
                Relation r = src == null ? null : relations.get(src);
                open |= r == null || r.open() || !expand(r, names, taints);
            } else if (e instanceof AllColumns all) {
                open |= all.getReplaceExpressions() != null && !all.getReplaceExpressions().isEmpty();
                for (Source src : scope.sources()) {
                    Relation r = relations.get(src);
                    open |= r == null || r.open() || !expand(except(r, all), names, taints);
                }
            } else {
                names.add(item.getAlias() != null ? SqlNames.unquote(item.getAlias().getName())
                        : e instanceof Column c ? SqlNames.unquote(c.getColumnName()) : "?column?");
                taints.add(e instanceof Column c ? taint(c) : taint(e, ctes).transformed());
                if (!(e instanceof Column)) rowDeciders(e, ps, ctes);
            }
        }
        if (ps.getDistinct() != null) {
            taints.replaceAll(Taint::transformed);
            if (taints.stream().anyMatch(t -> !t.clear())) leak("a hidden or masked column is under DISTINCT, so the row count depends on it");
        }
        Relation out = new Relation(names, taints, open);
        seen.add(out);
        for (Field f : SyntaxTreeWalk.childFields(ps.getClass())) {
            if (!NOT_USES.contains(f.getName())) uses.add(SyntaxTreeWalk.read(f, ps));
        }
        for (Object use : uses) {
            Taint t = taint(use, ctes);
            if (!t.clear()) leak("a hidden or masked column decides which rows it shows or their order");
        }
        return out;
    }

    private void joins(List<Join> joins, Map<String, Relation> ctes, List<Relation> rels, List<Object> uses) {
        for (Join j : joins) {
            from(j.getRightItem(), ctes, rels, uses);
            uses.add(j.getOnExpressions());
            uses.add(j.getUsingColumns());
        }
    }

    private void from(FromItem item, Map<String, Relation> ctes, List<Relation> rels, List<Object> uses) {
        Alias alias = item.getAlias();
        if (item instanceof net.sf.jsqlparser.schema.Table t) {
            rels.add(table(t, ctes));
        } else if (item instanceof LateralSubSelect lateral) {
            rels.add(select(lateral.getSelect(), ctes).renamed(RelationSelects.aliasColumns(alias)));
        } else if (item instanceof ParenthesedSelect p) {
            rels.add(select(p.getSelect(), ctes).renamed(RelationSelects.aliasColumns(alias)));
        } else if (item instanceof ParenthesedFromItem p && alias == null) {
            from(p.getFromItem(), ctes, rels, uses);
            if (p.getJoins() != null) joins(p.getJoins(), ctes, rels, uses);
        } else {
            uses.add(item);
            mayReadMore = true;
            rels.add(Relation.OPEN);
        }
    }

    private Relation table(net.sf.jsqlparser.schema.Table t, Map<String, Relation> ctes) {
        String name = SqlNames.unquote(t.getName());
        String schema = t.getSchemaName() == null ? null : SqlNames.unquote(t.getSchemaName());
        Relation cte = schema == null ? ctes.get(name.toLowerCase(Locale.ROOT)) : null;
        if (cte != null) return cte;
        if (policy.hidesTable(new TableId(schema, name)) || SystemCatalogs.isSystem(full.dialect(), schema, name)) {
            hiddenRead = hiddenRead == null ? name : hiddenRead;
            return Relation.OPEN;
        }
        List<Table> found = TableReferenceLayer.resolve(full, schema, name);
        if (found.size() != 1) {
            mayReadMore = true;
            unresolve("table " + name + " is not one catalogued table");
            return Relation.OPEN;
        }
        Table table = found.get(0);
        read.add(table.id());
        if (policy.hidesTable(table.id()) && hiddenRead == null) hiddenRead = name;
        List<String> names = new ArrayList<>();
        List<Taint> taints = new ArrayList<>();
        for (io.askdb.catalog.Column c : table.columns()) {
            names.add(c.name());
            taints.add(policy.column(table.id(), c.name()));
        }
        return new Relation(names, taints, false);
    }

    /** The taint of a column reference: its relation's column, or (when unresolved) every column so named. */
    private Taint taint(Column c) {
        Resolution.Resolved r = resolution.columns().get(c);
        Relation rel = r == null ? null : relations.get(r.source());
        if (rel != null && !rel.open()) return rel.of(r.column());
        if (r != null) unresolve("column " + c + " comes from a relation whose columns are unknown");
        String name = SqlNames.unquote(c.getColumnName());
        Taint t = Taint.CLEAR;
        for (Relation s : seen) t = t.max(s.of(name));
        if (c.getTable() == null) {
            for (Map.Entry<Source, Relation> e : relations.entrySet()) {
                if (e.getKey().answersTo(name)) t = t.max(e.getValue().all().transformed());
            }
        }
        return t;
    }

    /** A whole row inside an expression ({@code row_to_json(e.*)}, as PostgreSQL writes {@code row_to_json(e)}): every column of it. */
    private Taint wholeRow(AllTableColumns atc) {
        Relation r = null;
        if (atc.getTable() != null) {
            String name = SqlNames.unquote(atc.getTable().getName());
            for (Map.Entry<Source, Relation> e : relations.entrySet()) {
                if (e.getKey().answersTo(name)) r = r == null ? e.getValue() : Relation.OPEN;
            }
        }
        if (r == null || r.open()) {
            unresolve("a whole row " + atc + " comes from a relation whose columns are unknown");
            return Taint.HIDDEN;
        }
        return r.all().transformed();
    }

    /** The strongest taint of every column reference and nested query in a syntax-tree value. */
    private Taint taint(Object node, Map<String, Relation> ctes) {
        if (node == null) return Taint.CLEAR;
        if (node instanceof Collection<?> c) {
            Taint t = Taint.CLEAR;
            for (Object o : c) t = t.max(taint(o, ctes));
            return t;
        }
        if (node instanceof Object[] array) return taint(List.of(array), ctes);
        if (node instanceof Map<?, ?> m) return taint(new ArrayList<>(m.values()), ctes);
        if (node instanceof Column c) return taint(c);
        if (node instanceof AllTableColumns atc) return wholeRow(atc);
        if (node instanceof Select nested) {
            Relation r = select(nested, ctes);
            return r.open() ? Taint.HIDDEN : r.all();
        }
        if (node instanceof net.sf.jsqlparser.schema.Table) return Taint.CLEAR;
        String type = node.getClass().getName();
        if (!type.startsWith("net.sf.jsqlparser.") || type.startsWith("net.sf.jsqlparser.parser.") || node.getClass().isEnum()) {
            return Taint.CLEAR;
        }
        Taint t = Taint.CLEAR;
        for (Field f : SyntaxTreeWalk.childFields(node.getClass())) t = t.max(taint(SyntaxTreeWalk.read(f, node), ctes));
        return t;
    }

    private static boolean expand(Relation r, List<String> names, List<Taint> taints) {
        if (r.open()) return false;
        names.addAll(r.names());
        taints.addAll(r.taints());
        return true;
    }

    private static Relation except(Relation r, AllColumns all) {
        if (r.open() || all.getExceptColumns() == null || all.getExceptColumns().isEmpty()) return r;
        List<String> names = new ArrayList<>();
        List<Taint> taints = new ArrayList<>();
        for (int i = 0; i < r.names().size(); i++) {
            String n = r.names().get(i);
            if (all.getExceptColumns().stream().noneMatch(c -> SqlNames.unquote(c.getColumnName()).equalsIgnoreCase(n))) {
                names.add(n);
                taints.add(r.taints().get(i));
            }
        }
        return new Relation(names, taints, false);
    }

    /**
     * Reports a protected value that decides rows inside an output expression: a window's
     * PARTITION BY, ORDER BY or frame (the order or grouping reveals the values), and in SQLite
     * the argument of a one-argument min() or max(), whose row supplies the query's bare columns
     * (SQLite documentation, "Bare columns in an aggregate query"). Nested queries are followed
     * by {@link #select} itself.
     */
    private void rowDeciders(Object node, PlainSelect ps, Map<String, Relation> ctes) {
        if (node == null || node instanceof Select || node instanceof net.sf.jsqlparser.schema.Table) return;
        if (node instanceof Collection<?> c) {
            for (Object o : c) rowDeciders(o, ps, ctes);
            return;
        }
        if (node instanceof AnalyticExpression a) {
            Taint w = taint(java.util.Arrays.asList(a.getWindowDefinition(), a.getPartitionExpressionList(),
                    a.getOrderByElements(), a.getWindowElement()), ctes);
            if (!w.clear()) leak("a hidden or masked column orders or partitions a window");
        }
        if (node instanceof Function f && full.dialect() == io.askdb.dialect.Dialect.SQLITE && f.getParameters() != null
                && f.getParameters().size() == 1 && f.getMultipartName() != null && f.getMultipartName().size() == 1
                && Set.of("min", "max").contains(SqlNames.unquote(f.getName()).toLowerCase(Locale.ROOT))
                && !taint(f.getParameters(), ctes).clear() && SqliteBareColumns.any(ps)) {
            leak("a hidden or masked column picks the row of SQLite's bare columns through min() or max()");
        }
        String type = node.getClass().getName();
        if (!type.startsWith("net.sf.jsqlparser.") || type.startsWith("net.sf.jsqlparser.parser.") || node.getClass().isEnum()) return;
        for (Field f : SyntaxTreeWalk.childFields(node.getClass())) rowDeciders(SyntaxTreeWalk.read(f, node), ps, ctes);
    }

    private void leak(String why) {
        if (leak == null) leak = why;
    }

    private void unresolve(String why) {
        if (unresolved == null) unresolved = why;
    }
}
