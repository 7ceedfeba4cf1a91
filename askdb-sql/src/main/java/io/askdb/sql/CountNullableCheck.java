package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.IsNullExpression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * "How many employees are there?" answered by {@code COUNT(manager_id)} leaves out the employees
 * without a manager: COUNT of a column counts its non-NULL values, not the rows. Detects, for a
 * question that asks how many ("how many", "number of", "count"), {@code COUNT(column)} (not
 * DISTINCT) in the select list of a SELECT whose column is a nullable catalog column of a
 * relation that no outer join makes optional (counting the matches of a LEFT JOIN is deliberate),
 * unless the question names the column (then "how many have a manager" is meant). Evidence: a
 * probe counts the rows with a NULL in that column under the same FROM and WHERE; only when some
 * exist does the check speak. Action: a doubt with the exact fix ({@code COUNT(*)}), since a
 * question may count the values after all.
 */
final class CountNullableCheck implements CriticCheck {
    private static final Pattern HOW_MANY = Pattern.compile("\\b(how many|number of|count)\\b", Pattern.CASE_INSENSITIVE);

    @Override
    public String name() {
        return "count-nullable";
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        if (resolution == null || !HOW_MANY.matcher(request.question()).find()) return Optional.empty();
        Optional<FreshQuery> fresh = FreshQuery.of(request);
        if (fresh.isEmpty()) return Optional.empty();
        Resolution res = fresh.get().resolution();
        for (Map.Entry<PlainSelect, Scope> e : res.scopes().entrySet()) {
            PlainSelect ps = e.getKey();
            for (SelectItem<?> item : ps.getSelectItems()) {
                for (Function f : TreeSearch.find(item.getExpression(), Function.class)) {
                    Optional<Column> counted = counted(f);
                    if (counted.isEmpty()) continue;
                    Resolution.Resolved r = res.columns().get(counted.get());
                    if (r == null || r.source().table() == null || optional(ps, e.getValue(), r.source())) continue;
                    Optional<io.askdb.catalog.Column> column = r.source().table().column(r.column());
                    if (column.isEmpty() || !column.get().nullable() || named(request.question(), r.column())) continue;
                    Optional<Long> nulls = nulls(request, ps, counted.get());
                    if (nulls.isEmpty() || nulls.get() == 0) continue;
                    return Optional.of(Finding.doubt(f + " counts the rows whose " + r.source().table().id().name() + "." + r.column()
                            + " is not NULL, and " + nulls.get() + (nulls.get() == 1 ? " row" : " rows") + " that the query reads"
                            + " (same FROM and WHERE) have NULL there, so they are not counted. The question asks how many rows:"
                            + " count them with COUNT(*) instead of " + f + ", unless only rows with a "
                            + r.column() + " are meant."));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Column> counted(Function f) {
        if (f.getName() == null || !f.getName().equalsIgnoreCase("count") || f.isDistinct() || f.isAllColumns()) return Optional.empty();
        ExpressionList<?> params = f.getParameters();
        if (params == null || params.size() != 1) return Optional.empty();
        return params.get(0) instanceof Column c ? Optional.of(c) : Optional.empty();
    }

    /** @return true when an outer join of the SELECT may supply NULLs for the source */
    private static boolean optional(PlainSelect ps, Scope scope, Source source) {
        List<Join> joins = ps.getJoins();
        if (joins == null) return false;
        List<Source> sources = scope.sources();
        if (sources.size() != joins.size() + 1) return true;
        for (int j = 0; j < joins.size(); j++) {
            Join join = joins.get(j);
            if ((join.isLeft() || join.isFull()) && sources.get(j + 1) == source) return true;
            if ((join.isRight() || join.isFull()) && sources.subList(0, j + 1).contains(source)) return true;
        }
        return false;
    }

    /** @return true when a word of the column's name (three letters or more, not "id") is in the question */
    private static boolean named(String question, String column) {
        String q = question.toLowerCase(Locale.ROOT);
        for (String word : column.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (word.length() >= 3 && !word.equals("id") && q.contains(word)) return true;
        }
        return false;
    }

    /** @return how many rows of the SELECT's FROM and WHERE have NULL in the column, or empty when the probe could not run */
    private static Optional<Long> nulls(CriticRequest request, PlainSelect ps, Column counted) {
        PlainSelect probe = new PlainSelect();
        probe.setFromItem(ps.getFromItem());
        probe.setJoins(ps.getJoins());
        probe.addSelectItems(new Function("COUNT", new AllColumns()));
        probe.setWhere(FreshQuery.and(ps.getWhere(), new IsNullExpression(counted)));
        if (ps.getWithItemsList() != null) probe.setWithItemsList(new ArrayList<>(ps.getWithItemsList()));
        Optional<ResultTable> t = request.probe().run(probe.toString(), 1);
        if (t.isEmpty() || t.get().rowCount() != 1 || !(t.get().rows().get(0).get(0) instanceof Number n)) return Optional.empty();
        return Optional.of(n.longValue());
    }
}
