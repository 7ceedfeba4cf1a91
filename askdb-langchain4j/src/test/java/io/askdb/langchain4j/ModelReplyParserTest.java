package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ModelReplyParserTest {
    private final ModelReplyParser parser = new ModelReplyParser();

    @Test
    void should_read_every_field_when_the_reply_is_the_requested_json() {
        ModelReply reply = parser.parse("{\"sql\":\"SELECT 1\",\"reasoning\":\"r\",\"assumptions\":[\"a1\",\"a2\"],"
                + "\"tables_used\":[\"orders\"],\"ambiguous_terms\":[\"recent\"],\"confidence\":87}").orElseThrow();
        assertThat(reply).isEqualTo(new ModelReply("SELECT 1", "r", java.util.List.of("a1", "a2"),
                java.util.List.of("orders"), java.util.List.of("recent"), 87, ""));
    }

    @Test
    void should_read_the_clarifying_question_when_the_reply_has_one() {
        assertThat(parser.parse("{\"sql\":\"SELECT 1\",\"clarification\":\" Do you mean gross or net revenue? \"}")
                .orElseThrow().clarification()).isEqualTo("Do you mean gross or net revenue?");
    }

    @Test
    void should_read_the_json_when_it_is_fenced_and_surrounded_by_prose() {
        ModelReply reply = parser.parse("Sure!\n```json\n{\"sql\": \"SELECT 1\", \"confidence\": \"90%\",}\n```\nDone.").orElseThrow();
        assertThat(reply.sql()).isEqualTo("SELECT 1");
        assertThat(reply.confidence()).isEqualTo(90);
        assertThat(reply.assumptions()).isEmpty();
    }

    @Test
    void should_scale_and_clamp_confidence_when_the_model_uses_another_scale() {
        assertThat(parser.parse("{\"sql\":\"\",\"confidence\":0.85}").orElseThrow().confidence()).isEqualTo(85);
        assertThat(parser.parse("{\"sql\":\"\",\"confidence\":250}").orElseThrow().confidence()).isEqualTo(100);
        assertThat(parser.parse("{\"sql\":\"\",\"confidence\":\"high\"}").orElseThrow().confidence())
                .isEqualTo(ModelReply.UNSTATED_CONFIDENCE);
    }

    @Test
    void should_accept_a_single_string_when_a_list_field_is_not_an_array() {
        assertThat(parser.parse("{\"sql\":\"SELECT 1\",\"tables_used\":\"orders\"}").orElseThrow().tablesUsed())
                .containsExactly("orders");
    }

    @Test
    void should_return_empty_when_the_reply_is_not_json_with_an_sql_field() {
        assertThat(parser.parse("SELECT COUNT(*) FROM orders;")).isEmpty();
        assertThat(parser.parse("{\"answer\": 3}")).isEmpty();
        assertThat(parser.parse("{not json at all}")).isEmpty();
        assertThat(parser.parse(null)).isEmpty();
    }
}
