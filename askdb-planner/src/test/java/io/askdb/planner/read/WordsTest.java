package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class WordsTest {

    private static List<String> texts(String question) {
        return Words.of(question).stream().map(Word::text).toList();
    }

    @Test
    void should_keep_a_single_quoted_string_as_one_word_with_its_case_when_it_opens_after_a_space() {
        List<Word> w = Words.of("Which organisations are described as 'Research Sponsor'?");
        Word quoted = w.get(w.size() - 1);
        assertThat(quoted.text()).isEqualTo("research sponsor");
        assertThat(quoted.original()).isEqualTo("Research Sponsor");
        assertThat(quoted.quoted()).isTrue();
        assertThat(quoted.number()).isNull();
        assertThat(texts("Which organisations are described as 'Research Sponsor'?"))
                .containsExactly("which", "organisations", "are", "described", "as", "research sponsor");
    }

    @Test
    void should_keep_a_double_quoted_string_as_one_word_when_it_holds_spaces() {
        List<Word> w = Words.of("Show flights to \"San Francisco\" today");
        assertThat(w).extracting(Word::original).containsExactly("Show", "flights", "to", "San Francisco", "today");
        assertThat(w.get(3).quoted()).isTrue();
        assertThat(w.get(3).isNumber()).isFalse();
    }

    @Test
    void should_read_a_quoted_number_as_a_value_not_a_number_when_it_is_between_quotes() {
        Word w = Words.of("rooms numbered '101'").get(2);
        assertThat(w.number()).isEqualTo(101.0);
        assertThat(w.quoted()).isTrue();
        assertThat(w.isNumber()).isFalse();
    }

    @Test
    void should_not_split_on_an_apostrophe_inside_a_word_when_it_is_not_a_quote() {
        assertThat(texts("the dorm's capacity")).containsExactly("the", "dorm", "capacity");
        assertThat(Words.of("the dorm's capacity").get(1).quoted()).isFalse();
    }

    @Test
    void should_make_a_comma_a_word_of_its_own_when_it_separates_listed_items() {
        assertThat(texts("List the name, born state and age.")).containsExactly("list", "the", "name", ",", "born", "state", "and", "age");
    }

    @Test
    void should_drop_a_comma_when_nothing_comes_before_it() {
        assertThat(texts(", name")).containsExactly("name");
    }

    @Test
    void should_read_thousands_separators_and_decimal_points_into_one_number_when_digits_carry_them() {
        List<Word> w = Words.of("budget over 1,000 and rating above 4.5");
        assertThat(w).extracting(Word::text).containsExactly("budget", "over", "1000", "and", "rating", "above", "4.5");
        assertThat(w.get(2).number()).isEqualTo(1000.0);
        assertThat(w.get(6).number()).isEqualTo(4.5);
        assertThat(w.get(6).isNumber()).isTrue();
    }

    @Test
    void should_read_number_words_as_numbers_when_they_are_english_numerals() {
        List<Word> w = Words.of("the top three of twenty hundred");
        assertThat(w).extracting(Word::number).containsExactly(null, null, 3.0, null, 20.0, 100.0);
        assertThat(w.get(2).text()).isEqualTo("three");
    }

    @Test
    void should_mark_the_first_word_of_each_sentence_when_sentences_end_with_stops_or_semicolons() {
        List<Word> w = Words.of("Which department has more than 1 head? List the id; show name.");
        assertThat(w).filteredOn(Word::opens).extracting(Word::text).containsExactly("which", "list", "show");
    }

    @Test
    void should_not_open_a_sentence_after_a_decimal_point_when_it_is_inside_a_number() {
        List<Word> w = Words.of("rating above 4.5 stars");
        assertThat(w).filteredOn(Word::opens).extracting(Word::text).containsExactly("rating");
    }

    @Test
    void should_give_each_word_its_singular_stem_when_it_is_a_plural() {
        assertThat(Words.of("How many cities have dorms").stream().map(Word::stem).toList())
                .containsExactly("how", "many", "city", "have", "dorm");
    }

    @Test
    void should_return_no_words_when_the_question_has_only_punctuation() {
        assertThat(Words.of("?!")).isEmpty();
    }
}
