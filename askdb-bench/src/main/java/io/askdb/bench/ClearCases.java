package io.askdb.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clear set: Spider training questions answered with their own gold SQL, as a strong model
 * that writes the right query would, each also asked in its Spider-Syn paraphrase. The replies
 * rate themselves 60 to 95 (by position, so every run is the same) and, in turn, name no
 * ambiguous term, or an output-shaping one: the ordering or id phrase the question holds ("in
 * descending order of age", "with their ids"), else "the order of the results", with a
 * clarification that offers alternatives ("ascending or descending?"). Each should be answered.
 *
 * <p>The sample: {@code databases} databases drawn with the seed from those whose files exist,
 * then {@code questions} questions drawn with the seed from theirs.
 */
final class ClearCases {
    private static final Pattern SHAPING = Pattern.compile("(?i)\\b(in (?:the )?(?:\\w+ ){0,2}order(?: of [\\w ]+?)?(?=[,.?]|$)"
            + "|(?:sorted|ordered) by [\\w ]+?(?=[,.?]|$)|with (?:their|its|the) ids?\\b|(?:alphabetically|in alphabetical order))");

    private ClearCases() {
    }

    /**
     * @param spider    the folder holding {@code train.json} and {@code database/<db>/<db>.sqlite}; not null
     * @param databases how many databases to draw
     * @param questions how many questions to draw from them
     * @param seed      the seed of both draws
     * @return the cases: each question, then its paraphrase when the data has one
     */
    static List<CalibrationCase> sample(Path spider, int databases, int questions, long seed) {
        Map<String, List<JsonNode>> byDb = new LinkedHashMap<>();
        for (JsonNode q : read(spider.resolve("train.json"))) {
            String db = q.get("db_id").asText();
            if (Files.isRegularFile(Calibration.sqlite(spider, db))) byDb.computeIfAbsent(db, k -> new ArrayList<>()).add(q);
        }
        List<String> dbs = new ArrayList<>(new TreeSet<>(byDb.keySet()));
        Collections.shuffle(dbs, new Random(seed));
        List<JsonNode> pool = new ArrayList<>();
        dbs.subList(0, Math.min(databases, dbs.size())).forEach(db -> pool.addAll(byDb.get(db)));
        Collections.shuffle(pool, new Random(seed));
        List<CalibrationCase> out = new ArrayList<>();
        int i = 0;
        for (JsonNode q : pool.subList(0, Math.min(questions, pool.size()))) {
            String db = q.get("db_id").asText();
            String sql = q.get("query").asText();
            out.add(clear("clear", db, q.get("question").asText(), sql, i));
            if (q.hasNonNull("question_syn") && !q.get("question_syn").asText().isBlank()) {
                out.add(clear("clear.syn", db, q.get("question_syn").asText(), sql, i));
            }
            i++;
        }
        return out;
    }

    private static CalibrationCase clear(String kind, String db, String question, String sql, int i) {
        int confidence = 60 + (i * 7) % 36;
        if (i % 2 == 0) return new CalibrationCase(kind, db, question, sql, List.of(), confidence, "", false);
        Matcher m = SHAPING.matcher(question);
        String term = m.find() ? m.group(1).strip() : "the order of the results";
        return new CalibrationCase(kind + ".shaping", db, question, sql, List.of(term), confidence,
                "Should the results be in ascending or descending order?", false);
    }

    static JsonNode read(Path file) {
        try {
            return new ObjectMapper().readTree(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
