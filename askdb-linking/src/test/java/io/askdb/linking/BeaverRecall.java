package io.askdb.linking;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Measures table recall of {@link SchemaIndex}, lexical and hybrid, on BEAVER (data/beaver: dev_tables.json,
 * dev_dw.json, dev_nw.json): recall@k is the mean over questions of |gold ∩ top-k| / |gold|,
 * table names compared case-insensitively; then times a persisted hybrid index of all tables
 * merged into one catalog, built cold and reopened. Not a test; run by hand:
 * {@code java -cp ... io.askdb.linking.BeaverRecall ../data/beaver [--misses]}.
 */
public final class BeaverRecall {
    private static final int[] KS = {5, 10, 20};
    private static final String SEP = "#sep#";

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "../data/beaver");
        boolean misses = args.length > 1 && args[1].equals("--misses");
        ObjectMapper json = new ObjectMapper();
        Map<String, Catalog> catalogs = catalogs(json.readTree(dir.resolve("dev_tables.json").toFile()));
        long load = System.nanoTime();
        TextEmbedder.miniLm().embed("warm up");
        System.out.printf(Locale.ROOT, "MiniLM load: %.0f ms%n", (System.nanoTime() - load) / 1e6);
        for (LinkerMode mode : LinkerMode.values()) {
            System.out.println("== " + mode);
            Map<String, SchemaIndex> indexes = new TreeMap<>();
            long start = System.nanoTime();
            catalogs.forEach((db, catalog) -> indexes.put(db, SchemaIndex.build(catalog, mode)));
            double buildMs = (System.nanoTime() - start) / 1e6;
            List<Double> latencies = new ArrayList<>();
            double[] all = new double[KS.length];
            int allCount = 0;
            for (String file : List.of("dev_dw.json", "dev_nw.json")) {
                double[] sums = new double[KS.length];
                JsonNode questions = json.readTree(dir.resolve(file).toFile());
                for (JsonNode q : questions) {
                    Set<String> gold = new java.util.HashSet<>();
                    q.get("gold_tables").forEach(g -> gold.add(afterSep(g.asText()).toLowerCase(Locale.ROOT)));
                    long t0 = System.nanoTime();
                    LinkedSchema linked = indexes.get(q.get("db_id").asText()).link(q.get("question").asText(), "", 20);
                    latencies.add((System.nanoTime() - t0) / 1e6);
                    List<String> names = linked.top(20).stream().map(id -> id.name().toLowerCase(Locale.ROOT)).toList();
                    for (int k = 0; k < KS.length; k++) {
                        int kk = KS[k];
                        long hit = gold.stream().filter(g -> names.subList(0, Math.min(kk, names.size())).contains(g)).count();
                        sums[k] += (double) hit / gold.size();
                    }
                    if (misses) {
                        List<String> missed = gold.stream().filter(g -> !names.subList(0, Math.min(10, names.size())).contains(g)).toList();
                        if (!missed.isEmpty()) System.out.printf("MISS@10 %s%n   gold=%s missed=%s%n   top10=%s%n",
                                q.get("question").asText(), gold, missed, names.subList(0, Math.min(10, names.size())));
                    }
                }
                System.out.printf(Locale.ROOT, "%-12s n=%3d  %s%n", file, questions.size(), format(sums, questions.size()));
                for (int k = 0; k < KS.length; k++) all[k] += sums[k];
                allCount += questions.size();
            }
            System.out.printf(Locale.ROOT, "%-12s n=%3d  %s%n", "overall", allCount, format(all, allCount));
            latencies.sort(Double::compare);
            System.out.printf(Locale.ROOT, "index build: %.1f ms for %d tables in %d databases; link latency median %.2f ms, p95 %.2f ms%n",
                    buildMs, indexes.values().stream().mapToInt(SchemaIndex::tableCount).sum(), indexes.size(),
                    latencies.get(latencies.size() / 2), latencies.get((int) (latencies.size() * 0.95)));
        }
        Catalog whole = new Catalog(Dialect.MYSQL, null, catalogs.values().stream().flatMap(c -> c.tables().stream())
                .collect(Collectors.toMap(Table::id, t -> t, (a, b) -> a)).values().stream().toList());
        Path store = java.nio.file.Files.createTempDirectory("beaver-index");
        IndexStats cold = SchemaIndexStore.open(store).index(whole, IndexProgress.NONE);
        IndexStats warm = SchemaIndexStore.open(store).index(whole, IndexProgress.NONE);
        System.out.printf(Locale.ROOT, "persisted hybrid index of all %d tables: cold build %d ms, reopen %d ms (%d reused)%n",
                whole.tables().size(), cold.millis(), warm.millis(), warm.reused());
        SchemaIndexStore reopened = SchemaIndexStore.open(store);
        reopened.index(whole, IndexProgress.NONE);
        SchemaIndex merged = reopened.current(whole);
        List<Double> times = new ArrayList<>();
        for (String file : List.of("dev_dw.json", "dev_nw.json")) {
            for (JsonNode q : json.readTree(dir.resolve(file).toFile())) {
                long t0 = System.nanoTime();
                merged.link(q.get("question").asText(), "", 20);
                times.add((System.nanoTime() - t0) / 1e6);
            }
        }
        times.sort(Double::compare);
        System.out.printf(Locale.ROOT, "hybrid link over all %d tables: median %.2f ms, p95 %.2f ms%n", whole.tables().size(),
                times.get(times.size() / 2), times.get((int) (times.size() * 0.95)));
    }

    private static String format(double[] sums, int n) {
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < KS.length; k++) out.append(String.format(Locale.ROOT, "recall@%d=%.3f  ", KS[k], sums[k] / n));
        return out.toString().trim();
    }

    private static Map<String, Catalog> catalogs(JsonNode tables) {
        Map<String, List<Table>> byDb = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = tables.fields(); it.hasNext(); ) {
            JsonNode t = it.next().getValue();
            List<Column> columns = new ArrayList<>();
            for (int i = 0; i < t.get("column_names_original").size(); i++) {
                columns.add(new Column(t.get("column_names_original").get(i).asText(),
                        t.get("column_types").get(i).asText(), Types.OTHER, true, null, List.of()));
            }
            List<String> pk = new ArrayList<>();
            if (t.has("primary_key")) t.get("primary_key").forEach(c -> pk.add(c.asText()));
            List<ForeignKey> fks = new ArrayList<>();
            if (t.has("foreign_key")) {
                t.get("foreign_key").forEach(fk -> fks.add(new ForeignKey(null, List.of(fk.get("column_name").asText()),
                        new TableId(null, afterSep(fk.get("referenced_table_name").asText())),
                        List.of(fk.get("referenced_column_name").asText()))));
            }
            byDb.computeIfAbsent(t.get("db_id").asText(), k -> new ArrayList<>()).add(new Table(
                    new TableId(null, t.get("table_name_original").asText()), Table.Kind.TABLE, null, columns, pk, fks, -1));
        }
        return byDb.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey,
                e -> new Catalog(Dialect.MYSQL, null, e.getValue()), (a, b) -> a, TreeMap::new));
    }

    private static String afterSep(String key) {
        int i = key.indexOf(SEP);
        return i < 0 ? key : key.substring(i + SEP.length());
    }
}
