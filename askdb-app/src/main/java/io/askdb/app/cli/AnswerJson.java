package io.askdb.app.cli;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.Answer;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import java.util.List;

/**
 * The JSON of {@code ask --json} and {@code sql --json}: a wire format that scripts rely on.
 * Fields are only ever appended, never renamed (shared/design.md); null means absent.
 */
record AnswerJson(
        @JsonProperty("question") String question,
        @JsonProperty("status") String status,
        @JsonProperty("sql") String sql,
        @JsonProperty("columns") List<String> columns,
        @JsonProperty("rows") List<List<Object>> rows,
        @JsonProperty("row_count") int rowCount,
        @JsonProperty("truncated") boolean truncated,
        @JsonProperty("answer") String answer,
        @JsonProperty("attempts") List<AttemptJson> attempts,
        @JsonProperty("generator") String generator,
        @JsonProperty("elapsed_ms") long elapsedMs,
        @JsonProperty("history_id") Long historyId,
        @JsonProperty("clarification") String clarification,
        @JsonProperty("conversation_id") String conversationId,
        @JsonProperty("suggestions") List<String> suggestions,
        @JsonProperty("column_types") List<String> columnTypes,
        @JsonProperty("model_calls") int modelCalls,
        @JsonProperty("input_tokens") long inputTokens,
        @JsonProperty("output_tokens") long outputTokens,
        @JsonProperty("error") ErrorJson error,
        @JsonProperty("rewritten_question") String rewrittenQuestion,
        @JsonProperty("trace") List<TraceStepJson> trace) {

    /** One SQL attempt. */
    record AttemptJson(@JsonProperty("sql") String sql, @JsonProperty("error") String error) {
    }

    /** A fault's stable code and message. */
    record ErrorJson(@JsonProperty("code") String code, @JsonProperty("message") String message) {
    }

    static AnswerJson of(Answer a) {
        ResultTable t = a.result();
        List<String> columns = t == null ? List.of() : t.columns().stream().map(ResultColumn::name).toList();
        List<String> types = t == null ? List.of() : t.columns().stream().map(ResultColumn::typeName).toList();
        return new AnswerJson(a.question(), a.status().wireName(), a.sql(), columns, t == null ? List.of() : t.rows(),
                t == null ? 0 : t.rowCount(), t != null && t.truncated(), a.text(),
                a.attempts().stream().map(x -> new AttemptJson(x.sql(), x.error())).toList(), a.generator(),
                a.elapsedMs(), a.historyId() == 0 ? null : a.historyId(), absentIfEmpty(a.clarification()),
                absentIfEmpty(a.conversationId()), a.suggestions(), types, a.usage().modelCalls(),
                a.usage().inputTokens(), a.usage().outputTokens(), null, absentIfEmpty(a.rewrittenQuestion()),
                TraceStepJson.of(a.trace()));
    }

    /**
     * @param conversationId the conversation the question was asked in, or empty
     * @return the JSON of a fault that stopped the question before it had an answer
     */
    static AnswerJson fault(String question, long historyId, String conversationId, String code, String message) {
        return new AnswerJson(question, "failed", null, List.of(), List.of(), 0, false, message, List.of(), null, 0,
                historyId == 0 ? null : historyId, null, absentIfEmpty(conversationId), List.of(), List.of(), 0, 0, 0,
                new ErrorJson(code, message), null, List.of());
    }

    /** @return null for an empty text: on the wire, null means absent */
    static String absentIfEmpty(String text) {
        return text == null || text.isEmpty() ? null : text;
    }
}
