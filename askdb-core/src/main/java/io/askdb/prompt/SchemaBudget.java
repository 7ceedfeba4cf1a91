package io.askdb.prompt;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.linking.LinkedSchema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Spends a budget of prompt tokens on linked tables: in the linker's order, each table whole
 * while it fits (a table that does not fit is skipped and later, smaller ones are still tried);
 * foreign keys are shown only between tables shown. The text is counted once more whole, and the
 * last table dropped while it is over the budget (tokens of joined parts can differ from the sum
 * of the parts by a few).
 */
final class SchemaBudget {
    private final SchemaRenderer renderer;
    private final int budget;

    SchemaBudget(Catalog catalog, int budget) {
        this.renderer = new SchemaRenderer(catalog);
        this.budget = budget;
    }

    PromptSchema fit(List<Table> visible, LinkedSchema linked) {
        Set<TableId> candidates = new HashSet<>();
        visible.forEach(t -> candidates.add(t.id()));
        List<Table> chosen = new ArrayList<>();
        int used = 0;
        for (Table t : visible) {
            int size = PromptTokens.count(renderer.render(keysTo(t, candidates))) + (chosen.isEmpty() ? 0 : 1);
            if (used + size <= budget) {
                chosen.add(t);
                used += size;
            }
        }
        while (true) {
            Set<TableId> shown = new HashSet<>();
            chosen.forEach(t -> shown.add(t.id()));
            List<Table> out = chosen.stream().map(t -> keysTo(t, shown)).toList();
            String text = renderer.render(out);
            int tokens = PromptTokens.count(text);
            if (tokens <= budget || out.isEmpty()) return new PromptSchema(out, text, Math.min(tokens, budget), budget);
            chosen.remove(chosen.size() - 1);
        }
    }

    /** @return the table with only its foreign keys to tables among {@code shown} */
    private static Table keysTo(Table t, Set<TableId> shown) {
        return new Table(t.id(), t.kind(), t.comment(), t.columns(), t.primaryKey(),
                t.foreignKeys().stream().filter(fk -> shown.contains(fk.target())).toList(), t.rowEstimate(), t.definition());
    }
}
