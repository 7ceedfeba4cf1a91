package io.askdb.json;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.Answer;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.execution.Truncation;
import java.util.List;

/**
 * The JSON of an answer: {@code ask --json}, {@code sql --json}, {@code POST /api/query} (and the
 * final {@code answer} event of {@code /api/query/stream}) and MCP's {@code ask} and
 * {@code run_sql}. A wire format that scripts rely on: fields are only ever appended, never
 * renamed (shared/design.md); null means absent.
 *
 * <p>{@code total_row_count} is how many rows the query returns without askdb's row cap: the row
 * count when nothing was cut, the counted total when the row cap cut the result, null when unknown
 * (the count failed or ran out of time, the byte cap cut the result, or nothing ran).
 * {@code truncated_by} says which cap cut the query's result: {@code "row_cap"}, {@code "byte_cap"}
 * or null when neither did (both appended in 0.5). {@code caveats} lists the facts the answer
 * states beside the rows so that they cannot mislead (a tie the SQL's LIMIT cut through, a check's
 * doubt the model answered by keeping its SQL); empty when there are none (appended in 0.6).
 *
 * @since 0.2
 */
public record AnswerJson(
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
        @JsonProperty("trace") List<TraceStepJson> trace,
        @JsonProperty("executed_sql") String executedSql,
        @JsonProperty("total_row_count") Long totalRowCount,
        @JsonProperty("truncated_by") String truncatedBy,
        @JsonProperty("caveats") List<String> caveats) {

    /**
     * One SQL attempt.
     *
     * @param sql   the attempted statement
     * @param error why it failed, or null for the attempt that ran
     */
    public record AttemptJson(@JsonProperty("sql") String sql, @JsonProperty("error") String error) {
    }

    /**
     * A fault's stable code ({@link io.askdb.error.ErrorCode} name) and message.
     *
     * @param code    e.g. "DATABASE_UNAVAILABLE"
     * @param message what was wrong and what to do
     */
    public record ErrorJson(@JsonProperty("code") String code, @JsonProperty("message") String message) {
    }

    /**
     * @param a an answer; not null
     * @return its JSON, every row included
     */
    public static AnswerJson of(Answer a) {
        ResultTable t = a.result();
        List<String> columns = t == null ? List.of() : t.columns().stream().map(ResultColumn::name).toList();
        List<String> types = t == null ? List.of() : t.columns().stream().map(ResultColumn::typeName).toList();
        return new AnswerJson(a.question(), a.status().wireName(), a.sql(), columns, t == null ? List.of() : t.rows(),
                t == null ? 0 : t.rowCount(), t != null && t.truncated(), a.text(),
                a.attempts().stream().map(x -> new AttemptJson(x.sql(), x.error())).toList(), a.generator(),
                a.elapsedMs(), a.historyId() == 0 ? null : a.historyId(), absentIfEmpty(a.clarification()),
                absentIfEmpty(a.conversationId()), a.suggestions(), types, a.usage().modelCalls(),
                a.usage().inputTokens(), a.usage().outputTokens(), null, absentIfEmpty(a.rewrittenQuestion()),
                TraceStepJson.of(a.trace()), absentIfEmpty(a.executedSql()), t == null ? null : t.totalRowCount(),
                t == null ? null : truncatedBy(t.truncatedBy()), a.caveats());
    }

    /**
     * @param cause which cap cut a result; not null
     * @return its wire name: "row_cap", "byte_cap", or null for {@link Truncation#NONE}
     */
    public static String truncatedBy(Truncation cause) {
        return cause == Truncation.NONE ? null : cause.name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * @param question       the question as asked
     * @param historyId      its history id, or 0 when it was not recorded
     * @param conversationId the conversation the question was asked in, or empty
     * @param code           the fault's stable code
     * @param message        the fault's message
     * @return the JSON of a fault that stopped the question before it had an answer (status failed)
     */
    public static AnswerJson fault(String question, long historyId, String conversationId, String code, String message) {
        return new AnswerJson(question, "failed", null, List.of(), List.of(), 0, false, message, List.of(), null, 0,
                historyId == 0 ? null : historyId, null, absentIfEmpty(conversationId), List.of(), List.of(), 0, 0, 0,
                new ErrorJson(code, message), null, List.of(), null, null, null, List.of());
    }

    /**
     * @param max the most rows to keep, at least 0
     * @return this answer with at most {@code max} rows; {@code truncated} becomes true when rows
     *         were cut ({@code row_count} stays the number of rows the query returned, and
     *         {@code total_row_count} and {@code truncated_by} stay those of the query)
     */
    public AnswerJson firstRows(int max) {
        if (rows.size() <= max) return this;
        return new AnswerJson(question, status, sql, columns, rows.subList(0, max), rowCount, true, answer, attempts,
                generator, elapsedMs, historyId, clarification, conversationId, suggestions, columnTypes, modelCalls,
                inputTokens, outputTokens, error, rewrittenQuestion, trace, executedSql, totalRowCount, truncatedBy, caveats);
    }

    /**
     * @param id a conversation id; not null
     * @return this answer carrying the conversation id, when it carried none
     */
    public AnswerJson inConversation(String id) {
        if (conversationId != null) return this;
        return new AnswerJson(question, status, sql, columns, rows, rowCount, truncated, answer, attempts,
                generator, elapsedMs, historyId, clarification, absentIfEmpty(id), suggestions, columnTypes, modelCalls,
                inputTokens, outputTokens, error, rewrittenQuestion, trace, executedSql, totalRowCount, truncatedBy, caveats);
    }

    /**
     * @param text a text, or null
     * @return null for a null or empty text: on the wire, null means absent
     */
    public static String absentIfEmpty(String text) {
        return text == null || text.isEmpty() ? null : text;
    }
}
