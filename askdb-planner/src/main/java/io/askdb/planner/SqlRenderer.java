package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a plan as one SELECT in plain, portable SQL: every identifier and alias passes through
 * {@link Dialect#quote(String)}; tables are aliased t0 (the fact table), t1, t2 along the join
 * path; ties in the order are broken by label and key so results are deterministic; the row
 * count is written as LIMIT n, or FETCH FIRST n ROWS ONLY where the dialect says so.
 * Counting per entity starts from the entity with LEFT JOINs so that entities with no rows
 * count 0 (unless the plan filters on values); every other join is an inner join along a
 * foreign key, from many to one. Value filters are {@code WHERE alias.column = 'value'}, the
 * value's single quotes doubled.
 */
final class SqlRenderer {
    private final QuestionTokenizer words;

    SqlRenderer(QuestionTokenizer words) {
        this.words = words;
    }

    String render(QueryPlan p, Dialect d) {
        List<Hop> path = p.path();
        String ga = p.group() == null ? "t0" : alias(p.fact(), path, p.group().table());
        QueryPlan.Group g = p.group();
        List<String> select = new ArrayList<>(), labels = new ArrayList<>(), keys = new ArrayList<>();
        List<String> aliases = new ArrayList<>();
        if (g != null) {
            for (Column c : g.labels()) {
                labels.add(col(d, ga, c));
                String alias = labelAlias(g, c);
                aliases.add(alias);
                select.add(col(d, ga, c) + " AS " + d.quote(alias));
            }
            for (Column c : g.keys()) keys.add(col(d, ga, c));
        }
        String bucket = bucket(p, d, select);
        boolean fromEntity = p.filters().isEmpty() && p.conditions().isEmpty() && p.aggregate() == Aggregate.COUNT && g != null && !g.keys().isEmpty() && !path.isEmpty()
                && PlanAssembly.same(g.table(), path.get(path.size() - 1).to());
        String measure = measure(p, d, fromEntity);
        if (measure != null) {
            String alias = measureAlias(p);
            select.add(measure + " AS " + d.quote(aliases.contains(alias) ? alias + "_value" : alias));
        }
        StringBuilder sql = new StringBuilder(p.distinct() && p.aggregate() == Aggregate.NONE ? "SELECT DISTINCT " : "SELECT ").append(String.join(", ", select)).append("\nFROM ");
        sql.append(fromEntity ? leftJoinsFromEntity(p, d) : innerJoinsFromFact(p, d));
        List<String> where = new ArrayList<>();
        for (ValueFilter f : p.filters()) if (!f.negated()) where.add(col(d, "t" + f.at(), f.ref().column()) + " = " + f.literal());
        where.addAll(restrictions(p, d));
        if (!where.isEmpty()) sql.append("\nWHERE ").append(String.join(" AND ", where));
        if (bucket != null) sql.append("\nGROUP BY ").append(bucket).append("\nORDER BY ").append(bucket).append(" ASC");
        if (g != null && p.aggregate() != Aggregate.NONE) {
            List<String> groupBy = new ArrayList<>(keys);
            groupBy.addAll(labels);
            sql.append("\nGROUP BY ").append(String.join(", ", groupBy));
        }
        List<String> order = new ArrayList<>();
        if (measure != null && g != null) order.add(measure + (p.ascending() ? " ASC" : " DESC"));
        for (String l : labels) order.add(l + " ASC");
        for (String k : keys) order.add(k + " ASC");
        if (g != null) sql.append("\nORDER BY ").append(String.join(", ", order));
        if (p.limit() != null) {
            sql.append(d.limitStyle() == Dialect.LimitStyle.LIMIT ? "\nLIMIT " + p.limit()
                    : "\nFETCH FIRST " + p.limit() + " ROWS ONLY");
        }
        return sql.toString();
    }

    /**
     * Temporary string rendering of {@link QueryPlan#time()}, until the jOOQ renderer replaces this class:
     * SQLite's {@code strftime('%Y', col)} or {@code strftime('%Y-%m', col)} (sqlite.org/lang_datefunc.html),
     * added to the select list.
     *
     * @return the period expression, or null when the plan has no time bucket
     */
    private static String bucket(QueryPlan p, Dialect d, List<String> select) {
        if (p.time() == null) return null;
        String format = p.time().grain().equals("month") ? "'%Y-%m'" : "'%Y'";
        String value = "strftime(" + format + ", " + col(d, "t" + p.time().at(), p.time().ref().column()) + ")";
        select.add(value + " AS " + d.quote(p.time().grain()));
        return value;
    }

    /**
     * Temporary string rendering of {@link Condition.DateRange} conditions, until the jOOQ renderer replaces
     * this class: {@code col >= 'from' AND col < 'to'} with ISO dates, which compare as text in SQLite and
     * as dates elsewhere.
     *
     * @param qualified true to write the column as {@code "tN"."col"}, false as {@code "col"}
     */
    static List<String> dateRanges(List<Condition> conditions, Dialect d, boolean qualified) {
        List<String> out = new ArrayList<>();
        for (Condition c : conditions) {
            if (!(c instanceof Condition.DateRange r)) continue;
            String column = qualified ? col(d, "t" + r.at(), r.ref().column()) : d.quote(r.ref().column().name());
            out.add(column + " >= '" + r.from() + "' AND " + column + " < '" + r.to() + "'");
        }
        return out;
    }

    /**
     * Conditions and negated value filters as WHERE terms: {@code col op n}, {@code col BETWEEN a AND b},
     * {@code col IS NULL}, {@code (col IS NULL OR col <> 'v')}, and {@code NOT EXISTS (SELECT 1 FROM referring
     * rows joined up to this table)} with the subquery's tables aliased n0, n1 ...
     */
    private static List<String> restrictions(QueryPlan p, Dialect d) {
        List<String> out = new ArrayList<>();
        for (ValueFilter f : p.filters()) {
            String c = col(d, "t" + f.at(), f.ref().column());
            if (f.negated()) out.add("(" + c + " IS NULL OR " + c + " <> " + f.literal() + ")");
        }
        for (Condition k : p.conditions()) {
            if (k instanceof Condition.Comparison c) {
                String column = col(d, "t" + c.at(), c.ref().column());
                out.add(c.op() == Condition.Op.BETWEEN ? column + " BETWEEN " + c.value().toPlainString() + " AND " + c.upper().toPlainString()
                        : column + " " + c.op().symbol() + " " + c.value().toPlainString());
            } else if (k instanceof Condition.NullTest n) {
                out.add(col(d, "t" + n.at(), n.ref().column()) + (n.isNull() ? " IS NULL" : " IS NOT NULL"));
            } else if (k instanceof Condition.Absence a) {
                List<Hop> chain = a.chain();
                StringBuilder sub = new StringBuilder("NOT EXISTS (SELECT 1 FROM ").append(table(d, chain.get(0).from(), "n0"));
                for (int i = 0; i + 1 < chain.size(); i++) {
                    sub.append(" JOIN ").append(table(d, chain.get(i).to(), "n" + (i + 1))).append(" ON ")
                            .append(keys(d, chain.get(i), "n" + i, "n" + (i + 1)));
                }
                Hop last = chain.get(chain.size() - 1);
                out.add(sub.append(" WHERE ").append(keys(d, last, "n" + (chain.size() - 1), "t" + a.at())).append(")").toString());
            } else if (k instanceof Condition.DateRange r) {
                String column = col(d, "t" + r.at(), r.ref().column());
                out.add(column + " >= '" + r.from() + "' AND " + column + " < '" + r.to() + "'");
            }
        }
        return out;
    }

    private static String keys(Dialect d, Hop h, String from, String to) {
        List<String> parts = new ArrayList<>();
        for (int k = 0; k < h.key().columns().size(); k++) {
            parts.add(d.quote(from) + "." + d.quote(h.key().columns().get(k)) + " = " + d.quote(to) + "." + d.quote(h.key().targetColumns().get(k)));
        }
        return String.join(" AND ", parts);
    }

    private String measure(QueryPlan p, Dialect d, boolean fromEntity) {
        if (p.aggregate() == Aggregate.NONE) return p.measure() == null ? null : col(d, "t0", p.measure());
        if (p.aggregate() == Aggregate.COUNT && p.distinct()) return "COUNT(DISTINCT " + col(d, "t0", p.measure()) + ")";
        if (p.aggregate() == Aggregate.COUNT) {
            return fromEntity ? "COUNT(" + d.quote("t0") + "." + d.quote(p.path().get(0).key().columns().get(0)) + ")"
                    : "COUNT(*)";
        }
        return p.aggregate().function() + "(" + col(d, "t0", p.measure()) + ")";
    }

    private String measureAlias(QueryPlan p) {
        if (p.aggregate() == Aggregate.COUNT && p.distinct()) return "different_" + nonEmpty(words.snake(p.measure().name())) + "_count";
        if (p.aggregate() == Aggregate.COUNT) return String.join("_", words.identifierWords(p.fact().id().name())) + "_count";
        String column = nonEmpty(words.snake(p.measure().name()));
        if (p.aggregate() == Aggregate.NONE) return column;
        if (p.aggregate() == Aggregate.SUM && column.startsWith("total")) return "sum_" + column;
        return p.aggregate().aliasWord() + "_" + column;
    }

    String labelAlias(QueryPlan.Group g, Column c) {
        List<String> w = words.identifierWords(c.name());
        boolean generic = w.equals(List.of("name")) || w.equals(List.of("title"));
        if (generic && !g.keys().isEmpty()) return nonEmpty(String.join("_", words.identifierWords(g.table().id().name())));
        return nonEmpty(words.snake(c.name()));
    }

    /** @return the alias of a table on the chain: t0 for the fact table, tn for the table the n-th join reaches */
    static String alias(Table fact, List<Hop> path, Table t) {
        for (int i = path.size(); i > 0; i--) {
            if (PlanAssembly.same(path.get(i - 1).to(), t)) return "t" + i;
        }
        return "t0";
    }

    static String innerJoinsFromFact(QueryPlan p, Dialect d) {
        return innerJoins(d, p.fact(), p.path());
    }

    /** @return the fact table as t0 and inner joins along the path as t1, t2 ... */
    static String innerJoins(Dialect d, Table fact, List<Hop> path) {
        StringBuilder from = new StringBuilder(table(d, fact, "t0"));
        for (int i = 0; i < path.size(); i++) {
            Hop h = path.get(i);
            from.append("\nJOIN ").append(table(d, h.to(), "t" + (i + 1))).append(" ON ").append(on(d, h, i));
        }
        return from.toString();
    }

    private static String leftJoinsFromEntity(QueryPlan p, Dialect d) {
        int n = p.path().size();
        StringBuilder from = new StringBuilder(table(d, p.path().get(n - 1).to(), "t" + n));
        for (int i = n - 1; i >= 0; i--) {
            Hop h = p.path().get(i);
            from.append("\nLEFT JOIN ").append(table(d, h.from(), "t" + i)).append(" ON ").append(on(d, h, i));
        }
        return from.toString();
    }

    private static String on(Dialect d, Hop h, int i) {
        List<String> parts = new ArrayList<>();
        for (int k = 0; k < h.key().columns().size(); k++) {
            parts.add(d.quote("t" + i) + "." + d.quote(h.key().columns().get(k)) + " = "
                    + d.quote("t" + (i + 1)) + "." + d.quote(h.key().targetColumns().get(k)));
        }
        return String.join(" AND ", parts);
    }

    static String table(Dialect d, Table t, String alias) {
        String name = t.id().schema() == null ? d.quote(t.id().name()) : d.quote(t.id().schema()) + "." + d.quote(t.id().name());
        return name + " " + d.quote(alias);
    }

    static String col(Dialect d, String alias, Column c) {
        return d.quote(alias) + "." + d.quote(c.name());
    }

    private static String nonEmpty(String alias) {
        return alias.isEmpty() ? "value" : alias;
    }
}
