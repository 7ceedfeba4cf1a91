package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.catalog.Table;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.RowLimiter;
import io.askdb.policy.Policy;
import io.askdb.policy.TableFilter;
import java.util.List;
import java.util.Optional;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;

/**
 * Writes the access policy's row filters into a statement before the row cap: every FROM or
 * JOIN reference to a restricted table ({@link io.askdb.policy.Policy#filteredThroughKeys}: its
 * own filter, or one inherited through foreign keys) becomes {@code (SELECT <visible columns>
 * FROM t AS askdb_r0 WHERE <condition>) AS <alias or t>} ({@link RowFilterSql}; a sample clause
 * written after the table is kept, so the sample is drawn from the caller's rows), then the
 * delegate writes the cap. The guard runs
 * every layer again on the result. Afterwards every reference to a filtered table must be one of
 * the written ones (a table in a position this rewrite does not know is refused, fail closed).
 * The count statement is the delegate's count of the same filtered statement. The filter's SELECT
 * lists the columns the policy leaves visible as it follows views ({@link ViewLineage}).
 */
final class RowFilterLimiter implements RowLimiter {
    private final QueryParser parser;
    private final Policy policy;
    private final CatalogProvider fullCatalog;
    private final TableFilters filters;
    private final RowLimiter delegate;
    private final EffectivePolicy lineage;

    RowFilterLimiter(QueryParser parser, Policy policy, CatalogProvider fullCatalog, TableFilters filters, RowLimiter delegate) {
        this.parser = parser;
        this.policy = policy;
        this.fullCatalog = fullCatalog;
        this.filters = filters;
        this.delegate = delegate;
        this.lineage = new EffectivePolicy(policy, new ViewLineage());
    }

    @Override
    public String limit(GuardRequest request, int limit) {
        if (policy.rowFilters().isEmpty()) return delegate.limit(request, limit);
        return delegate.limit(request.withSql(filtered(request)), limit);
    }

    /** The delegate's count of the filtered statement, so the total counts only rows the caller may see. */
    @Override
    public Optional<String> count(GuardRequest request) {
        if (policy.rowFilters().isEmpty()) return delegate.count(request);
        return delegate.count(request.withSql(filtered(request)));
    }

    private String filtered(GuardRequest request) {
        Catalog full = fullCatalog.catalog();
        ParsedQuery raw = parser.parseRaw(request);
        if (!raw.parsed()) throw new IllegalStateException("row filters need the statement to parse as written: " + raw.error());
        int written = 0;
        for (TreeNode node : raw.nodes()) {
            if (!(node.value() instanceof PlainSelect ps)) continue;
            FromItem first = wrap(ps.getFromItem(), node, full, request);
            if (first != ps.getFromItem()) { written += reads(ps.getFromItem(), node, full); ps.setFromItem(first); }
            written += joins(ps.getJoins(), node, full, request);
            if (ps.getFromItem() instanceof ParenthesedFromItem pf) written += nested(pf, node, full, request);
        }
        String rewritten = raw.statement().toString();
        int references = references(parser.parseRaw(request.withSql(rewritten)), full);
        if (references != written) {
            throw new IllegalStateException("a row-filtered table is referenced where askdb cannot apply its filter");
        }
        return rewritten;
    }

    private int joins(List<Join> joins, TreeNode node, Catalog full, GuardRequest request) {
        int n = 0;
        if (joins == null) return 0;
        for (Join j : joins) {
            FromItem item = wrap(j.getFromItem(), node, full, request);
            if (item != j.getFromItem()) { n += reads(j.getFromItem(), node, full); j.setFromItem(item); }
            if (j.getFromItem() instanceof ParenthesedFromItem pf) n += nested(pf, node, full, request);
        }
        return n;
    }

    private int nested(ParenthesedFromItem pf, TreeNode node, Catalog full, GuardRequest request) {
        int n = 0;
        FromItem item = wrap(pf.getFromItem(), node, full, request);
        if (item != pf.getFromItem()) { n += reads(pf.getFromItem(), node, full); pf.setFromItem(item); }
        return n + joins(pf.getJoins(), node, full, request);
    }

    private FromItem wrap(FromItem item, TreeNode node, Catalog full, GuardRequest request) {
        if (!(item instanceof net.sf.jsqlparser.schema.Table t)) return item;
        Optional<TableFilter> filter = filtered(t, node, full);
        if (filter.isEmpty()) return item;
        Policy policy = lineage.of(full);
        String problem = RowFilterSql.problem(full, filter.get(), policy, request.caller());
        if (problem != null) throw new IllegalStateException("table " + filter.get().table().name() + ": " + problem);
        Alias alias = t.getAlias() != null ? t.getAlias() : new Alias(t.getName(), true);
        String sql = RowFilterSql.select(full, filter.get(), t.getFullyQualifiedName(), policy, request.caller(), request.dialect());
        try {
            ParenthesedSelect wrapped = new ParenthesedSelect().withSelect((Select) CCJSqlParserUtil.parse(sql)).withAlias(alias);
            wrapped.setSampleClause(t.getSampleClause());
            return wrapped;
        } catch (net.sf.jsqlparser.JSQLParserException e) {
            throw new IllegalStateException("the row filter of " + filter.get().table().name() + " did not parse: " + e.getMessage(), e);
        }
    }

    private Optional<TableFilter> filtered(net.sf.jsqlparser.schema.Table t, TreeNode node, Catalog full) {
        if (t.getName() == null) return Optional.empty();
        String name = SqlNames.unquote(t.getName());
        String schema = t.getSchemaName() == null ? null : SqlNames.unquote(t.getSchemaName());
        if (schema == null && node.isCte(name)) return Optional.empty();
        List<Table> found = TableReferenceLayer.resolve(full, schema, name);
        if (found.size() != 1) return Optional.empty();
        return Optional.ofNullable(filters.of(full).get(found.get(0).id()));
    }

    /** @return how many references to restricted tables the filter written for this reference holds */
    private int reads(FromItem item, TreeNode node, Catalog full) {
        return filtered((net.sf.jsqlparser.schema.Table) item, node, full).map(RowFilterLimiter::reads).orElse(0);
    }

    private static int reads(TableFilter f) {
        return 1 + (f instanceof TableFilter.Inherited i ? i.keys().stream().mapToInt(k -> reads(k.target())).sum() : 0);
    }

    /** Counts references to filtered tables, which must be exactly those the written filters hold. */
    private int references(ParsedQuery parsed, Catalog full) {
        if (!parsed.parsed()) throw new IllegalStateException("the filtered statement does not parse: " + parsed.error());
        int n = 0;
        for (TreeNode node : parsed.nodes()) {
            if (node.value() instanceof net.sf.jsqlparser.schema.Table t && !(node.parent() instanceof net.sf.jsqlparser.schema.Column)
                    && !(node.parent() instanceof net.sf.jsqlparser.statement.select.AllTableColumns) && filtered(t, node, full).isPresent()) {
                n++;
            }
        }
        return n;
    }
}
