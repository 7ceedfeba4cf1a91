package io.askdb.eval;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.TableId;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.linking.SchemaLinker;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Measures schema-linking recall for one question: the gold tables and columns (named by the
 * dataset, or extracted from the gold SQL with the parser) against the linker's top k tables,
 * k = 5, 10, 20 ({@link LinkingRecall#KS}).
 */
final class RecallMeter {
    private final SchemaLinker linker;

    RecallMeter(SchemaLinker linker) {
        this.linker = linker;
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
        LinkedSchema linked = linker.link(q.question(), q.evidence(), catalog, maxK);
        List<String> linkedNames = new ArrayList<>();
        Map<Integer, Double> tableRecall = new HashMap<>();
        Map<Integer, Double> columnRecall = new HashMap<>();
        for (LinkedTable t : linked.tables()) linkedNames.add(key(t.table(), catalog));
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
        return new LinkingRecall(List.copyOf(goldTables), List.copyOf(goldColumns), linkedNames, tableRecall, columnRecall);
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
