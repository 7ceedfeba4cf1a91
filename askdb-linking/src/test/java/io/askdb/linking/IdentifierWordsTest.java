package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IdentifierWordsTest {

    @Test
    void should_split_camel_case_when_identifier_is_camel_case() {
        assertThat(IdentifierWords.spaced("sbCustCountry")).isEqualTo("sb cust country");
    }

    @Test
    void should_split_and_lower_case_when_identifier_is_upper_snake_case() {
        assertThat(IdentifierWords.spaced("FCLT_BUILDING_ADDRESS")).isEqualTo("fclt building address");
    }

    @Test
    void should_split_capital_runs_and_digits_when_identifier_mixes_them() {
        assertThat(IdentifierWords.split("HTTPServer2Go")).containsExactly("http", "server", "2", "go");
        assertThat(IdentifierWords.split("FCLT_BUILDING_HIST_1")).containsExactly("fclt", "building", "hist", "1");
    }

    @Test
    void should_split_at_punctuation_when_text_is_a_sentence() {
        assertThat(IdentifierWords.split("Show room-names, please!")).containsExactly("show", "room", "names", "please");
    }

    @Test
    void should_append_the_compound_when_identifier_has_several_words() {
        assertThat(IdentifierWords.indexText("floating_ips")).isEqualTo("floating ips floatingips");
        assertThat(IdentifierWords.indexText("orders")).isEqualTo("orders");
    }

    @Test
    void should_return_no_words_when_text_has_no_letters_or_digits() {
        assertThat(IdentifierWords.split(" _-. ")).isEmpty();
    }
}
