package io.askdb.langchain4j;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Chooses which tables go into the prompt. A small catalog goes in whole. A large one (more than
 * {@code wholeCatalogMaxTables} tables, or more than {@code charBudget} characters rendered) is cut
 * to the tables whose names, columns, comments or sample values share words with the question,
 * plus the tables one foreign key away from the best matches, added in order of relevance while
 * they fit in the budget. This keeps a 1,000-table catalog out of the context window (case C10).
 */
final class SchemaSelector {
    /** How many best matches have their foreign-key neighbours added. */
    static final int NEIGHBOUR_SEEDS = 5;

    private final int wholeCatalogMaxTables;
    private final int charBudget;

    SchemaSelector(int wholeCatalogMaxTables, int charBudget) {
        this.wholeCatalogMaxTables = wholeCatalogMaxTables;
        this.charBudget = charBudget;
    }

    /**
     * @param catalog   the catalog; not null
     * @param queryText the question, plus any error text from failed attempts
     * @return the selection; its schema text is at most the budget unless a single table is larger
     */
    SchemaSelection select(Catalog catalog, String queryText) {
        SchemaRenderer renderer = new SchemaRenderer(catalog);
        Map<TableId, String> rendered = new HashMap<>();
        int total = 0;
        for (Table t : catalog.tables()) {
            String text = renderer.render(t);
            rendered.put(t.id(), text);
            total += text.length() + 2;
        }
        if (catalog.tables().size() <= wholeCatalogMaxTables && total <= charBudget) {
            return new SchemaSelection(catalog.tables(), catalog.tables().size(), false, renderer.render(catalog.tables()));
        }
        List<Table> chosen = new ArrayList<>();
        int used = 0;
        for (Table t : candidates(catalog, Tokens.of(queryText))) {
            int size = rendered.get(t.id()).length() + (chosen.isEmpty() ? 0 : 2);
            if (used + size <= charBudget || chosen.isEmpty()) {
                chosen.add(t);
                used += size;
            }
        }
        return new SchemaSelection(chosen, catalog.tables().size(), true, renderer.render(chosen));
    }

    /** Matching tables by score, each of the best followed by its neighbours; every table when none match. */
    private List<Table> candidates(Catalog catalog, Set<String> questionTokens) {
        Map<TableId, Integer> scores = new HashMap<>();
        for (Table t : catalog.tables()) scores.put(t.id(), score(t, questionTokens));
        List<Table> ranked = new ArrayList<>(catalog.tables().stream().filter(t -> scores.get(t.id()) > 0).toList());
        if (ranked.isEmpty()) return catalog.tables();
        ranked.sort(Comparator.comparing((Table t) -> -scores.get(t.id())).thenComparing(Table::id));
        Set<Table> ordered = new LinkedHashSet<>();
        for (int i = 0; i < ranked.size(); i++) {
            ordered.add(ranked.get(i));
            if (i < NEIGHBOUR_SEEDS) ordered.addAll(neighbours(catalog, ranked.get(i)));
        }
        return new ArrayList<>(ordered);
    }

    private static List<Table> neighbours(Catalog catalog, Table table) {
        List<Table> out = new ArrayList<>();
        for (ForeignKey fk : table.foreignKeys()) catalog.table(fk.target()).ifPresent(out::add);
        for (Table other : catalog.tables()) {
            if (other.foreignKeys().stream().anyMatch(fk -> fk.target().equals(table.id()))) out.add(other);
        }
        return out;
    }

    /** Weighted count of question words found in the table's name (3), sample values (2), columns and comments (1). */
    static int score(Table table, Set<String> questionTokens) {
        Set<String> columns = new LinkedHashSet<>();
        Set<String> samples = new LinkedHashSet<>();
        Set<String> comments = new LinkedHashSet<>(Tokens.of(table.comment()));
        for (Column c : table.columns()) {
            columns.addAll(Tokens.of(c.name()));
            comments.addAll(Tokens.of(c.comment()));
            c.sampleValues().forEach(v -> samples.addAll(Tokens.of(v)));
        }
        return 3 * overlap(questionTokens, Tokens.of(table.id().name())) + 2 * overlap(questionTokens, samples)
                + overlap(questionTokens, columns) + overlap(questionTokens, comments);
    }

    private static int overlap(Set<String> a, Set<String> b) {
        int n = 0;
        for (String s : a) if (b.contains(s)) n++;
        return n;
    }
}
