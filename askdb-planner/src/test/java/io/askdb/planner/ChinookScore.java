package io.askdb.planner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.semantic.SemanticModels;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Test-only: scores a planner on the Chinook eval set (../data/chinook/eval.jsonl) by running the
 * predicted and each gold SQL on Chinook and comparing results as multisets of rows (in order when
 * the gold SQL has ORDER BY); cells are compared as text, numbers rounded to 4 decimals, and the
 * cells of a row in any column order. Writes a summary by kind to target/chinook-score.md.
 */
final class ChinookScore {
    static final Path EVAL = Path.of("..", "data", "chinook", "eval.jsonl");
    static final Path MODEL = Path.of("..", "data", "chinook", "semantic.yaml");

    /** Counts for one kind of question. */
    static final class Tally {
        int questions, answered, correct;
        final List<String> wrong = new ArrayList<>();
    }

    private ChinookScore() {
    }

    static Catalog jdbcCatalog() {
        return new JdbcCatalogProvider(ReadOnlyConnectionSource.of(ChinookFixture.DATABASE.toString(), new Properties()),
                CatalogOptions.DEFAULT).catalog();
    }

    static KeywordPlanner withModel(Catalog catalog) {
        return new KeywordPlanner(SemanticModels.read(MODEL, catalog));
    }

    /** @return tallies by kind, plus "all" */
    static Map<String, Tally> score(KeywordPlanner planner, Catalog catalog) throws IOException {
        Map<String, Tally> byKind = new TreeMap<>();
        ObjectMapper json = new ObjectMapper();
        for (String line : Files.readAllLines(EVAL)) {
            if (line.isBlank()) continue;
            JsonNode q = json.readTree(line);
            String kind = q.path("tags").path("kind").asText("none");
            Generation g = planner.generate(new GenerationRequest(q.get("question").asText(), catalog, List.of()));
            boolean answered = g instanceof CandidateSql;
            boolean correct = answered && matchesAnyGold(((CandidateSql) g).sql(), q.get("sql"));
            for (String k : List.of(kind, "all")) {
                Tally t = byKind.computeIfAbsent(k, x -> new Tally());
                t.questions++;
                if (answered) t.answered++;
                if (correct) t.correct++;
                if (answered && !correct) t.wrong.add(q.get("id").asText() + " " + q.get("question").asText());
            }
        }
        return byKind;
    }

    static String report(Map<String, Tally> byKind) {
        StringBuilder s = new StringBuilder("| kind | questions | answered | correct | coverage | precision | EX |\n|---|---:|---:|---:|---:|---:|---:|\n");
        byKind.forEach((k, t) -> s.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %.1f%% | %s | %.1f%% |%n", k, t.questions,
                t.answered, t.correct, 100.0 * t.answered / t.questions,
                t.answered == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * t.correct / t.answered),
                100.0 * t.correct / t.questions)));
        s.append("\nWrong: ").append(byKind.get("all").wrong).append('\n');
        return s.toString();
    }

    static void write(String name, Map<String, Tally> byKind) throws IOException {
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", name), report(byKind));
    }

    private static boolean matchesAnyGold(String predicted, JsonNode gold) {
        List<List<String>> mine;
        try {
            mine = rows(predicted);
        } catch (SQLException e) {
            return false;
        }
        List<String> golds = new ArrayList<>();
        if (gold.isArray()) gold.forEach(n -> golds.add(n.asText()));
        else golds.add(gold.asText());
        for (String sql : golds) {
            try {
                List<List<String>> expected = rows(sql);
                boolean ordered = sql.toUpperCase(Locale.ROOT).contains("ORDER BY");
                if (ordered ? expected.equals(mine) : sorted(expected).equals(sorted(mine))) return true;
            } catch (SQLException e) {
                // a gold alternative that does not run cannot match; the others are still compared
            }
        }
        return false;
    }

    private static List<List<String>> rows(String sql) throws SQLException {
        List<List<String>> out = new ArrayList<>();
        for (List<Object> row : ChinookFixture.run(sql)) {
            List<String> cells = new ArrayList<>();
            for (Object o : row) cells.add(cell(o));
            cells.sort(Comparator.naturalOrder());
            out.add(cells);
        }
        return out;
    }

    private static String cell(Object o) {
        if (o == null) return "null";
        if (o instanceof Number n) return new BigDecimal(n.toString()).setScale(4, RoundingMode.HALF_UP).toPlainString();
        return o.toString();
    }

    private static List<List<String>> sorted(List<List<String>> rows) {
        List<List<String>> copy = new ArrayList<>(rows);
        copy.sort(Comparator.comparing(Object::toString));
        return copy;
    }
}
