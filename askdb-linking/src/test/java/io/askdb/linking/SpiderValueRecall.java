package io.askdb.linking;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.DistinctValueOptions;
import io.askdb.jdbc.DistinctValueReader;
import io.askdb.jdbc.DistinctValues;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Measures value linking ({@link IndexedValueLinker}, 8 matches per question as the pipeline asks)
 * on Spider's train set: for every {@code step}-th question, the string literals of its gold SQL
 * compared with {@code =} or {@code IN} (LIKE patterns and numbers left out) are looked up among
 * the stored values offered. A literal is offered when some match's stored value equals it
 * exactly; an offered value is extra when it equals (ignoring case) no string literal of the gold
 * SQL. With {@code --joined}, only questions that write a gold literal of several words verbatim
 * are kept, and each such mention is written without its spaces ("North Carolina" as
 * "NorthCarolina"), measuring linking regardless of spacing. Not a test; run by hand:
 * {@code java -cp ... io.askdb.linking.SpiderValueRecall <spider-train dir> [step] [--misses] [--joined]}.
 */
public final class SpiderValueRecall {
    private static final Pattern LITERAL = Pattern.compile("'((?:[^']|'')*)'|\"((?:[^\"]|\"\")*)\"");
    private static final Pattern LIKE_BEFORE = Pattern.compile("(?i)\\blike\\s*$");
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+(\\.[0-9]+)?");

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        int step = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        boolean misses = List.of(args).contains("--misses");
        boolean joined = List.of(args).contains("--joined");
        JsonNode train = new ObjectMapper().readTree(dir.resolve("train.json").toFile());
        Map<String, List<JsonNode>> byDb = new LinkedHashMap<>();
        for (int i = 0; i < train.size(); i += step) {
            JsonNode q = train.get(i);
            if (joined) {
                String question = q.get("question").asText();
                String respelled = question;
                for (String g : equalityLiterals(q.get("query").asText())) {
                    if (g.contains(" ") && question.contains(g)) respelled = respelled.replace(g, g.replace(" ", ""));
                }
                if (respelled.equals(question)) continue;
                q = ((com.fasterxml.jackson.databind.node.ObjectNode) q.deepCopy()).put("question", respelled);
            }
            byDb.computeIfAbsent(q.get("db_id").asText(), k -> new ArrayList<>()).add(q);
        }
        Path tmp = Files.createTempDirectory("spider-values");
        int questions = 0, withLiterals = 0, literals = 0, offered = 0, offeredIgnoringCase = 0, matches = 0, extra = 0, questionsWithExtra = 0;
        for (Map.Entry<String, List<JsonNode>> e : byDb.entrySet()) {
            Path db = dir.resolve("database").resolve(e.getKey()).resolve(e.getKey() + ".sqlite");
            if (!Files.exists(db)) continue;
            ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(db.toString(), null);
            Catalog catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
            DistinctValueReader reader = new DistinctValueReader(source, DistinctValueOptions.DEFAULT);
            IndexedValueLinker linker = new IndexedValueLinker(ValueIndexStore.open(tmp.resolve(e.getKey())), tables -> {
                DistinctValues d = reader.read(tables);
                return new ValueBatch(d.columns().stream().map(c -> new StoredColumn(c.table(), c.column(), c.values())).toList(), d.notReached());
            });
            for (JsonNode q : e.getValue()) {
                questions++;
                String sql = q.get("query").asText();
                Set<String> gold = equalityLiterals(sql);
                Set<String> anyLiteral = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
                anyLiteral.addAll(allLiterals(sql));
                List<ValueMatch> found = linker.link(q.get("question").asText(), catalog, 8);
                Set<String> stored = new TreeSet<>();
                for (ValueMatch m : found) stored.add(m.stored());
                Set<String> storedIgnoringCase = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
                storedIgnoringCase.addAll(stored);
                if (!gold.isEmpty()) withLiterals++;
                literals += gold.size();
                List<String> missed = new ArrayList<>();
                for (String g : gold) {
                    if (stored.contains(g)) offered++;
                    else missed.add(g);
                    if (storedIgnoringCase.contains(g)) offeredIgnoringCase++;
                }
                matches += stored.size();
                List<String> wrong = stored.stream().filter(s -> !anyLiteral.contains(s)).toList();
                extra += wrong.size();
                if (!wrong.isEmpty()) questionsWithExtra++;
                if (misses && (!missed.isEmpty() || !wrong.isEmpty())) {
                    System.out.println(e.getKey() + " | " + q.get("question").asText() + " | missed " + missed + " | extra " + wrong);
                }
            }
        }
        System.out.printf(Locale.ROOT, "questions %d (every %d-th of %d), with equality string literals %d%n", questions, step, train.size(), withLiterals);
        System.out.printf(Locale.ROOT, "gold literals %d: offered exactly %d (%.1f%%), offered ignoring case %d%n",
                literals, offered, 100.0 * offered / Math.max(1, literals), offeredIgnoringCase);
        System.out.printf(Locale.ROOT, "distinct values offered %d, extra (no gold literal) %d in %d questions%n", matches, extra, questionsWithExtra);
    }

    /** @return the string literals compared by = or IN (not LIKE patterns, not numbers), unquoted */
    static Set<String> equalityLiterals(String sql) {
        Set<String> out = new TreeSet<>();
        Matcher m = LITERAL.matcher(sql);
        while (m.find()) {
            String text = unquoted(m);
            if (LIKE_BEFORE.matcher(sql.substring(0, m.start())).find() || text.isBlank() || NUMBER.matcher(text.strip()).matches()) continue;
            out.add(text);
        }
        return out;
    }

    private static List<String> allLiterals(String sql) {
        List<String> out = new ArrayList<>();
        Matcher m = LITERAL.matcher(sql);
        while (m.find()) out.add(unquoted(m).replace("%", ""));
        return out;
    }

    private static String unquoted(Matcher m) {
        return m.group(1) != null ? m.group(1).replace("''", "'") : m.group(2).replace("\"\"", "\"");
    }
}
