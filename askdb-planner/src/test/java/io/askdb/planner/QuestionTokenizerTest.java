package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class QuestionTokenizerTest {
    private final Lexicon lex = Lexicon.standard();
    private final QuestionTokenizer tokenizer = new QuestionTokenizer(lex);

    @Test
    void should_lower_case_strip_punctuation_and_stem_when_tokenising_a_question() {
        List<Token> tokens = tokenizer.tokenize("How many Tracks, per Genre's countries?!");

        assertThat(tokens).extracting(Token::raw).containsExactly("how", "many", "tracks", "per", "genre", "countries");
        assertThat(tokens).extracting(Token::stem).containsExactly("how", "many", "track", "per", "genre", "country");
    }

    @Test
    void should_reduce_plurals_to_singular_when_stemming() {
        assertThat(List.of("tracks", "countries", "categories", "addresses", "invoices", "boxes", "people", "status",
                "milliseconds", "bus", "analysis"))
                .extracting(lex::stem)
                .containsExactly("track", "country", "category", "address", "invoice", "box", "person", "status",
                        "millisecond", "bus", "analysis");
    }

    @Test
    void should_pluralise_for_display_when_building_suggestions() {
        assertThat(List.of("person", "country", "address", "track", "day")).extracting(lex::plural)
                .containsExactly("people", "countries", "addresses", "tracks", "days");
    }

    @Test
    void should_read_digits_and_number_words_when_tokenising() {
        assertThat(tokenizer.tokenize("top five and 12")).extracting(Token::number).containsExactly(null, 5, null, 12);
    }

    @Test
    void should_keep_a_decimal_point_between_digits_when_tokenising() {
        assertThat(tokenizer.tokenize("cost 1.99 or $10. Then 5.")).extracting(Token::raw)
                .containsExactly("cost", "1.99", "or", "10", "then", "5");
    }

    @Test
    void should_split_camel_and_snake_case_when_reading_identifiers() {
        assertThat(tokenizer.identifierWords("BillingCountry")).containsExactly("billing", "country");
        assertThat(tokenizer.identifierWords("media_types")).containsExactly("media", "type");
        assertThat(tokenizer.identifierWords("HTTPStatusCode")).containsExactly("http", "status", "code");
        assertThat(tokenizer.identifierWords("Milliseconds")).containsExactly("millisecond");
        assertThat(tokenizer.snake("UnitPrice")).isEqualTo("unit_price");
        assertThat(tokenizer.snake("Milliseconds")).isEqualTo("milliseconds");
    }
}
