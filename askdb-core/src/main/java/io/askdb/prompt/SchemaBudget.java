package io.askdb.prompt;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.linking.JoinPath;
import io.askdb.linking.LinkedTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Spends a budget of prompt tokens (as the given {@link TokenCounter} counts them) on linked
 * tables, in the linker's order, in three passes: whole tables while they fit in the first
 * {@value #WHOLE_SHARE_PERCENT}% of the budget (the best matches, whose every column the question
 * may need); then, for each table not yet shown, only its
 * essential columns (those the linker matched to the question, and the keys that join it: a bridge
 * table comes with its keys) while they fit in the whole budget, a table that does not fit being
 * skipped; then the rest of the columns of each table shown, in order, where the whole table fits.
 * A table shown in part ends with a line saying how many columns are not shown. Foreign keys are
 * shown only between tables shown, and a key only when all its columns are. The join lines
 * ({@link JoinLines}) between tables shown are spent from the same budget as each table is added,
 * at most {@value #JOIN_SHARE_PERCENT}% of it, the lines of the earlier tables first.
 * The text and the join lines are counted once more whole, and the last table dropped while they
 * are over the budget (the tokens of joined parts can differ from the sum of the parts by a few).
 *
 * <p>The shares are a trade, measured on BEAVER (dw and nw, 209 questions; linker order of
 * {@code JoinTree} with a step of 3) at 8,000 tokens, as the questions with every gold table /
 * every gold column in the prompt. Whole-table share with join lines capped at 3%: 55% gave 96.2 /
 * 90.0%, 60% gave 95.2 / 90.0%; with the cap at 5%: 50% gave 96.2 / 86.6%, 60% gave 94.3 / 89.5%;
 * join lines not capped: 40, 50, 55, 60, 70% gave 96.2 / 79.4, 95.2 / 86.1, 94.3 / 89.0, 92.8 /
 * 88.5, 92.8 / 90.0%. More whole tables keep more of the columns a question reads without naming
 * them, fewer keep more of the tables; dw's join lines (inferred, 40 tokens each) compete with
 * its tables, nw's (declared) are foreign-key clauses already.
 */
final class SchemaBudget {
    static final int WHOLE_SHARE_PERCENT = 55;
    /** The most of the budget join lines may take; lines past it (those of the later tables) are left out. */
    static final int JOIN_SHARE_PERCENT = 3;

    private final Catalog catalog;
    private final SchemaRenderer renderer;
    private final int budget;
    private final List<JoinPath> paths;
    private final TokenCounter counter;
    private final int[] pathTokens;
    private final int joinCap;
    private int joinSpent;

    SchemaBudget(Catalog catalog, int budget, List<JoinPath> paths, TokenCounter counter) {
        this.catalog = catalog;
        this.counter = counter;
        this.renderer = new SchemaRenderer(catalog);
        this.budget = budget;
        this.paths = paths;
        this.joinCap = (int) ((long) budget * JOIN_SHARE_PERCENT / 100);
        this.pathTokens = new int[paths.size()];
        for (int i = 0; i < paths.size(); i++) {
            JoinPath p = paths.get(i);
            // a declared key is a FOREIGN KEY clause of the table shown, counted with it; an inferred one is a line
            boolean known = catalog.table(p.from()).isPresent() && catalog.table(p.to()).isPresent();
            pathTokens[i] = p.declared() || !known ? 0 : 1 + counter.count(JoinLines.of(catalog, List.of(p),
                    List.of(catalog.table(p.from()).get(), catalog.table(p.to()).get())).stream().findFirst().orElse(""));
        }
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
            int joins = joinTokens(t, chosen.keySet());
            int size = size(t, allColumns(t), candidates, chosen.isEmpty()) + joins;
            if (used + size > wholeLimit) break;
            chosen.put(t.id(), new Shown(t, allColumns(t)));
            used += size;
            joinSpent += joins;
        }
        for (int i = 0; i < visible.size(); i++) {
            Table t = visible.get(i);
            if (chosen.containsKey(t.id())) continue;
            Set<String> essential = essential(t, linked.get(i));
            int joins = joinTokens(t, chosen.keySet());
            int size = size(t, essential, candidates, chosen.isEmpty()) + joins;
            if (used + size <= budget) {
                chosen.put(t.id(), new Shown(t, essential));
                used += size;
                joinSpent += joins;
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
            String joins = String.join("\n", capped(JoinLines.of(catalog, byLaterTable(tables), tables)));
            int tokens = counter.count(text) + counter.count(joins);
            if (tokens <= budget || shown.isEmpty()) return new PromptSchema(tables, text, joins, Math.min(tokens, budget), budget);
            shown = shown.subList(0, shown.size() - 1);
        }
    }

    /** @return the join paths ordered by the later of their two tables in the order shown (stable) */
    private List<JoinPath> byLaterTable(List<Table> shown) {
        java.util.Map<TableId, Integer> at = new java.util.HashMap<>();
        for (int i = 0; i < shown.size(); i++) at.put(shown.get(i).id(), i);
        List<JoinPath> sorted = new ArrayList<>(paths);
        sorted.sort(java.util.Comparator.comparingInt(p -> Math.max(at.getOrDefault(p.from(), Integer.MAX_VALUE),
                at.getOrDefault(p.to(), Integer.MAX_VALUE))));
        return sorted;
    }

    /** @return the first lines whose tokens (each with its line break) stay within the join share of the budget */
    private List<String> capped(List<String> lines) {
        List<String> kept = new ArrayList<>();
        int spent = 0;
        for (String line : lines) {
            int tokens = 1 + counter.count(line);
            if (spent + tokens > joinCap) break;
            kept.add(line);
            spent += tokens;
        }
        return kept;
    }

    /**
     * @return the tokens of the join lines the table brings (its joins to itself and to the tables
     *         already chosen), as far as the join share of the budget has room for them
     */
    private int joinTokens(Table t, Set<TableId> chosen) {
        int tokens = 0;
        for (int i = 0; i < paths.size(); i++) {
            JoinPath p = paths.get(i);
            boolean from = p.from().equals(t.id()) && (chosen.contains(p.to()) || p.to().equals(t.id()));
            boolean to = p.to().equals(t.id()) && chosen.contains(p.from());
            if (from || to) tokens += pathTokens[i];
        }
        return Math.min(tokens, joinCap - joinSpent);
    }

    private int size(Table t, Set<String> columns, Set<TableId> candidates, boolean first) {
        Table narrowed = narrowed(t, columns, candidates);
        return counter.count(renderer.render(narrowed, t.columns().size() - narrowed.columns().size())) + (first ? 0 : 1);
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
