package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.sql.lex.LexedSql;
import io.askdb.validation.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.LateralSubSelect;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.TableFunction;

/**
 * Turns the FROM clause of one SELECT into {@link Source}s of its scope: a CTE in scope, a catalog
 * table (an unknown one is reported as {@link Violation.Kind#UNKNOWN_TABLE} and added as an open
 * relation so that its columns are not reported too), a derived table (resolved with the
 * enclosing scope; LATERAL ones also see the relations before them), or an open relation for
 * table functions, VALUES and anything else whose columns askdb cannot know. Join conditions and
 * the arguments of table functions ({@code json_each(e.salary)}, {@code unnest(t.tags)}, which
 * SQLite, PostgreSQL and DuckDB read laterally) are handed back to be walked once every relation
 * of the SELECT is known.
 */
final class FromClause {
    private final ScopeResolver resolver;
    private final ColumnReferences references;
    private final Catalog catalog;
    private final LexedSql lexed;
    private final List<TableId> tables = new ArrayList<>();

    FromClause(ScopeResolver resolver, ColumnReferences references, Catalog catalog, LexedSql lexed) {
        this.resolver = resolver;
        this.references = references;
        this.catalog = catalog;
        this.lexed = lexed;
    }

    Dialect dialect() {
        return lexed.dialect();
    }

    /** @return the catalog tables read, in order of appearance, with repeats */
    List<TableId> tables() {
        return tables;
    }

    void joins(List<Join> joins, Scope scope, Scope outer, Map<String, Output> ctes, List<Object> deferred) {
        for (Join join : joins) {
            resolver.joins++;
            add(join.getRightItem(), scope, outer, ctes, deferred);
            if (join.isNatural()) scope.natural();
            if (join.getUsingColumns() != null) {
                for (Column c : join.getUsingColumns()) scope.mergedColumn(SqlNames.unquote(c.getColumnName()));
            }
            deferred.add(join.getOnExpressions());
        }
    }

    void add(FromItem item, Scope scope, Scope outer, Map<String, Output> ctes, List<Object> deferred) {
        String alias = aliasName(item.getAlias());
        if (item instanceof net.sf.jsqlparser.schema.Table t) {
            scope.add(table(t, alias, ctes));
        } else if (item instanceof LateralSubSelect lateral) {
            resolver.subqueries++;
            scope.add(Source.derived(alias, resolver.select(lateral.getSelect(), scope, ctes).renamed(aliasColumns(item.getAlias()))));
        } else if (item instanceof ParenthesedSelect p) {
            resolver.subqueries++;
            scope.add(Source.derived(alias, resolver.select(p.getSelect(), outer, ctes).renamed(aliasColumns(item.getAlias()))));
        } else if (item instanceof ParenthesedFromItem p && alias == null) {
            add(p.getFromItem(), scope, outer, ctes, deferred);
            if (p.getJoins() != null) joins(p.getJoins(), scope, outer, ctes, deferred);
        } else {
            scope.add(Source.open(alias));
            if (item instanceof TableFunction) deferred.add(item);
        }
    }

    private Source table(net.sf.jsqlparser.schema.Table t, String alias, Map<String, Output> ctes) {
        String name = SqlNames.unquote(t.getName());
        String schema = t.getSchemaName() == null ? null : SqlNames.unquote(t.getSchemaName());
        String visible = alias == null ? name : alias;
        Output cte = schema == null ? ctes.get(name.toLowerCase(java.util.Locale.ROOT)) : null;
        if (cte != null) return new Source(visible, name, null, cte.names(), cte.open());
        List<Table> found = TableReferenceLayer.resolve(catalog, schema, name);
        if (found.size() == 1) {
            tables.add(found.get(0).id());
            return Source.catalog(visible, name, found.get(0));
        }
        if (found.isEmpty() && !SystemCatalogs.isSystem(lexed.dialect(), schema, name) && !name.startsWith("'")) {
            String written = schema == null ? name : schema + "." + name;
            Optional<Table> closest = TableSuggestions.closest(catalog, name);
            String suggestion = closest.map(x -> TableSuggestions.display(catalog, x)).orElse("");
            String hint = closest.isPresent() || catalog.tables().isEmpty()
                    ? ColumnReferences.didYouMean(suggestion) : " " + TableSuggestions.known(catalog);
            references.report(new Violation(Violation.Kind.UNKNOWN_TABLE, written, "Table " + written
                    + " does not exist in the database." + hint, suggestion,
                    TokenPositions.of(lexed, name)));
        }
        return Source.open(visible);
    }

    private static String aliasName(Alias alias) {
        return alias == null || alias.getName() == null ? null : SqlNames.unquote(alias.getName());
    }

    private static List<String> aliasColumns(Alias alias) {
        List<String> out = new ArrayList<>();
        if (alias != null && alias.getAliasColumns() != null) {
            for (Alias.AliasColumn c : alias.getAliasColumns()) out.add(SqlNames.unquote(c.name));
        }
        return out;
    }
}
