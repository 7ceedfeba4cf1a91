package io.askdb.langchain4j;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

/**
 * Chooses which tables go into the prompt. A small catalog goes in whole. A large one (more than
 * {@code wholeCatalogMaxTables} tables, or more than {@code charBudget} characters rendered) is cut
 * to the tables whose names, columns, comments or sample values share words with the question,
 * plus the tables one foreign key away from the best matches, added in order of relevance while
 * they fit in the budget. This keeps a 1,000-table catalog out of the context window (case C10).
 * The index of the last catalog seen is kept, so repeated questions on one catalog are cheap.
 */
final class SchemaSelector {
    /** How many best matches have their foreign-key neighbours added. */
    static final int NEIGHBOUR_SEEDS = 5;

    private final int wholeCatalogMaxTables;
    private final int charBudget;
    private final AtomicReference<CatalogIndex> last = new AtomicReference<>();

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
        CatalogIndex index = indexOf(catalog);
        if (catalog.tables().size() <= wholeCatalogMaxTables && index.totalChars <= charBudget) {
            return selection(index, index.profiles, false);
        }
        List<CatalogIndex.Profile> chosen = new ArrayList<>();
        int used = 0;
        for (CatalogIndex.Profile p : candidates(index, Tokens.of(queryText))) {
            int size = p.ddl().length() + (chosen.isEmpty() ? 0 : 2);
            if (used + size <= charBudget || chosen.isEmpty()) {
                chosen.add(p);
                used += size;
            }
        }
        return selection(index, chosen, true);
    }

    private CatalogIndex indexOf(Catalog catalog) {
        CatalogIndex index = last.get();
        if (index == null || index.catalog != catalog) {
            index = new CatalogIndex(catalog);
            last.set(index);
        }
        return index;
    }

    private static SchemaSelection selection(CatalogIndex index, List<CatalogIndex.Profile> chosen, boolean partial) {
        return new SchemaSelection(chosen.stream().map(CatalogIndex.Profile::table).toList(), index.profiles.size(), partial,
                chosen.stream().map(CatalogIndex.Profile::ddl).collect(Collectors.joining("\n\n")));
    }

    /** Matching tables by score, each of the best followed by its neighbours; every table when none match. */
    private static List<CatalogIndex.Profile> candidates(CatalogIndex index, Set<String> question) {
        List<CatalogIndex.Profile> profiles = index.profiles;
        int[] scores = new int[profiles.size()];
        List<Integer> ranked = new ArrayList<>();
        for (int i = 0; i < profiles.size(); i++) {
            scores[i] = profiles.get(i).score(question);
            if (scores[i] > 0) ranked.add(i);
        }
        if (ranked.isEmpty()) return profiles;
        ranked.sort(Comparator.comparing((Integer i) -> -scores[i]).thenComparing(i -> i));
        Set<Integer> ordered = new LinkedHashSet<>();
        for (int r = 0; r < ranked.size(); r++) {
            ordered.add(ranked.get(r));
            if (r < NEIGHBOUR_SEEDS) ordered.addAll(index.neighbours.getOrDefault(ranked.get(r), List.of()));
        }
        return ordered.stream().map(profiles::get).toList();
    }
}
