package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.guard.Refusal;
import io.askdb.policy.Caller;
import io.askdb.policy.Policy;
import io.askdb.policy.TableFilter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * Checks one parsed statement against an access policy, resolving names exactly as the schema
 * validator does ({@link ScopeResolver} over the full, unfiltered catalog), so an alias, an
 * unqualified or quoted name, a subquery or a CTE cannot hide what a reference means.
 * One instance per statement.
 */
final class PolicyAnalysis {
    private final ParsedQuery parsed;
    private final Catalog full;
    private final Policy policy;
    private final List<Table> referenced = new ArrayList<>();
    private Resolution resolution;
    private MaskedLineage lineage;

    PolicyAnalysis(ParsedQuery parsed, Catalog full, Policy policy) {
        this.parsed = parsed;
        this.full = full;
        this.policy = policy;
    }

    /**
     * @param caller  the caller, whose attributes the row filters need
     * @param filters the tables restricted to the caller's rows ({@link Policy#filteredThroughKeys}) of the full catalog
     * @return the first policy violation, or empty
     */
    Optional<Refusal> refusal(Caller caller, Map<TableId, TableFilter> filters) {
        Optional<Refusal> r = tables();
        if (r.isPresent()) return r;
        r = rowFilters(caller, filters);
        if (r.isPresent()) return r;
        return columns();
    }

    /** @return which output names carry masked values (call after {@link #refusal} found none) */
    MaskedLineage lineage() {
        if (lineage == null) {
            resolution = CatalogComplianceValidator.resolve(parsed, full);
            lineage = new MaskedLineage(policy, resolution, RelationSelects.of(parsed.statement()));
        }
        return lineage;
    }

    private Optional<Refusal> tables() {
        for (TreeNode node : parsed.nodes()) {
            if (node.value() instanceof Function f && f.getMultipartName() != null && !f.getMultipartName().isEmpty()) {
                String name = SqlNames.unquote(f.getMultipartName().get(f.getMultipartName().size() - 1));
                if (policy.hidesTable(new TableId(null, name))) return Optional.of(hiddenTable(name + "()"));
            }
            if (!(node.value() instanceof net.sf.jsqlparser.schema.Table t) || node.parent() instanceof Column
                    || node.parent() instanceof AllTableColumns || t.getName() == null) continue;
            String name = SqlNames.unquote(t.getName());
            String schema = t.getSchemaName() == null ? null : SqlNames.unquote(t.getSchemaName());
            if (schema == null && node.isCte(name)) continue;
            if (policy.hidesTable(new TableId(schema, name))) return Optional.of(hiddenTable(name));
            for (Table found : TableReferenceLayer.resolve(full, schema, name)) {
                if (policy.hidesTable(found.id())) return Optional.of(hiddenTable(name));
                referenced.add(found);
            }
        }
        return Optional.empty();
    }

    private Optional<Refusal> rowFilters(Caller caller, Map<TableId, TableFilter> filters) {
        for (Table t : referenced) {
            TableFilter filter = filters.get(t.id());
            if (filter == null) continue;
            String problem = RowFilterSql.problem(full, filter, policy, caller);
            if (problem == null) {
                for (TableId read : filter.tables()) {
                    if (parsed.nodes().stream().anyMatch(n -> n.isCte(read.name()))) {
                        problem = "a CTE of the query is named " + read.name() + ", a table its filter reads, so the filter could not be"
                                + " applied reliably; rename the CTE";
                        break;
                    }
                }
            }
            if (problem != null) {
                return Optional.of(Refusal.safety("policy-row-filter", "Table " + t.id().name() + " " + RowFilterSql.origin(filter)
                        + ", but " + problem + "."));
            }
        }
        return Optional.empty();
    }

