package io.askdb.mcp;

import io.askdb.Answer;
import io.askdb.json.AnswerJson;

/**
 * What {@code ask} and {@code run_sql} return: the fields of {@code askdb ask --json} (the one
 * mapping, {@link AnswerJson}), with the rows cut to the first {@value #MAX_ROWS}.
 * {@code row_count} is the number of rows the query returned (after askdb's row cap) and
 * {@code truncated} is true when {@code rows} holds fewer than the query produced. Null fields are
 * left out ({@link ToolOutput}).
 */
final class AnswerPayload {
    /** The most rows a tool result carries, so that a result fits a model's context. */
    static final int MAX_ROWS = 50;

    private AnswerPayload() {
    }

    static AnswerJson of(Answer a) {
        return AnswerJson.of(a).firstRows(MAX_ROWS);
    }
}
