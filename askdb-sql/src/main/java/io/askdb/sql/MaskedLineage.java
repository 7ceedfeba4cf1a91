package io.askdb.sql;

import io.askdb.catalog.Table;
import io.askdb.policy.Masking;
import io.askdb.policy.Policy;
import java.util.HashMap;
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
 * relation SELECT ({@link RelationSelects}) taints its output name (alias or column name), and a
 * derived table's or CTE's tainted name taints the names that show it in turn, until nothing
 * changes. Names are compared case-insensitively across the whole statement, which may mask or
 * refuse more than needed but never less.
 */
final class MaskedLineage {
    private final Policy policy;
    private final Resolution resolution;
    private final Set<PlainSelect> relations;
    private final Map<String, Masking> tainted = new HashMap<>();

    MaskedLineage(Policy policy, Resolution resolution, Set<PlainSelect> relations) {
        this.policy = policy;
        this.resolution = resolution;
        this.relations = relations;
        for (int round = 0; round < 16; round++) {
            int before = tainted.size();
            for (PlainSelect ps : relations) taint(ps);
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

    /** @return true when the select list shows some masked value */
    boolean shows(PlainSelect ps) {
        for (SelectItem<?> item : ps.getSelectItems()) {
            if (item.getExpression() instanceof Column c && of(c).isPresent()) return true;
            if (item.getExpression() instanceof AllColumns || item.getExpression() instanceof AllTableColumns) {
                if (!tainted.isEmpty() || !policy.masked().isEmpty()) return true;
            }
        }
        return false;
    }

    private void taint(PlainSelect ps) {
        Scope scope = resolution.scopes().get(ps);
        for (SelectItem<?> item : ps.getSelectItems()) {
            Object e = item.getExpression();
            if (e instanceof Column c) {
                Optional<Masking> m = of(c);
                String out = item.getAlias() != null ? item.getAlias().getName() : c.getColumnName();
                m.ifPresent(v -> tainted.putIfAbsent(SqlNames.unquote(out).toLowerCase(Locale.ROOT), v));
            } else if (e instanceof AllTableColumns atc && scope != null && atc.getTable() != null) {
                Source s = scope.find(SqlNames.unquote(atc.getTable().getName()));
                if (s != null) star(s);
            } else if (e instanceof AllColumns && scope != null) {
                for (Source s : scope.sources()) star(s);
            }
        }
    }

    private void star(Source s) {
        Table t = s.table();
        if (t == null) return;
        for (io.askdb.catalog.Column col : t.columns()) {
            policy.masking(t.id(), col.name()).ifPresent(m -> tainted.putIfAbsent(col.name().toLowerCase(Locale.ROOT), m));
        }
    }

    /** @return the relation SELECTs this lineage was computed over */
    Set<PlainSelect> relations() {
        return relations;
    }
}
