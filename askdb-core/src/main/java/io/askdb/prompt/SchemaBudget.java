package io.askdb.prompt;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.linking.LinkedTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Spends a budget of prompt tokens on linked tables, in the linker's order, in three passes:
 * whole tables while they fit in the first {@value #WHOLE_SHARE_PERCENT}% of the budget (the best
 * matches, whose every column the question may need); then, for each table not yet shown, only its
 * essential columns (those the linker matched to the question, and the keys that join it: a bridge
 * table comes with its keys) while they fit in the whole budget, a table that does not fit being
 * skipped; then the rest of the columns of each table shown, in order, where the whole table fits.
 * A table shown in part ends with a line saying how many columns are not shown. Foreign keys are
 * shown only between tables shown, and a key only when all its columns are. The text is counted
 * once more whole, and the last table dropped while it is over the budget (the tokens of joined
 * parts can differ from the sum of the parts by a few).
 *
 * <p>The share is a trade: on BEAVER (dw and nw, 209 questions, linker order of {@code JoinTree}
 * with a step of 3) at 8,000 tokens, the questions with every gold table / every gold column in
 * the prompt were 98.6 / 87.6% at a share of 50%, 96.7 / 91.4% at 55%, 96.7 / 91.9% at 60% and
 * 94.3 / 90.0% at 70%: more whole tables keep more of the columns a question reads without
 * naming them, fewer tables keep more of the tables.
 */
final class SchemaBudget {
    static final int WHOLE_SHARE_PERCENT = 60;

    private final SchemaRenderer renderer;
    private final int budget;

    SchemaBudget(Catalog catalog, int budget) {
        this.renderer = new SchemaRenderer(catalog);
        this.budget = budget;
    }

    /** One table's choice: the linked table and the names of the columns to show. */
    private record Shown(Table table, Set<String> columns) {
    }

    PromptSchema fit(List<Table> visible, List<LinkedTable> linked) {
        Set<TableId> candidates = new HashSet<>();
        visible.forEach(t -> candidates.add(t.id()));
        Map<TableId, Shown> chosen = new LinkedHashMap<>();
        int used = 0;
        int wholeLimit = (int) ((long) budget * WHOLE_SHARE_PERCENT / 100);
        for (Table t : visible) {
            int size = size(t, allColumns(t), candidates, chosen.isEmpty());
            if (used + size > wholeLimit) break;
            chosen.put(t.id(), new Shown(t, allColumns(t)));
            used += size;
        }
        for (int i = 0; i < visible.size(); i++) {
            Table t = visible.get(i);
            if (chosen.containsKey(t.id())) continue;
            Set<String> essential = essential(t, linked.get(i));
            int size = size(t, essential, candidates, chosen.isEmpty());
            if (used + size <= budget) {
                chosen.put(t.id(), new Shown(t, essential));
                used += size;
            }
        }
        for (Shown s : List.copyOf(chosen.values())) {
            if (s.columns().size() == s.table().columns().size()) continue;
            int more = size(s.table(), allColumns(s.table()), candidates, true) - size(s.table(), s.columns(), candidates, true);
            if (used + more <= budget) {
                chosen.put(s.table().id(), new Shown(s.table(), allColumns(s.table())));
                used += more;
            }
        }
        List<Shown> inOrder = new ArrayList<>();
        for (Table t : visible) if (chosen.containsKey(t.id())) inOrder.add(chosen.get(t.id()));
        return whole(inOrder);
    }

    /** Renders the choice in order, dropping the last table while the whole text is over the budget. */
    private PromptSchema whole(List<Shown> shown) {
        while (true) {
            Set<TableId> ids = new HashSet<>();
            shown.forEach(s -> ids.add(s.table().id()));
            List<Table> tables = new ArrayList<>();
            List<String> parts = new ArrayList<>();
            for (Shown s : shown) {
                Table narrowed = narrowed(s.table(), s.columns(), ids);
                tables.add(narrowed);
                parts.add(renderer.render(narrowed, s.table().columns().size() - narrowed.columns().size()));
            }
            String text = String.join("\n\n", parts);
            int tokens = PromptTokens.count(text);
            if (tokens <= budget || shown.isEmpty()) return new PromptSchema(tables, text, Math.min(tokens, budget), budget);
            shown = shown.subList(0, shown.size() - 1);
        }
    }

    private int size(Table t, Set<String> columns, Set<TableId> candidates, boolean first) {
        Table narrowed = narrowed(t, columns, candidates);
        return PromptTokens.count(renderer.render(narrowed, t.columns().size() - narrowed.columns().size())) + (first ? 0 : 1);
    }

    private static Set<String> allColumns(Table t) {
        Set<String> all = new HashSet<>();
        t.columns().forEach(c -> all.add(c.name()));
        return all;
    }

    /** @return the columns the linker called essential; every column when it listed none */
    private static Set<String> essential(Table t, LinkedTable linked) {
        if (linked.columns().isEmpty()) return allColumns(t);
        return new HashSet<>(linked.columns().subList(0, linked.essential()));
    }

    /** @return the table with only these columns (catalog order), and the keys among them to tables among {@code shown} */
    private static Table narrowed(Table t, Set<String> columns, Set<TableId> shown) {
        List<Column> kept = t.columns().stream().filter(c -> columns.contains(c.name())).toList();
        List<String> primaryKey = columns.containsAll(t.primaryKey()) ? t.primaryKey() : List.of();
        return new Table(t.id(), t.kind(), t.comment(), kept, primaryKey,
                t.foreignKeys().stream().filter(fk -> shown.contains(fk.target()) && columns.containsAll(fk.columns())).toList(),
                t.rowEstimate(), t.definition());
    }
}
