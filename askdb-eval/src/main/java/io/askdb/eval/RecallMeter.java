package io.askdb.eval;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.linking.SchemaLinker;
import io.askdb.prompt.PromptSchema;
import io.askdb.prompt.TokenCounter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Measures schema-linking recall for one question: the gold tables and columns (named by the
 * dataset, or extracted from the gold SQL with the parser) against the linker's top k tables,
 * k = 5, 10, 20 ({@link LinkingRecall#KS}), and against the schema part of the prompt: the first
 * {@code linkTables} linked tables fitted to the budget in prompt tokens by
 * {@link PromptSchema#fit}, the code the LLM generator sends, with the counter it counts with.
 */
final class RecallMeter {
    private final SchemaLinker linker;
    private final int linkTables;
    private final int budget;
    private final TokenCounter tokens;

    RecallMeter(SchemaLinker linker, int linkTables, int budget, TokenCounter tokens) {
        this.linker = linker;
        this.linkTables = linkTables;
        this.budget = budget;
        this.tokens = tokens;
    }

    /** @return the recall, or null when the question has no gold tables to measure against */
    LinkingRecall measure(EvalQuestion q, Catalog catalog) {
        Set<String> goldTables = new LinkedHashSet<>();
        Set<String> goldColumns = new LinkedHashSet<>();
        if (!q.goldTables().isEmpty()) {
            q.goldTables().forEach(t -> goldTables.add(t.toLowerCase(Locale.ROOT)));
        }
        if (!q.goldSql().isEmpty()) {
            GoldSchema.Gold gold = GoldSchema.of(q.goldSql().get(0), catalog);
            if (goldTables.isEmpty()) goldTables.addAll(gold.tables());
            gold.columns().stream().filter(c -> goldTables.contains(c.substring(0, c.lastIndexOf('.')))).forEach(goldColumns::add);
        }
        if (goldTables.isEmpty()) return null;
        int maxK = LinkingRecall.KS.get(LinkingRecall.KS.size() - 1);
        LinkedSchema all = linker.link(q.question(), q.evidence(), catalog, Math.max(maxK, linkTables));
        LinkedSchema linked = top(all, maxK);
        List<String> rankedNames = new ArrayList<>();
        Map<Integer, Double> tableRecall = new HashMap<>();
        Map<Integer, Double> columnRecall = new HashMap<>();
        for (LinkedTable t : linked.tables()) rankedNames.add(key(t.table(), catalog));
        for (int k : LinkingRecall.KS) {
            List<LinkedTable> top = linked.tables().subList(0, Math.min(k, linked.tables().size()));
            Set<String> tables = new LinkedHashSet<>();
            Set<String> columns = new LinkedHashSet<>();
            for (LinkedTable t : top) {
                String name = key(t.table(), catalog);
                tables.add(name);
                t.columns().forEach(c -> columns.add(name + "." + c.toLowerCase(Locale.ROOT)));
            }
            tableRecall.put(k, share(goldTables, tables));
            if (!goldColumns.isEmpty()) columnRecall.put(k, share(goldColumns, columns));
        }
        PromptSchema prompt = PromptSchema.fit(catalog, top(all, linkTables), budget, tokens);
        Set<String> shownTables = new LinkedHashSet<>();
        Set<String> shownColumns = new LinkedHashSet<>();
        for (Table t : prompt.tables()) {
            String name = key(t.id(), catalog);
            shownTables.add(name);
            t.columns().forEach(c -> shownColumns.add(name + "." + c.name().toLowerCase(Locale.ROOT)));
        }
        List<String> missingTables = goldTables.stream().filter(t -> !shownTables.contains(t)).toList();
        List<String> missingColumns = goldColumns.stream().filter(c -> !shownColumns.contains(c)).toList();
        PromptRecall held = new PromptRecall(missingTables.isEmpty(), goldColumns.isEmpty() ? null : missingColumns.isEmpty(),
                prompt.tokens(), budget, missingTables, missingColumns);
        return new LinkingRecall(List.copyOf(goldTables), List.copyOf(goldColumns), List.copyOf(shownTables), tableRecall, columnRecall,
                rankedNames, held);
    }

    /** @return the linked schema cut to its first {@code k} tables, with the joins among them */
    private static LinkedSchema top(LinkedSchema linked, int k) {
        if (linked.tables().size() <= k) return linked;
        List<LinkedTable> kept = linked.tables().subList(0, k);
        Set<TableId> ids = new HashSet<>();
        kept.forEach(t -> ids.add(t.table()));
        return new LinkedSchema(kept, linked.joinPaths().stream().filter(j -> ids.contains(j.from()) && ids.contains(j.to())).toList(),
                linked.values(), linked.unmatchedTerms());
    }

    /** The form {@link GoldSchema} uses: lower-case name, schema-qualified outside the default schema. */
    static String key(TableId id, Catalog catalog) {
        boolean qualify = id.schema() != null && !id.schema().equalsIgnoreCase(catalog.defaultSchema());
        return (qualify ? id.schema() + "." + id.name() : id.name()).toLowerCase(Locale.ROOT);
    }

    private static double share(Set<String> gold, Set<String> found) {
        long hit = gold.stream().filter(found::contains).count();
        return (double) hit / gold.size();
    }
}
