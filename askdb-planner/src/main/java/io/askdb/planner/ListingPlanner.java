package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * Plans "list all genres": the rows of one table, shown by the columns named, else by its label
 * columns, else (a table with no name-like column, such as an event log) by its first
 * {@value #MAX_SHOWN} columns, since its key alone would say nothing (case C25: "Show me all
 * events." over id, kind, payload).
 */
final class ListingPlanner {
    /** The most columns a listing shows when the table has no label column. */
    static final int MAX_SHOWN = 12;

    private final ColumnKinds kinds;
    private final Lexicon lex;

    ListingPlanner(ColumnKinds kinds, Lexicon lex) {
        this.kinds = kinds;
        this.lex = lex;
    }

    PlanOutcome plan(List<Mention> mentions) {
        List<Mention> tables = mentions.stream().filter(Mention::namesTable).toList();
        if (tables.size() != 1) {
            return PlanBuilder.no(tables.isEmpty() ? "I could not tell which table to list."
                    : "I can list one table at a time, and the question names " + tables.size() + ".");
        }
        Table table = tables.get(0).tables().get(0);
        ColumnResolver resolver = new ColumnResolver(kinds, null);
        List<Column> shown = new ArrayList<>();
        for (Mention m : mentions) {
            if (m == tables.get(0)) continue;
            ColumnResolver.Choice c = resolver.within(m, table);
            if (c.problem() != null) return PlanBuilder.no(c.problem());
            shown.add(c.ref().column());
        }
        QueryPlan.Group group = PlanAssembly.entityGroup(kinds, table);
        if (group == null) return PlanBuilder.no(DeclineReasons.noLabel(lex.plural(table.id().name())));
        if (!shown.isEmpty()) {
            group = new QueryPlan.Group(table, group.keys(), shown);
        } else if (kinds.labels(table).isEmpty()) {
            group = new QueryPlan.Group(table, group.keys().isEmpty() ? group.labels() : group.keys(), everyColumn(table));
        }
        return new QueryPlan(Aggregate.NONE, table, null, group, List.of(), null, true, 90, List.of(), List.of());
    }

    private static List<Column> everyColumn(Table table) {
        List<Column> all = table.columns();
        return List.copyOf(all.subList(0, Math.min(MAX_SHOWN, all.size())));
    }
}
