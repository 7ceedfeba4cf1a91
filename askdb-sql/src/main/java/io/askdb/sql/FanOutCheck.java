package io.askdb.sql;

import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.critic.CriticRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Case C16: {@code SUM(o.shipping_fee)} over {@code orders JOIN order_items} adds each order's
 * fee once per item. The check fires when, in one SELECT, SUM or AVG (not DISTINCT) reads a
 * column of a catalog table P while another relation of the same FROM clause is a catalog table
 * whose foreign key references P: P is then on the one side of a one-to-many join, and its
 * amounts are repeated per child row. Only the catalog's declared foreign keys are used.
 */
final class FanOutCheck implements CriticCheck {
    private static final Set<String> ADDING = Set.of("sum", "avg", "total");

    @Override
    public String name() {
        return "fan-out";
    }

    @Override
    public Optional<String> feedback(CriticRequest request, Resolution resolution) {
        if (resolution == null) return Optional.empty();
        for (Map.Entry<PlainSelect, Scope> e : resolution.scopes().entrySet()) {
            List<Object> aggregated = new ArrayList<>(e.getKey().getSelectItems());
            aggregated.add(e.getKey().getHaving());
            for (Function f : TreeSearch.find(aggregated, Function.class)) {
                if (f.getName() == null || !ADDING.contains(f.getName().toLowerCase(Locale.ROOT)) || f.isDistinct()) continue;
                Optional<String> found = fanOut(f, e.getValue(), resolution);
                if (found.isPresent()) return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> fanOut(Function f, Scope scope, Resolution resolution) {
        List<Source> sources = scope.sources();
        for (Column c : TreeSearch.find(f.getParameters(), Column.class)) {
            Resolution.Resolved r = resolution.columns().get(c);
            if (r == null || r.source().table() == null || sources.stream().noneMatch(s -> s == r.source())) continue;
            Table parent = r.source().table();
            for (Source other : sources) {
                if (other == r.source() || other.table() == null) continue;
                for (ForeignKey fk : other.table().foreignKeys()) {
                    if (fk.target().equals(parent.id())) return Optional.of(message(f, parent, r.column(), other.table(), fk));
                }
            }
        }
        return Optional.empty();
    }

    private static String message(Function f, Table parent, String column, Table child, ForeignKey fk) {
        String p = parent.id().name();
        String k = child.id().name();
        return f + " adds " + p + "." + column + " once per matching " + k + " row, because each " + p + " row joins many "
                + k + " rows (" + k + "." + String.join(", ", fk.columns()) + " references " + p + "), so the total is"
                + " multiplied. Aggregate " + k + " per " + p + " row in a subquery first (GROUP BY " + k + "."
                + String.join(", ", fk.columns()) + ") and join that result, or sum " + p + "." + column + " from " + p
                + " without the join to " + k + ".";
    }
}
