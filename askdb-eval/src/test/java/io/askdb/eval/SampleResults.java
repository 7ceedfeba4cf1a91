package io.askdb.eval;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** A fixed set of five question results whose summary is worked out by hand in the tests. */
final class SampleResults {
    private SampleResults() {
    }

    static List<QuestionResult> five() {
        return List.of(
                result("1", "chinook", Map.of("category", "group_by", "difficulty", "simple"), Verdict.CORRECT, 0,
                        recall(Map.of(5, 1.0, 10, 1.0, 20, 1.0), Map.of(5, 0.5, 10, 1.0, 20, 1.0)), 1, 1000, 100, 800, 1000),
                result("2", "chinook", Map.of("category", "join", "difficulty", "hard"), Verdict.WRONG_RESULT, 2,
                        recall(Map.of(5, 0.5, 10, 1.0, 20, 1.0), Map.of()), 3, 3000, 300, 2400, 3000),
                result("3", "defog_academic", Map.of("category", "join"), Verdict.SQL_ERROR, 1, null, 2, 2000, 200, 1500, 2500),
                result("4", "defog_academic", Map.of("category", "group_by"), Verdict.GOLD_ERROR, 0, null, 1, 500, 50, 400, 600),
                result("5", "chinook", Map.of(), Verdict.CLARIFICATION, 0, null, 1, 400, 40, 300, 450));
    }

    static QuestionResult result(String id, String db, Map<String, String> tags, Verdict verdict, int repairs,
                                 LinkingRecall linking, int calls, long in, long out, long modelMillis, long elapsedMillis) {
        boolean ran = verdict == Verdict.CORRECT || verdict == Verdict.WRONG_RESULT;
        return new QuestionResult(id, db, "How many tracks are there in question " + id + "?", tags,
                List.of("SELECT count(*) FROM track"), ran ? "SELECT COUNT(*) FROM track" : null, verdict,
                ran ? null : "no such column: trak", List.of(List.of(3503L)), ran ? List.of(List.of(3503L)) : List.of(),
                1, ran ? 1 : -1, repairs, linking, calls, in, out, modelMillis, elapsedMillis);
    }

    /** A result whose preview rows hold every kind of cell a ResultTable may hold. */
    static QuestionResult withEveryCellKind() {
        List<List<Object>> gold = List.of(
                Arrays.asList(1L, new BigDecimal("1.00"), "Rock", true, null),
                Arrays.asList(-7L, new BigDecimal("0.000001"), "", false, List.of(1L, "a")),
                Arrays.asList(0L, new BigDecimal("12345678901234567890.5"), "ü \"quoted\"\nline", true,
                        Map.of("base64", "AAE=", "length", 2L)));
        return new QuestionResult("q-7", "chinook", "Which genres?", Map.of("category", "select"),
                List.of("SELECT name FROM genre ORDER BY name", "SELECT name FROM genre"), "SELECT Name FROM Genre",
                Verdict.WRONG_RESULT, null, gold, List.of(List.of("Jazz")), 25, 24, 1,
                recall(Map.of(5, 1.0, 10, 1.0, 20, 1.0), Map.of(5, 0.25)), 2, 1234, 56, 700, 900);
    }

    static LinkingRecall recall(Map<Integer, Double> tables, Map<Integer, Double> columns) {
        return new LinkingRecall(List.of("track"), columns.isEmpty() ? List.of() : List.of("track.name"),
                List.of("track", "album"), tables, columns);
    }
}
