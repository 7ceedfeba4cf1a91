package io.askdb.server;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.TextToSql;
import java.util.regex.Pattern;

/**
 * The body of {@code POST /api/query} and {@code /api/query/stream}.
 *
 * @param question       the question, 1 to 2,000 characters
 * @param conversationId an earlier answer's conversation_id for a follow-up, or null
 * @param datasource     the datasource's name, or null for the default
 */
record QueryRequest(@JsonProperty("question") String question, @JsonProperty("conversation_id") String conversationId,
                    @JsonProperty("datasource") String datasource) {
    /** A conversation id as {@code askdb ask --conversation} accepts it. */
    private static final Pattern CONVERSATION_ID = Pattern.compile("[\\p{Graph}&&[^\"'`\\\\]]{1,128}");

    /** @throws ApiProblem BAD_INPUT naming the field and its rule */
    QueryRequest {
        if (question == null || question.isBlank()) {
            throw ApiProblem.badInput("The field 'question' is missing or empty; ask something about the data, for"
                    + " example \"How many customers are there?\".");
        }
        if (question.length() > TextToSql.MAX_QUESTION_LENGTH) {
            throw ApiProblem.badInput("The field 'question' is " + question.length() + " characters long; the limit is "
                    + TextToSql.MAX_QUESTION_LENGTH + ". Shorten it.");
        }
        if (conversationId != null && !CONVERSATION_ID.matcher(conversationId).matches()) {
            throw ApiProblem.badInput("The field 'conversation_id' must be 1 to 128 characters without spaces or quotes;"
                    + " pass back the conversation_id of an earlier answer, or leave it out.");
        }
    }
}
