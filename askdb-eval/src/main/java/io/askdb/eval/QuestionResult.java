package io.askdb.eval;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything measured for one question: enough to inspect a miss without running anything again.
 *
 * @param id              the question's id in its dataset; not blank
 * @param db              the database id; not blank
 * @param question        the question text; not null
 * @param tags            breakdown tags (category, difficulty); not null
 * @param goldSql         the gold alternatives; not null
 * @param predictedSql    the SQL askdb ran or tried last, or null when none was written
 * @param verdict         the outcome; not null
 * @param error           the error, refusal or decline reason, or null when correct or wrong
 * @param goldFirstRows   up to the first 5 gold rows (of the alternative compared); not null
 * @param predictedFirstRows up to the first 5 predicted rows; not null
 * @param goldRowCount    gold rows, or -1 when the gold SQL did not run
 * @param predictedRowCount predicted rows, or -1 when the prediction did not run
 * @param repairs         repair attempts used (attempts after the first), at least 0
 * @param linking         linking recall, or null when not measured (no linker or no gold tables)
 * @param modelCalls      model calls, at least 0
 * @param inputTokens     prompt tokens, at least 0
 * @param outputTokens    completion tokens, at least 0
 * @param modelMillis     milliseconds waiting for the model, at least 0
 * @param elapsedMillis   wall-clock milliseconds for the whole question in askdb (generation,
 *                        guard, execution, repair, explanation), at least 0
 * @since 0.1
 */
public record QuestionResult(String id, String db, String question, Map<String, String> tags, List<String> goldSql,
                             String predictedSql, Verdict verdict, String error,
                             List<List<Object>> goldFirstRows, List<List<Object>> predictedFirstRows,
                             int goldRowCount, int predictedRowCount, int repairs, LinkingRecall linking,
                             int modelCalls, long inputTokens, long outputTokens, long modelMillis, long elapsedMillis) {
    /** How many rows of each result a question result keeps. */
    public static final int PREVIEW_ROWS = 5;

    public QuestionResult {
        if (id == null || id.isBlank()) throw new IllegalArgumentException("QuestionResult.id must not be blank");
        Objects.requireNonNull(db, "QuestionResult.db");
        Objects.requireNonNull(question, "QuestionResult.question");
        Objects.requireNonNull(verdict, "QuestionResult.verdict");
        tags = tags == null ? Map.of() : Map.copyOf(tags);
        goldSql = goldSql == null ? List.of() : List.copyOf(goldSql);
        goldFirstRows = preview(goldFirstRows);
        predictedFirstRows = preview(predictedFirstRows);
        if (repairs < 0 || modelCalls < 0 || inputTokens < 0 || outputTokens < 0 || modelMillis < 0 || elapsedMillis < 0) {
            throw new IllegalArgumentException("QuestionResult counts and times must be >= 0 (question " + id + ")");
        }
    }

    /** @return askdb's own milliseconds: elapsed time without the time spent waiting for the model */
    public long askdbMillis() {
        return Math.max(0, elapsedMillis - modelMillis);
    }

    private static List<List<Object>> preview(List<List<Object>> rows) {
        if (rows == null) return List.of();
        return rows.stream().limit(PREVIEW_ROWS).map(r -> java.util.Collections.unmodifiableList(new java.util.ArrayList<>(r))).toList();
    }
}
