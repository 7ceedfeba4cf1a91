package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Prompt tokens in o200k_base, counted offline, as the LLM generator and askdb eval count them. */
class O200kTokenCounterTest {
    private final O200kTokenCounter counter = new O200kTokenCounter();

    @Test
    void should_count_zero_when_the_text_is_null_or_empty() {
        assertThat(counter.count(null)).isZero();
        assertThat(counter.count("")).isZero();
    }

    @Test
    void should_count_o200k_base_tokens_when_given_schema_text() {
        assertThat(counter.count("hello world")).isEqualTo(2);
        assertThat(counter.count("CREATE TABLE \"Genre\" (\n  \"GenreId\" INTEGER NOT NULL\n);")).isEqualTo(16);
    }

    @Test
    void should_count_a_special_token_as_ordinary_text_when_a_value_spells_one() {
        assertThat(counter.count("<|endoftext|>")).isEqualTo(7);
    }
}