    private Optional<Refusal> columns() {
        boolean natural = parsed.nodes().stream().anyMatch(n -> n.value() instanceof net.sf.jsqlparser.statement.select.Join j && j.isNatural());
        if (natural && referenced.stream().anyMatch(this::protectedTable)) {
            return Optional.of(Refusal.safety("policy-natural-join", "NATURAL JOIN joins on every column two tables share,"
                    + " which may include columns this database's access policy hides or masks; join with ON and name the columns."));
        }
        MaskedLineage masked = lineage();
        Set<Column> shown = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PlainSelect ps : masked.relations()) {
            for (SelectItem<?> item : ps.getSelectItems()) {
                if (item.getExpression() instanceof Column c) shown.add(c);
            }
        }
        for (java.util.Map.Entry<PlainSelect, Scope> e : resolution.scopes().entrySet()) {
            Optional<Refusal> r = stars(e.getKey(), e.getValue());
            if (r.isPresent()) return r;
        }
        Set<Column> declared = Collections.newSetFromMap(new IdentityHashMap<>());
        for (TreeNode node : parsed.nodes()) {
            if (node.value() instanceof net.sf.jsqlparser.statement.select.WithItem<?> w && w.getWithItemList() != null) {
                for (SelectItem<?> item : w.getWithItemList()) {
                    if (item.getExpression() instanceof Column c) declared.add(c);
                }
            }
            // the names of a star's EXCLUDE list leave the output: they read no value
            if (node.value() instanceof AllColumns star && star.getExceptColumns() != null) declared.addAll(star.getExceptColumns());
        }
        for (TreeNode node : parsed.nodes()) {
            if (!(node.value() instanceof Column c) || c.getColumnName() == null || declared.contains(c)) continue;
            String name = SqlNames.unquote(c.getColumnName());
            Resolution.Resolved r = resolution.columns().get(c);
            boolean hidden = r != null && r.source().table() != null ? policy.hidesColumn(r.source().table().id(), r.column())
                    : r == null && hiddenAmongReferenced(name);
            if (hidden) {
                int at = TokenPositions.of(parsed.lexed(), c);
                return Optional.of(new Refusal("policy-hidden-column", Refusal.Kind.SAFETY, "Column " + name + TokenPositions.at(at)
                        + " is hidden by this database's access policy, so it cannot be used anywhere in a query. Leave it out.", at));
            }
            if (masked.of(c).isPresent() && !shown.contains(c)) return Optional.of(maskedUse(c, false));
            if (masked.of(c).isEmpty() && r == null && maskedAmongReferenced(name)) return Optional.of(maskedUse(c, true));
            if (r == null && c.getTable() == null && wholeRowOfProtected(name)) {
                int at = TokenPositions.of(parsed.lexed(), name);
                return Optional.of(new Refusal("policy-whole-row", Refusal.Kind.SAFETY, "The name " + name + TokenPositions.at(at)
                        + " stands for a whole row of a table with hidden or masked columns (PostgreSQL, DuckDB and H2 read a"
                        + " table or alias name as its row), which would show those columns; name the columns you need instead.", at));
            }
        }
        return new MaskedUses(parsed, policy, resolution, masked, referenced).refusal();
    }

    /**
     * A {@code *} or {@code t.*} over a table with hidden columns is refused unless its EXCLUDE
     * (DuckDB; EXCEPT in BigQuery's spelling) list names every hidden column; a REPLACE does not
     * count, the replaced name still stands for the hidden column.
     */
    private Optional<Refusal> stars(PlainSelect ps, Scope scope) {
        for (SelectItem<?> item : ps.getSelectItems()) {
            List<Source> sources = List.of();
            if (item.getExpression() instanceof AllTableColumns atc && atc.getTable() != null) {
                Source s = scope.find(SqlNames.unquote(atc.getTable().getName()));
                sources = s == null ? List.of() : List.of(s);
            } else if (item.getExpression() instanceof AllColumns) {
                sources = scope.sources();
            }
            for (Source s : sources) {
                Table t = s.table();
                Set<String> excluded = excluded(item.getExpression(), s);
                if (t != null && t.columns().stream().anyMatch(c -> policy.hidesColumn(t.id(), c.name())
                        && !excluded.contains(lower(c.name())))) {
                    return Optional.of(Refusal.validity("policy-star", "SELECT * over " + t.id().name() + " would include columns"
                            + " that this database's access policy hides; name the columns you need instead."));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * @return the lower-case names of {@code source}'s columns that a star's EXCLUDE list removes: an unqualified name
     *         removes that column of every relation the star covers, {@code t.c} only of the relation {@code t}; empty for
     *         anything but a star
     */
    static Set<String> excluded(Object expression, Source source) {
        if (!(expression instanceof AllColumns star) || star.getExceptColumns() == null) return Set.of();
        Set<String> out = new java.util.HashSet<>();
        for (Column c : star.getExceptColumns()) {
            net.sf.jsqlparser.schema.Table q = c.getTable();
            boolean mine = q == null || q.getName() == null || source.answersTo(SqlNames.unquote(q.getName()));
            if (mine) out.add(lower(SqlNames.unquote(c.getColumnName())));
        }
        return out;
    }

    private boolean protectedTable(Table t) {
        return t.columns().stream().anyMatch(c -> policy.hidesColumn(t.id(), c.name()) || policy.masking(t.id(), c.name()).isPresent());
    }

    /** True when a bare name is a table or alias in some scope whose table has hidden or masked columns. */
    private boolean wholeRowOfProtected(String name) {
        for (Scope scope : resolution.scopes().values()) {
            for (Source s : scope.sources()) {
                Table t = s.table();
                if (t != null && s.answersTo(name) && protectedTable(t)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean hiddenAmongReferenced(String name) {
        for (Table t : referenced) {
            for (io.askdb.catalog.Column c : t.columns()) {
                if (c.name().equalsIgnoreCase(name) && policy.hidesColumn(t.id(), c.name())) return true;
            }
        }
        return false;
    }

    /**
     * True when a name the analysis could not resolve (a column of a table function, of an
     * aliased join, of VALUES, ...) is the name of a masked column of a table the statement reads:
     * it may be that column, so it is refused (fail closed).
     */
    private boolean maskedAmongReferenced(String name) {
        for (Table t : referenced) {
            for (io.askdb.catalog.Column c : t.columns()) {
                if (c.name().equalsIgnoreCase(name) && policy.masking(t.id(), c.name()).isPresent()) return true;
            }
        }
        return false;
    }

    private Refusal hiddenTable(String written) {
        int at = TokenPositions.of(parsed.lexed(), written.replace("()", ""));
        return new Refusal("policy-hidden-table", Refusal.Kind.SAFETY, "Table " + written + TokenPositions.at(at)
                + " is hidden by this database's access policy, so it cannot be queried. Ask about the tables `askdb schema` lists.", at);
    }

    private Refusal maskedUse(Column c, boolean unsure) {
        String name = SqlNames.unquote(c.getColumnName());
        int at = TokenPositions.of(parsed.lexed(), c);
        String why = unsure ? " may be a column that this database's access policy masks (askdb cannot tell which relation it comes"
                + " from, e.g. a table function's):" : " is masked by this database's access policy:";
        return new Refusal("policy-masked-column", Refusal.Kind.SAFETY, "Column " + name + TokenPositions.at(at) + why
                + " a masked column may be listed in the SELECT list (its values are shown masked) but not"
                + " compared, sorted, grouped, made DISTINCT, joined on, combined by UNION, INTERSECT or EXCEPT, passed to a function"
                + " or used in a subquery, which would reveal its values."
                + " Remove it from that part of the query.", at);
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
