package io.askdb.langchain4j;

import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonArraySchema;
import dev.langchain4j.model.chat.request.json.JsonIntegerSchema;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.request.json.JsonStringSchema;

/**
 * The JSON schema of the reply: sql, reasoning, assumptions, tables_used, ambiguous_terms,
 * confidence and clarification, every field required and no others allowed, which is the shape OpenAI's strict
 * structured outputs accept ("Supported schemas": all fields required, additionalProperties
 * false). Whether the provider enforces it strictly is set on the ChatModel (for OpenAI,
 * {@code strictJsonSchema(true)}).
 */
final class AnswerFormat {
    /** The schema's name as sent to the provider. */
    static final String NAME = "sql_answer";

    /** The response format requesting this schema. */
    static final ResponseFormat RESPONSE_FORMAT = ResponseFormat.builder()
            .type(ResponseFormatType.JSON)
            .jsonSchema(JsonSchema.builder().name(NAME).rootElement(root()).build())
            .build();

    private AnswerFormat() {
    }

    private static JsonObjectSchema root() {
        return JsonObjectSchema.builder()
                .addStringProperty("sql", "one read-only SELECT or WITH ... SELECT statement, no markdown, no trailing "
                        + "semicolon; empty when the question cannot be answered from the schema")
                .addStringProperty("reasoning", "how the query answers the question, or why it cannot be answered")
                .addProperty("assumptions", strings("assumptions made about the question"))
                .addProperty("tables_used", strings("tables the query reads"))
                .addProperty("ambiguous_terms", strings("words of the question that could mean more than one thing"))
                .addProperty("confidence", JsonIntegerSchema.builder()
                        .description("0 to 100: how sure you are that the query answers the question").build())
                .addStringProperty("clarification", "the one question to ask the user when ambiguous terms could change "
                        + "the answer; empty otherwise")
                .required("sql", "reasoning", "assumptions", "tables_used", "ambiguous_terms", "confidence", "clarification")
                .additionalProperties(false)
                .build();
    }

    private static JsonArraySchema strings(String description) {
        return JsonArraySchema.builder().description(description).items(new JsonStringSchema()).build();
    }
}
