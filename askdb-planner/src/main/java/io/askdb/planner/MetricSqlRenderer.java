package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.dialect.Dialect;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link MetricPlan} as one SELECT. The metric's expression and filters are the model's
 * SQL over unqualified columns of its table, so when the plan joins, the joined rows are first
 * narrowed in a derived table to the metric table's columns ({@code t0.*}) plus the grouping
 * values under {@code askdb_}-prefixed names; the expression then reads only its own table's
 * columns, never a same-named column of a joined table. Every join goes from many to one, so
 * each row of the metric's table appears once. A year is the half-open range
 * {@code col >= 'YYYY-01-01' AND col < 'YYYY+1-01-01'} (ISO dates compare as text in SQLite and
 * as dates elsewhere). Value filters ({@code column = 'value'}, quotes doubled) go into the derived
 * table's WHERE when the plan joins, else next to the metric's own filters. Time grains use SQLite's
 * {@code strftime('%Y', col)} and {@code strftime('%Y-%m', col)} (sqlite.org/lang_datefunc.html).
 */
final class MetricSqlRenderer {
    private final QuestionTokenizer words;
    private final SqlRenderer plain;

    MetricSqlRenderer(QuestionTokenizer words, SqlRenderer plain) {
        this.words = words;
        this.plain = plain;
    }

    String render(MetricPlan p, Dialect d) {
        boolean joined = !p.path().isEmpty();
        String ga = p.group() == null ? "t0" : SqlRenderer.alias(p.fact(), p.path(), p.group().table());
        List<String> inner = new ArrayList<>(), select = new ArrayList<>(), labels = new ArrayList<>(), keys = new ArrayList<>();
        String time = null;
        QueryPlan.Group g = p.group();
        if (g != null) {
            for (int i = 0; i < g.labels().size(); i++) {
                Column c = g.labels().get(i);
                String ref = ref(d, joined, ga, c, "askdb_g" + i, inner);
                labels.add(ref);
                select.add(ref + " AS " + d.quote(plain.labelAlias(g, c)));
            }
            for (int i = 0; i < g.keys().size(); i++) keys.add(ref(d, joined, ga, g.keys().get(i), "askdb_k" + i, inner));
        }
        String timeColumn = p.timeColumn() == null ? null
                : joined ? SqlRenderer.col(d, "t" + p.timeAt(), p.timeColumn()) : d.quote(p.timeColumn().name());
        String yearFilter = p.year() == null ? null : timeColumn + " >= '" + p.year() + "-01-01' AND " + timeColumn
                + " < '" + (p.year() + 1) + "-01-01'";
        yearFilter = withDateRanges(yearFilter, p, d, joined);
        if (p.timeGrain() != null) {
            String format = p.timeGrain().equals("month") ? "'%Y-%m'" : "'%Y'";
            String column = timeColumn;
            String value = "strftime(" + format + ", " + column + ")";
            if (joined) inner.add(value + " AS " + d.quote("askdb_time"));
            time = joined ? d.quote("askdb_time") : value;
            select.add(time + " AS " + d.quote(p.timeGrain()));
        }
        String expression = p.metric().expression().strip();
        select.add(expression + " AS " + d.quote(alias(p)));
        StringBuilder sql = new StringBuilder("SELECT ").append(String.join(", ", select)).append("\nFROM ");
        if (joined) {
            inner.add(0, d.quote("t0") + ".*");
            sql.append("(SELECT ").append(String.join(", ", inner)).append("\nFROM ")
                    .append(SqlRenderer.innerJoins(d, p.fact(), p.path()))
                    .append(innerWhere(p, d, yearFilter)).append(") ").append(d.quote("m"));
            yearFilter = null;
        } else {
            sql.append(p.fact().id().schema() == null ? d.quote(p.fact().id().name())
                    : d.quote(p.fact().id().schema()) + "." + d.quote(p.fact().id().name()));
        }
        List<String> where = new ArrayList<>(p.metric().filters().stream().map(f -> "(" + f + ")").toList());
        if (yearFilter != null) where.add(yearFilter);
        if (!joined) {
            for (ValueFilter f : p.filters()) where.add(d.quote(f.ref().column().name()) + " = " + f.literal());
        }
        if (!where.isEmpty()) sql.append("\nWHERE ").append(String.join(" AND ", where));
        List<String> groupBy = new ArrayList<>(keys);
        groupBy.addAll(labels);
        if (time != null) groupBy.add(time);
        if (!groupBy.isEmpty()) sql.append("\nGROUP BY ").append(String.join(", ", groupBy));
        List<String> order = new ArrayList<>();
        if (p.ranked() || (g != null && time == null)) order.add(expression + (p.ascending() ? " ASC" : " DESC"));
        if (time != null) order.add(time + " ASC");
        for (String l : labels) order.add(l + " ASC");
        for (String k : keys) order.add(k + " ASC");
        if (!groupBy.isEmpty()) sql.append("\nORDER BY ").append(String.join(", ", order));
        if (p.limit() != null) {
            sql.append(d.limitStyle() == Dialect.LimitStyle.LIMIT ? "\nLIMIT " + p.limit() : "\nFETCH FIRST " + p.limit() + " ROWS ONLY");
        }
        return sql.toString();
    }

    /** @return the derived table's WHERE clause (the year and the value filters, on the joined tables), or "" */
    private static String innerWhere(MetricPlan p, Dialect d, String yearFilter) {
        List<String> where = new ArrayList<>();
        if (yearFilter != null) where.add(yearFilter);
        for (ValueFilter f : p.filters()) where.add(SqlRenderer.col(d, "t" + f.at(), f.ref().column()) + " = " + f.literal());
        return where.isEmpty() ? "" : "\nWHERE " + String.join(" AND ", where);
    }

    /** Temporary, until the jOOQ renderer: the plan's date ranges joined to the year filter with AND; null when neither. */
    private static String withDateRanges(String yearFilter, MetricPlan p, Dialect d, boolean joined) {
        List<String> all = new ArrayList<>();
        if (yearFilter != null) all.add(yearFilter);
        all.addAll(SqlRenderer.dateRanges(p.conditions(), d, joined));
        return all.isEmpty() ? null : String.join(" AND ", all);
    }

    /** @return how the outer query names a grouping column: itself, or its derived-table alias (added to inner) */
    private static String ref(Dialect d, boolean joined, String alias, Column c, String derived, List<String> inner) {
        if (!joined) return d.quote(c.name());
        inner.add(SqlRenderer.col(d, alias, c) + " AS " + d.quote(derived));
        return d.quote(derived);
    }

    private String alias(MetricPlan p) {
        String a = String.join("_", words.tokenize(p.metric().name()).stream().map(Token::raw).toList());
        return a.isEmpty() ? "value" : a;
    }
}
