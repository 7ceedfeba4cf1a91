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
 *
 * <p>Evidence and action: a probe runs the same FROM, joins and WHERE grouped by P's referenced key
 * and asks for a P row that occurs more than once. When one does, the data proves the amounts were
 * multiplied ({@link Finding.Action#PROVEN}); when none does (each P row met at most one child
 * row, as for a one-to-one "gymnast is a person" key), the check says nothing; when no probe can
 * run, the declared key alone makes it a doubt. The grouping of the query is kept in the probe,
 * since a row met once per group is not multiplied. Only a SUM is proven: an AVG over the joined
 * rows is re-weighted, not multiplied, and so is any amount when the question names the child
 * ("the total credits of all classes"), which may be what was asked; those are doubts. Spider's
 * training gold SQL has 51 such joins by declared keys, most of them one-to-one in the data.
 */
final class FanOutCheck implements CriticCheck {
    private static final Set<String> ADDING = Set.of("sum", "avg", "total");

    @Override
    public String name() {
        return "fan-out";
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        if (resolution == null) return Optional.empty();
        for (Map.Entry<PlainSelect, Scope> e : resolution.scopes().entrySet()) {
            List<Object> aggregated = new ArrayList<>(e.getKey().getSelectItems());
            aggregated.add(e.getKey().getHaving());
            for (Function f : TreeSearch.find(aggregated, Function.class)) {
                if (f.getName() == null || !ADDING.contains(f.getName().toLowerCase(Locale.ROOT)) || f.isDistinct()) continue;
                Optional<Finding> found = fanOut(request, e.getKey(), f, e.getValue(), resolution);
                if (found.isPresent()) return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<Finding> fanOut(CriticRequest request, PlainSelect select, Function f, Scope scope, Resolution resolution) {
        List<Source> sources = scope.sources();
        for (Column c : TreeSearch.find(f.getParameters(), Column.class)) {
            Resolution.Resolved r = resolution.columns().get(c);
            if (r == null || r.source().table() == null || sources.stream().noneMatch(s -> s == r.source())) continue;
            Table parent = r.source().table();
            for (Source other : sources) {
                if (other == r.source() || other.table() == null) continue;
                for (ForeignKey fk : other.table().foreignKeys()) {
                    if (!fk.target().equals(parent.id())) continue;
                    String text = message(f, parent, r.column(), other.table(), fk);
                    Optional<Boolean> repeated = repeated(request, select, r.source(), fk);
                    if (repeated.isPresent() && !repeated.get()) continue;
                    boolean weighted = !f.getName().equalsIgnoreCase("sum") || names(request.question(), other.table());
                    return Optional.of(repeated.isPresent() && !weighted ? Finding.proven(text) : Finding.doubt(text));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * @return whether some row of {@code parent} occurs more than once in the select's joined rows,
     *         or empty when the probe cannot tell
     */
    private static Optional<Boolean> repeated(CriticRequest request, PlainSelect select, Source parent, ForeignKey fk) {
        if (select.getFromItem() == null || parent.name() == null) return Optional.empty();
        StringBuilder sql = new StringBuilder("SELECT 1 FROM ").append(select.getFromItem());
        if (select.getJoins() != null) select.getJoins().forEach(j -> sql.append(j.isSimple() ? ", " : " ").append(j));
        if (select.getWhere() != null) sql.append(" WHERE ").append(select.getWhere());
        sql.append(" GROUP BY ");
        // within each group the query forms: a parent row met once per group is not multiplied
        if (select.getGroupBy() != null && select.getGroupBy().getGroupByExpressionList() != null) {
            for (Object g : select.getGroupBy().getGroupByExpressionList()) sql.append(g).append(", ");
        }
        for (int i = 0; i < fk.targetColumns().size(); i++) {
            sql.append(i == 0 ? "" : ", ").append(parent.name()).append('.').append(request.catalog().dialect().quote(fk.targetColumns().get(i)));
        }
        sql.append(" HAVING COUNT(*) > 1");
        return request.probe().run(sql.toString(), 1).map(t -> t.rowCount() > 0);
    }

    /**
     * @return true when the question names the child table ("total credits of all classes"): an
     *         amount repeated per child row may then be what it asks for
     */
    static boolean names(String question, Table child) {
        String q = " " + question.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ") + " ";
        String[] words = child.id().name().replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+");
        if (words.length == 0) return false;
        String w = words[words.length - 1];
        String single = w.endsWith("s") && w.length() > 3 ? w.substring(0, w.length() - 1) : w;
        for (String form : List.of(w, w + "s", w + "es", single)) if (q.contains(" " + form + " ")) return true;
        return false;
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
