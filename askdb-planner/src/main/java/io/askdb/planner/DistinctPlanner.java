package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plans questions about different values: "How many different countries do our customers come
 * from?" ({@code COUNT(DISTINCT Customer.Country)}), "How many different tracks have been sold?"
 * (the distinct foreign keys of the table that records sales), and "What are the different
 * titles of employees?" or "Which billing countries do we have invoices for?" ({@code SELECT
 * DISTINCT}: a question asking for rows whose first name is a column lists its values once, unless the column names the rows,
 * as a name does: "What are the names of wines ...?" lists each wine; a phrase naming a table and its own attribute column
 * reads as the column, {@link TableNamedColumns}).
 * The column must be of the table the question names, or, when it names none, the one column
 * the words mean. Grouping or ranking together with DISTINCT is declined.
 */
final class DistinctPlanner {
    private final ColumnKinds kinds;

    DistinctPlanner(ColumnKinds kinds) {
        this.kinds = kinds;
    }

    /** @return a plan or a reason; null when the question asks nothing distinct, or DISTINCT changes nothing */
    PlanOutcome plan(Reading r, SchemaVocabulary vocab) {
        Restrictions rs = r.restrictions();
        boolean ranking = r.limit() != null || r.rankAt() >= 0;
        Mention first = r.mentions().stream().min(java.util.Comparator.comparingInt(Mention::start)).orElse(null);
        // "Show all allergy types.": a phrase naming a table and its own attribute column lists the column's values
        boolean columnFirst = rs.columnFirst() || TableNamedColumns.asColumn(first, kinds) != null;
        boolean eachRow = !rs.distinct() && labelOnly(first);
        boolean values = columnFirst && r.aggregate() == null && !ranking && (r.listing() || rs.asksRows());
        if (!rs.distinct() && !values) return null;
        if (ranking || !r.groupCues().isEmpty()) return PlanBuilder.no("I can list or count different values for all rows only, not per group or ranked.");
        if (r.aggregate() != null && r.aggregate() != Aggregate.COUNT) {
            return PlanBuilder.no("'" + r.aggregateCue() + "' of different values is beyond the planner; ask how many different values there are.");
        }
        Mention target = r.mentions().stream().filter(m -> m.start() > rs.distinctAt()).findFirst().orElse(null);
        if (target == null) return PlanBuilder.no("I could not tell which different values to count or list.");
        Mention said = target, column = rs.event() == null ? TableNamedColumns.asColumn(target, kinds) : null;
        if (column != null) target = column;
        List<Table> named = new ArrayList<>();
        for (Mention m : r.mentions()) {
            if (m == said) continue;
            if (!m.namesTable() || m.tables().size() > 1) return PlanBuilder.no(DeclineReasons.unused(m.text()));
            named.add(m.tables().get(0));
        }
        if (target.namesTable()) {
            // "the number of different affected regions" over a table without a one-column key: different what is not said
            if (r.aggregate() == Aggregate.COUNT && rs.event() == null && target.tables().get(0).primaryKey().size() != 1) {
                return PlanBuilder.no("I could not tell what makes two " + target.text() + " different: " + target.tables().get(0).id().name()
                        + " has no one-column key.");
            }
            if (r.aggregate() != Aggregate.COUNT || rs.event() == null) return null;
            return r.values().isEmpty() ? soldOnce(target, rs.event(), named)
                    : PlanBuilder.no("I can count different sold rows for all sales only, not for a value.");
        }
        if (named.size() > 1) return PlanBuilder.no("I can count or list different values of one table at a time.");
        Table table = named.isEmpty() ? onlyTable(target) : named.get(0);
        if (table == null) {
            List<String> all = target.columns().stream().map(x -> x.ref().display()).distinct().toList();
            return PlanBuilder.no(DeclineReasons.ambiguous(target.text(), all));
        }
        JoinPaths paths = new JoinPaths(vocab.catalog());
        ColumnResolver.Choice c = new ColumnResolver(kinds, paths).within(target, table);
        if (c.problem() != null) return PlanBuilder.no(c.problem());
        Column col = c.ref().column();
        Table fact = c.ref().table();
        List<String> assumptions = new ArrayList<>();
        ValueFilters.Placed placed = new ValueFilters(paths).place(r.values(), fact, List.of(), named);
        if (placed.problem() != null) return PlanBuilder.no(placed.problem());
        for (ValueFilter f : placed.filters()) assumptions.add(f.assumption());
        // "how many different statuses do towns have" with 'Town' a status: one value of the column whose values are asked says nothing
        for (ValueFilter f : placed.filters()) {
            if (!f.negated() && f.ref().equals(c.ref())) return PlanBuilder.no(DeclineReasons.unused(written(r, f)));
        }
        if (c.match().strength() > 0) assumptions.add("Read '" + target.text() + "' as " + c.ref().display() + ".");
        int confidence = 90 - 10 * Math.min(1, c.match().strength());
        if (r.aggregate() == Aggregate.COUNT) {
            assumptions.add("Counted each different value of " + c.ref().display() + " once (empty values not counted).");
            return new QueryPlan(Aggregate.COUNT, fact, col, null, placed.path(), null, false, confidence, assumptions,
                    placed.filters(), List.of(), true, null);
        }
        if (eachRow) {
            List<Column> keys = new ArrayList<>();
            for (String k : fact.primaryKey()) fact.column(k).ifPresent(keys::add);
            return new QueryPlan(Aggregate.NONE, fact, null, new QueryPlan.Group(fact, keys, List.of(col)), placed.path(), null, true,
                    confidence, assumptions, placed.filters(), List.of(), false, null);
        }
        assumptions.add("Listed each different value of " + c.ref().display() + " once.");
        QueryPlan.Group g = new QueryPlan.Group(fact, List.of(), List.of(col));
        return new QueryPlan(Aggregate.NONE, fact, null, g, placed.path(), null, true, confidence, assumptions,
                placed.filters(), List.of(), true, null);
    }

