package io.askdb.server;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The body of {@code POST /api/feedback}.
 *
 * @param historyId    the answer's history_id
 * @param rating       "up" or "down"
 * @param comment      free text, at most 2,000 characters, or null
 * @param correctedSql with "down": SQL that answers the question correctly, or null
 * @param datasource   the datasource the answer came from, or null for the default
 */
record FeedbackRequest(@JsonProperty("history_id") Long historyId, @JsonProperty("rating") String rating,
                       @JsonProperty("comment") String comment, @JsonProperty("corrected_sql") String correctedSql,
                       @JsonProperty("datasource") String datasource) {
    /** @throws ApiProblem BAD_INPUT naming the field and its rule */
    FeedbackRequest {
        if (historyId == null || historyId < 1) {
            throw ApiProblem.badInput("The field 'history_id' is missing; give the history_id of the answer the feedback is about.");
        }
        if (!"up".equals(rating) && !"down".equals(rating)) {
            throw ApiProblem.badInput("The field 'rating' must be \"up\" or \"down\", was " + (rating == null ? "missing" : "'" + rating + "'") + ".");
        }
        if (comment != null && comment.length() > 2000) {
            throw ApiProblem.badInput("The field 'comment' is " + comment.length() + " characters long; the limit is 2000.");
        }
        if (correctedSql != null && "up".equals(rating)) {
            throw ApiProblem.badInput("The field 'corrected_sql' goes with a thumbs-down (\"rating\": \"down\") only; a"
                    + " thumbs-up keeps the answer's own SQL.");
        }
    }
}
