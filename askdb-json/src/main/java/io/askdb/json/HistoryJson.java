package io.askdb.json;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.history.HistoryEntry;
import java.util.List;

/**
 * The JSON of one history entry ({@code askdb history --json}, {@code GET /api/history}). Fields
 * are only appended.
 *
 * @since 0.2
 */
public record HistoryJson(@JsonProperty("id") long id, @JsonProperty("created_at") String createdAt,
                          @JsonProperty("database") String database, @JsonProperty("question") String question,
                          @JsonProperty("status") String status, @JsonProperty("sql") String sql,
                          @JsonProperty("attempts") List<AnswerJson.AttemptJson> attempts,
                          @JsonProperty("row_count") Integer rowCount,
                          @JsonProperty("generator") String generator, @JsonProperty("elapsed_ms") long elapsedMs,
                          @JsonProperty("reason") String reason, @JsonProperty("conversation_id") String conversationId,
                          @JsonProperty("rewritten_question") String rewrittenQuestion,
                          @JsonProperty("trace") List<TraceStepJson> trace) {

    /**
     * @param e a recorded entry; not null
     * @return its JSON; a row count of -1 (no result) becomes absent
     */
    public static HistoryJson of(HistoryEntry e) {
        return new HistoryJson(e.id(), e.createdAt().toString(), e.database(), e.question(), e.status().wireName(), e.sql(),
                e.attempts().stream().map(a -> new AnswerJson.AttemptJson(a.sql(), a.error())).toList(),
                e.rowCount() < 0 ? null : e.rowCount(), e.generator(), e.elapsedMs(), e.reason(),
                AnswerJson.absentIfEmpty(e.conversationId()), AnswerJson.absentIfEmpty(e.rewrittenQuestion()),
                TraceStepJson.of(e.trace()));
    }
}
