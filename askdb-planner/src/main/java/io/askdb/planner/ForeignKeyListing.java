package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Plans a listing that names a foreign-key column and a row by its stored values, where showing the
 * key's raw ids would answer nothing ("Which employees report to Nancy Edwards?" must never answer
 * "ReportsTo = 1"). When the key refers to its own table and the values follow the key's words at once, the
 * values name the referred row: the rows whose key points at it are listed over a self-join
 * ({@code Employee t0 JOIN Employee t1 ON t0.ReportsTo = t1.EmployeeId}, the value filters on t1).
 * Any other use (the values elsewhere, "Show the reports to of Nancy Edwards", or a key
 * to another table) is declined with a rephrasing, never answered with an id column.
 */
final class ForeignKeyListing {
    private final ColumnKinds kinds;
    private final Lexicon lex;

    ForeignKeyListing(ColumnKinds kinds, Lexicon lex) {
        this.kinds = kinds;
        this.lex = lex;
    }

    /**
     * @param p         the listing planned from the question's words (shown columns in its group)
     * @param keyWords  the mention that named the shown column
     * @param values    the question's stored values; not empty
     * @return the plan over the self-join, the reason to decline, or null when no shown column is a foreign key
     */
    PlanOutcome plan(QueryPlan p, Mention keyWords, List<ValueMention> values) {
        Table table = p.fact();
        ForeignKey key = keyWords == null ? null : shownKey(p);
        if (key == null) return null;
        String column = key.columns().get(0);
        String words = keyWords.text();
        String name = table.id().name();
        boolean self = key.target().name().equalsIgnoreCase(name)
                && (key.target().schema() == null || key.target().equals(table.id()));
        // "report to Nancy Edwards": the values right after the key's words name the referred row; "reports to of Nancy" does not
        int first = values.stream().mapToInt(ValueMention::start).min().orElse(-1);
        boolean after = first == keyWords.end();
        if (!self) {
            return PlanBuilder.no("'" + words + "' (" + name + "." + column + ") holds the ids of " + key.target().name()
                    + " rows, not an answer to show. Ask about the " + lex.plural(key.target().name().toLowerCase(Locale.ROOT))
                    + " themselves, e.g. 'List the " + lex.plural(key.target().name().toLowerCase(Locale.ROOT)) + "'.");
        }
        String rows = lex.plural(name.toLowerCase(Locale.ROOT));
        if (!after) {
            return PlanBuilder.no("'" + words + "' (" + name + "." + column + ") holds the ids of other " + name
                    + " rows; I list the " + rows + " whose " + column + " points at a named one. Ask 'Which " + rows + " "
                    + words + " <name>?'.");
        }
        Hop self1 = new Hop(table, key, table);
        List<ValueFilter> filters = new ArrayList<>();
        List<String> assumptions = new ArrayList<>();
        for (ValueMention v : values) {
            List<ValueMention.Candidate> own = v.candidates().stream().filter(c -> PlanAssembly.same(c.ref().table(), table)).toList();
            if (own.size() != 1) {
                return PlanBuilder.no("'" + v.text() + "' is not one value of " + name + ", so I cannot tell which row '"
                        + words + "' points at. Name the row by one of its columns.");
            }
            ValueFilter f = new ValueFilter(own.get(0).ref(), own.get(0).value(), 1);
            filters.add(f);
        }
        assumptions.add("Read '" + words + " " + String.join(" ", values.stream().map(ValueMention::text).toList())
                + "' as the " + rows + " whose " + column + " points at the " + name + " row with "
                + String.join(" and ", filters.stream().map(f -> f.ref().column().name() + " = " + f.literal()).toList()) + ".");
        QueryPlan.Group group = PlanAssembly.entityGroup(kinds, table);
        if (group == null) return PlanBuilder.no(DeclineReasons.noLabel(rows));
        int confidence = Math.max(50, 85 - PlanAssembly.FILTER_PENALTY * filters.size());
        return new QueryPlan(Aggregate.NONE, table, null, group, List.of(self1), null, true, confidence, assumptions, filters);
    }

    /**
     * @param p a plan
     * @return why the plan must not be answered when it lists a raw foreign-key column of rows it names by
     *         value ("The reports to is 1."), else null
     */
    static String rawKey(QueryPlan p) {
        if (p.aggregate() != Aggregate.NONE || p.filters().isEmpty()) return null;
        ForeignKey key = shownKey(p);
        if (key == null) return null;
        String column = key.columns().get(0);
        String name = p.fact().id().name();
        String target = key.target().name();
        return name + "." + column + " holds the ids of " + target + " rows, not an answer to show. Ask about the "
                + target + " rows themselves, e.g. 'Which " + target.toLowerCase(Locale.ROOT) + " ...', or for the "
                + name + " rows whose " + column + " points at a named " + target + ".";
    }

    /** @return the foreign key of one column that the listing shows, or null */
    private static ForeignKey shownKey(QueryPlan p) {
        if (p.group() == null) return null;
        for (Column c : p.group().labels()) {
            for (ForeignKey fk : p.fact().foreignKeys()) {
                if (fk.columns().size() == 1 && fk.columns().get(0).equalsIgnoreCase(c.name())) return fk;
            }
        }
        return null;
    }
}
