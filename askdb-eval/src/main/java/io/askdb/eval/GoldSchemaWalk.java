package io.askdb.eval;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.LateralSubSelect;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * One walk over a parsed gold statement: each query block opens a {@link GoldScope} from its
 * FROM clause; then every node of the block is visited ({@link GoldNodes}) to resolve column
 * references and descend into subqueries, which see the block's scope as their enclosing one.
 * CTE names are visible to the whole statement (as in SQLite, where RECURSIVE is optional).
 */
final class GoldSchemaWalk {
    private final Catalog catalog;
    private final Set<String> tables = new LinkedHashSet<>();
    private final Set<String> columns = new LinkedHashSet<>();
    private final Set<Object> done = Collections.newSetFromMap(new IdentityHashMap<>());

    GoldSchemaWalk(Catalog catalog) {
        this.catalog = catalog;
    }

    Set<String> tables() {
        return tables;
    }

    Set<String> columns() {
        return columns;
    }

    void select(Select root) {
        select(root, null, Set.of());
    }

    private void select(Select s, GoldScope outer, Set<String> ctes) {
        if (!done.add(s)) return;
        Set<String> visible = withItems(s, outer, ctes);
        if (s instanceof PlainSelect ps) {
            plain(ps, outer, visible);
        } else if (s instanceof SetOperationList set) {
            for (Select part : set.getSelects()) select(part, outer, visible);
        } else if (s instanceof ParenthesedSelect p && p.getSelect() != null) {
            select(p.getSelect(), outer, visible);
        } else {
            GoldNodes.visit(s, this, new GoldScope(outer), visible, done);
        }
    }

    private Set<String> withItems(Select s, GoldScope outer, Set<String> ctes) {
        List<WithItem<?>> items = s.getWithItemsList();
        if (items == null || items.isEmpty()) return ctes;
        Set<String> visible = new HashSet<>(ctes);
        for (WithItem<?> item : items) visible.add(GoldSchema.unquote(item.getAliasName()).toLowerCase(Locale.ROOT));
        for (WithItem<?> item : items) {
            done.add(item);
            if (item.getSelect() != null) select(item.getSelect(), outer, visible);
        }
        return visible;
    }

    private void plain(PlainSelect ps, GoldScope outer, Set<String> ctes) {
        GoldScope scope = new GoldScope(outer);
        from(ps.getFromItem(), scope, outer, ctes);
        if (ps.getJoins() != null) {
            for (Join j : ps.getJoins()) from(j.getRightItem(), scope, outer, ctes);
        }
        GoldNodes.visit(ps, this, scope, ctes, done);
    }

    private void from(FromItem item, GoldScope scope, GoldScope outer, Set<String> ctes) {
        if (item == null) return;
        String alias = item.getAlias() == null ? null : GoldSchema.unquote(item.getAlias().getName());
        if (item instanceof net.sf.jsqlparser.schema.Table t) {
            String name = GoldSchema.unquote(t.getName());
            String schema = GoldSchema.unquote(t.getSchemaName());
            Optional<Table> found = schema == null && ctes.contains(name.toLowerCase(Locale.ROOT))
                    ? Optional.empty() : GoldSchema.resolve(catalog, schema, name);
            found.ifPresent(x -> tables.add(GoldSchema.name(x, catalog)));
            scope.add(alias == null ? name : alias, found.orElse(null));
        } else if (item instanceof ParenthesedSelect p) {
            select(p, item instanceof LateralSubSelect ? scope : outer, ctes);
            scope.add(alias, null);
        } else if (item instanceof ParenthesedFromItem p) {
            from(p.getFromItem(), scope, outer, ctes);
            for (Join j : p.getJoins() == null ? List.<Join>of() : p.getJoins()) from(j.getRightItem(), scope, outer, ctes);
        } else {
            scope.add(alias, null);
        }
    }

    /** Called by {@link GoldNodes} for a subquery inside an expression of the block owning {@code scope}. */
    void subquery(Select s, GoldScope scope, Set<String> ctes) {
        select(s, scope, ctes);
    }

    /** Called by {@link GoldNodes} for a column reference. */
    void column(Column c, GoldScope scope) {
        String name = GoldSchema.unquote(c.getColumnName());
        net.sf.jsqlparser.schema.Table q = c.getTable();
        if (q != null && q.getName() != null) {
            String qualifier = GoldSchema.unquote(q.getName());
            String schema = GoldSchema.unquote(q.getSchemaName());
            Optional<GoldScope.Source> source = schema == null ? scope.find(qualifier) : Optional.empty();
            if (source.isPresent()) {
                if (source.get().table() != null) add(source.get().table(), name);
            } else {
                GoldSchema.resolve(catalog, schema, qualifier).ifPresent(t -> add(t, name));
            }
            return;
        }
        scope.owner(name).ifPresent(t -> add(t, name));
    }

    private void add(Table table, String column) {
        table.column(column).ifPresent(c -> columns.add(GoldSchema.name(table, catalog) + "." + c.name().toLowerCase(Locale.ROOT)));
    }
}
