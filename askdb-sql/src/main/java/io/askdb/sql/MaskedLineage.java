package io.askdb.sql;

import io.askdb.catalog.Table;
import io.askdb.policy.Masking;
import io.askdb.policy.Policy;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * Which output names of a query carry a masked column's values. A masked column shown bare in a
 * relation SELECT ({@link RelationSelects}) taints its output name (alias or column name, or the
 * name a CTE's or derived table's column list gives that position), and a derived table's or
 * CTE's tainted name taints the names that show it in turn, until nothing changes. A {@code *}
 * taints the masked names of the relations it covers (every name of a column list that renames
 * it). Names are compared case-insensitively across the whole statement, which may mask or refuse
 * more than needed but never less.
 */
final class MaskedLineage {
    private final Policy policy;
    private final Resolution resolution;
    private final RelationSelects relations;
    private final Map<String, Masking> tainted = new HashMap<>();

    MaskedLineage(Policy policy, Resolution resolution, RelationSelects relations) {
        this.policy = policy;
        this.resolution = resolution;
        this.relations = relations;
        for (int round = 0; round < 16; round++) {
            int before = tainted.size();
            for (PlainSelect ps : relations.selects()) taint(ps);
            if (tainted.size() == before) break;
        }
    }

    /** @return tainted output names, lower case, with their masking */
    Map<String, Masking> tainted() {
        return Map.copyOf(tainted);
    }

    /** @return the masking a column reference's values carry, or empty */
    Optional<Masking> of(Column c) {
        Resolution.Resolved r = resolution.columns().get(c);
        if (r != null && r.source().table() != null) return policy.masking(r.source().table().id(), r.column());
        String name = r != null ? r.column() : SqlNames.unquote(c.getColumnName());
        return Optional.ofNullable(tainted.get(name.toLowerCase(Locale.ROOT)));
    }

    /** @return the masking of some value a {@code *} over this relation shows, or empty */
    Optional<Masking> star(Source s) {
        return star(s, Set.of());
    }

    /** @return as {@link #star(Source)}, for a star whose EXCLUDE list removes these lower-case names */
    Optional<Masking> star(Source s, Set<String> excluded) {
        Table t = s.table();
        if (t != null) {
            return t.columns().stream().filter(col -> !excluded.contains(col.name().toLowerCase(Locale.ROOT)))
                    .map(col -> policy.masking(t.id(), col.name())).flatMap(Optional::stream).findFirst();
        }
        return s.columnNames().stream().filter(n -> !excluded.contains(n.toLowerCase(Locale.ROOT)))
                .map(n -> tainted.get(n.toLowerCase(Locale.ROOT))).filter(m -> m != null).findFirst();
    }

    /** @return the relations a {@code *} or {@code t.*} select item covers in its SELECT's scope */
    static List<Source> covered(Object expression, Scope scope) {
        if (scope == null) return List.of();
        if (expression instanceof AllTableColumns atc && atc.getTable() != null) {
            Source s = scope.find(SqlNames.unquote(atc.getTable().getName()));
            return s == null ? List.of() : List.of(s);
        }
        return expression instanceof AllColumns ? scope.sources() : List.of();
    }

    private void taint(PlainSelect ps) {
        Scope scope = resolution.scopes().get(ps);
        List<String> renames = relations.renames(ps);
        List<SelectItem<?>> items = ps.getSelectItems();
        for (int i = 0; i < items.size(); i++) {
            SelectItem<?> item = items.get(i);
            Object e = item.getExpression();
            if (e instanceof Column c) {
                Optional<Masking> m = of(c);
                String out = item.getAlias() != null ? item.getAlias().getName() : c.getColumnName();
                if (m.isPresent()) {
                    put(out, m.get());
                    if (i < renames.size()) put(renames.get(i), m.get());
                }
            } else if (e instanceof AllColumns || e instanceof AllTableColumns) {
                for (Source s : covered(e, scope)) {
                    spread(s);
                    star(s).ifPresent(v -> renames.forEach(n -> put(n, v)));
                }
            }
        }
    }

    private void spread(Source s) {
        Table t = s.table();
        if (t == null) return;
        for (io.askdb.catalog.Column col : t.columns()) policy.masking(t.id(), col.name()).ifPresent(m -> put(col.name(), m));
    }

    private void put(String name, Masking m) {
        tainted.putIfAbsent(SqlNames.unquote(name).toLowerCase(Locale.ROOT), m);
    }

    /** @return the relation SELECTs this lineage was computed over */
    Set<PlainSelect> relations() {
        return relations.selects();
    }
}