    /** @return the question's words the filter's value was read from, or the value when none is at its place */
    private static String written(Reading r, ValueFilter f) {
        for (ValueMention v : r.values()) {
            for (ValueMention.Candidate c : v.candidates()) if (c.ref().equals(f.ref()) && c.value().equals(f.value())) return v.text();
        }
        return f.value();
    }

    /**
     * "What are the names of wines with scores higher than 90?": a column that names the rows (their label) asks for it of each
     * row, not for the different values (read as the values are, without DISTINCT); true when every best match of the mention
     * is a label of its table.
     */
    private boolean labelOnly(Mention m) {
        if (m == null || m.columns().isEmpty()) return false;
        int min = m.columns().stream().mapToInt(Mention.Match::strength).min().orElse(0);
        return m.columns().stream().filter(c -> c.strength() == min)
                .allMatch(c -> kinds.labels(c.ref().table()).contains(c.ref().column()));
    }

    /** @return the table of the mention's best-matching column, or null when several tables tie */
    private static Table onlyTable(Mention m) {
        int min = m.columns().stream().mapToInt(Mention.Match::strength).min().orElse(0);
        List<Table> tables = new ArrayList<>();
        for (Mention.Match c : m.columns()) {
            if (c.strength() == min && tables.stream().noneMatch(t -> PlanAssembly.same(t, c.ref().table()))) tables.add(c.ref().table());
        }
        return tables.size() == 1 ? tables.get(0) : null;
    }

    /** "How many different tracks have been sold?": the distinct foreign keys to the table in the table of sales. */
    private static PlanOutcome soldOnce(Mention target, Mention event, List<Table> named) {
        if (!named.isEmpty()) return PlanBuilder.no(DeclineReasons.unused(named.get(0).id().name()));
        Table t = target.tables().get(0);
        for (Table e : event.tables()) {
            for (ForeignKey fk : e.foreignKeys()) {
                if (!fk.target().equals(t.id()) || fk.columns().size() != 1) continue;
                Optional<Column> col = e.column(fk.columns().get(0));
                if (col.isEmpty()) continue;
                String assumption = "Read '" + event.text() + "' as rows of " + e.id().name() + "; counted each "
                        + t.id().name() + " once among them.";
                return new QueryPlan(Aggregate.COUNT, e, col.get(), null, List.of(), null, false, 80, List.of(assumption),
                        List.of(), List.of(), true, null);
            }
        }
        return PlanBuilder.no("I found no table of sales that refers to " + t.id().name() + " directly.");
    }
}
