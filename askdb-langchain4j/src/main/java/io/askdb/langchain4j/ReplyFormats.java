package io.askdb.langchain4j;

import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonBooleanSchema;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;

/**
 * The JSON schemas of the critic's verdict and the follow-up rewrite, in the shape OpenAI's strict
 * structured outputs accept (all fields required, additionalProperties false), like
 * {@link AnswerFormat} for SQL.
 */
final class ReplyFormats {
    /** {@code {"ok": boolean, "feedback": string}}, named "critic_verdict". */
    static final ResponseFormat VERDICT = format("critic_verdict", JsonObjectSchema.builder()
            .addProperty("ok", JsonBooleanSchema.builder().description("true when the result answers the question").build())
            .addStringProperty("feedback", "what is wrong and how to change the SQL; empty when ok")
            .required("ok", "feedback")
            .additionalProperties(false)
            .build());

    /** {@code {"standalone_question": string, "is_follow_up": boolean}}, named "follow_up_rewrite". */
    static final ResponseFormat REWRITE = format("follow_up_rewrite", JsonObjectSchema.builder()
            .addStringProperty("standalone_question", "the question rewritten to stand alone, or the new question unchanged")
            .addProperty("is_follow_up", JsonBooleanSchema.builder()
                    .description("true when the new question depends on the earlier ones").build())
            .required("standalone_question", "is_follow_up")
            .additionalProperties(false)
            .build());

    private ReplyFormats() {
    }

    private static ResponseFormat format(String name, JsonObjectSchema root) {
        return ResponseFormat.builder().type(ResponseFormatType.JSON)
                .jsonSchema(JsonSchema.builder().name(name).rootElement(root).build()).build();
    }

    /** @return the node read as a boolean: JSON true/false, or the text "true"/"yes"/"false"/"no"; null when neither */
    static Boolean bool(com.fasterxml.jackson.databind.JsonNode node) {
        if (node == null || node.isNull()) return null;
        if (node.isBoolean()) return node.booleanValue();
        String text = node.asText().strip().toLowerCase(java.util.Locale.ROOT);
        if (text.equals("true") || text.equals("yes")) return Boolean.TRUE;
        if (text.equals("false") || text.equals("no")) return Boolean.FALSE;
        return null;
    }
}
