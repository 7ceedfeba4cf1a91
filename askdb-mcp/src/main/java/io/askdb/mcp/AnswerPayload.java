package io.askdb.mcp;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.Answer;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import java.util.List;

/**
 * What {@code ask} and {@code run_sql} return: the fields of {@code askdb ask --json}, with the
 * rows cut to the first {@value #MAX_ROWS}. {@code row_count} is the number of rows the query
 * returned (after askdb's row cap) and {@code truncated} is true when {@code rows} holds fewer
 * than the query produced. A wire format: fields are appended, never renamed; absent means null.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record AnswerPayload(
        @JsonProperty("question") String question,
        @JsonProperty("status") String status,
        @JsonProperty("sql") String sql,
        @JsonProperty("columns") List<String> columns,
        @JsonProperty("rows") List<List<Object>> rows,
        @JsonProperty("row_count") int rowCount,
        @JsonProperty("truncated") boolean truncated,
        @JsonProperty("answer") String answer,
        @JsonProperty("attempts") List<Attempt> attempts,
        @JsonProperty("generator") String generator,
        @JsonProperty("elapsed_ms") long elapsedMs,
        @JsonProperty("history_id") Long historyId,
        @JsonProperty("clarification") String clarification,
        @JsonProperty("conversation_id") String conversationId,
        @JsonProperty("suggestions") List<String> suggestions,
        @JsonProperty("column_types") List<String> columnTypes) {

    /** The most rows a tool result carries, so that a result fits a model's context. */
    static final int MAX_ROWS = 50;

    /** One SQL attempt and its error, as in {@code ask --json}. */
    record Attempt(@JsonProperty("sql") String sql, @JsonProperty("error") String error) {
    }

    static AnswerPayload of(Answer a) {
        ResultTable t = a.result();
        List<List<Object>> rows = t == null ? List.of() : t.rows().subList(0, Math.min(MAX_ROWS, t.rowCount()));
        return new AnswerPayload(a.question(), a.status().wireName(), a.sql(),
                t == null ? List.of() : t.columns().stream().map(ResultColumn::name).toList(), rows,
                t == null ? 0 : t.rowCount(), t != null && (t.truncated() || t.rowCount() > MAX_ROWS), a.text(),
                a.attempts().stream().map(x -> new Attempt(x.sql(), x.error())).toList(), a.generator(), a.elapsedMs(),
                a.historyId() == 0 ? null : a.historyId(), absentIfEmpty(a.clarification()),
                absentIfEmpty(a.conversationId()), a.suggestions(),
                t == null ? List.of() : t.columns().stream().map(ResultColumn::typeName).toList());
    }

    private static String absentIfEmpty(String s) {
        return s == null || s.isEmpty() ? null : s;
    }
}
