package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.prompt.SchemaRenderer;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PromptTemplateTest {
    private final PromptTemplate reask = PromptTemplate.load(GenerationPrompts.REASK);

    @Test
    void should_insert_values_verbatim_when_a_value_contains_a_placeholder() {
        assertThat(PromptTemplate.load(GenerationPrompts.USER).render(Map.ofEntries(Map.entry("question", "what is {{schema}}?"),
                Map.entry("dialect", "SQLite"), Map.entry("shown_tables", "1"), Map.entry("total_tables", "1"),
                Map.entry("selection_note", ""), Map.entry("schema", "S {{#joins}}"), Map.entry("joins", ""),
                Map.entry("stored_values", ""), Map.entry("evidence", ""), Map.entry("knowledge", ""), Map.entry("examples", ""),
                Map.entry("attempts", ""))))
                .startsWith("Question: what is {{schema}}?\n").endsWith("\n\nS {{#joins}}");
    }

    @Test
    void should_keep_a_section_only_when_its_value_is_not_empty() {
        assertThat(PromptTemplate.load(LlmCritic.USER).render(Map.of("question", "q", "sql", "s", "summary", "none.", "rows", "")))
                .isEqualTo("Question: q\n\nSQL that ran:\ns\n\nResult: none.");
        assertThat(PromptTemplate.load(LlmCritic.USER).render(Map.of("question", "q", "sql", "s", "summary", "1 row.", "rows", "R")))
                .isEqualTo("Question: q\n\nSQL that ran:\ns\n\nResult: 1 row.\nR");
    }

    @Test
    void should_name_the_section_when_its_value_is_missing() {
        assertThatThrownBy(() -> PromptTemplate.load(LlmCritic.USER).render(Map.of("question", "q", "sql", "s", "summary", "x")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("template prompts/critic-user.txt needs a value for section {{#rows}}");
    }

    @Test
    void should_name_the_template_and_placeholder_when_a_value_is_missing() {
        assertThatThrownBy(() -> reask.render(Map.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("template prompts/reask-user.txt needs a value for {{statement_count}}");
    }

    @Test
    void should_name_the_resource_when_it_is_missing() {
        assertThatThrownBy(() -> PromptTemplate.load("prompts/nope.txt"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("prompts/nope.txt is missing");
    }

    @Test
    void should_quote_database_text_as_one_literal_when_it_holds_quotes_and_line_breaks() {
        assertThat(SchemaRenderer.quoteData("it's\n\tfine", 40)).isEqualTo("'it''s fine'");
        assertThat(SchemaRenderer.quoteData("abcdefghij", 4)).isEqualTo("'abcd...'");
    }
}
