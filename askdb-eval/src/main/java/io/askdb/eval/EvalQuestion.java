package io.askdb.eval;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One question of an evaluation set.
 *
 * @param id         stable id within the dataset (the reader's row number when the file has none,
 *                   e.g. "17"); not blank; used by {@code --resume} and in reports
 * @param db         the database id (Spider's and BIRD's {@code db_id}, defog's {@code db_name});
 *                   not blank
 * @param question   the question text; not blank
 * @param evidence   evidence or instructions given with the question (BIRD {@code evidence},
 *                   defog {@code instructions}), or empty; never null
 * @param goldSql    the gold SQL, one entry per acceptable alternative (defog lists several;
 *                   its {@code {a,b}} column choices are already expanded); may be empty only for
 *                   linking-only sets such as BEAVER
 * @param tags       breakdown keys and values, e.g. {@code category=group_by},
 *                   {@code difficulty=simple}; never null
 * @param goldTables tables the dataset itself names as used by the gold SQL (BEAVER's
 *                   {@code gold_tables}), or empty when they are to be extracted from the gold SQL
 * @since 0.1
 */
public record EvalQuestion(String id, String db, String question, String evidence, List<String> goldSql,
                           Map<String, String> tags, List<String> goldTables) {
    public EvalQuestion {
        if (id == null || id.isBlank()) throw new IllegalArgumentException("EvalQuestion.id must not be blank");
        if (db == null || db.isBlank()) throw new IllegalArgumentException("EvalQuestion.db must not be blank (question " + id + ")");
        if (question == null || question.isBlank()) {
            throw new IllegalArgumentException("EvalQuestion.question must not be blank (question " + id + ")");
        }
        evidence = evidence == null ? "" : evidence.strip();
        goldSql = goldSql == null ? List.of() : List.copyOf(goldSql);
        tags = tags == null ? Map.of() : Map.copyOf(tags);
        goldTables = goldTables == null ? List.of() : List.copyOf(goldTables);
        Objects.requireNonNull(goldSql);
    }
}
