package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import java.sql.SQLException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class QuestionReaderTest {
    private static final Lexicon LEX = Lexicon.standard();
    private static final QuestionTokenizer TOKENIZER = new QuestionTokenizer(LEX);
    private static SchemaVocabulary vocab;
    private final QuestionReader reader = new QuestionReader(LEX, TOKENIZER);

    @BeforeAll
    static void readChinook() throws SQLException {
        Catalog catalog = ChinookFixture.catalog();
        vocab = new SchemaVocabulary(catalog, TOKENIZER);
    }

    @Test
    void should_match_a_two_word_column_before_a_one_word_one_when_reading() {
        Reading r = reader.read("What is the total invoice amount per billing country?", vocab);

        assertThat(r.aggregate()).isEqualTo(Aggregate.SUM);
        assertThat(r.aggregateCue()).isEqualTo("total");
        assertThat(r.groupCues()).hasSize(1);
        assertThat(r.mentions()).extracting(Mention::text).containsExactly("invoice", "amount", "billing country");
        Mention country = r.mentions().get(2);
        assertThat(country.columns()).extracting(m -> m.ref().display()).containsExactly("Invoice.BillingCountry");
        assertThat(r.mentions().get(1).columns()).extracting(m -> m.ref().display())
                .startsWith("Invoice.Total");
        assertThat(r.unmatched()).isEmpty();
    }

    @Test
    void should_match_a_two_word_table_name_when_reading() {
        Reading r = reader.read("number of tracks per media type", vocab);

        assertThat(r.aggregate()).isEqualTo(Aggregate.COUNT);
        assertThat(r.mentions()).extracting(Mention::text).containsExactly("tracks", "media type");
        assertThat(r.mentions().get(1).tables()).extracting(t -> t.id().name()).containsExactly("MediaType");
    }

    @Test
    void should_read_the_row_count_and_ranking_when_asking_for_the_top_artists() {
        Reading r = reader.read("Which 5 artists have the most albums?", vocab);

        assertThat(r.limit()).isEqualTo(5);
        assertThat(r.rankAt()).isEqualTo(5);
        assertThat(r.ascending()).isFalse();
        assertThat(r.aggregate()).isNull();
        assertThat(r.mentions()).extracting(Mention::text).containsExactly("artists", "albums");
    }

    @Test
    void should_read_a_later_cue_word_as_a_column_when_an_aggregate_came_first() {
        Reading r = reader.read("What is the average invoice total?", vocab);

        assertThat(r.aggregate()).isEqualTo(Aggregate.AVG);
        assertThat(r.mentions()).extracting(Mention::text).containsExactly("invoice", "total");
    }

    @Test
    void should_report_unmatched_words_and_conditions_when_the_catalog_lacks_them() {
        Reading r = reader.read("Which customers older than 20 are from Haryana?", vocab);

        assertThat(r.conditions()).containsExactly("older than 20");
        assertThat(r.unmatched()).containsExactly("haryana");
    }

    @Test
    void should_report_the_write_verb_when_the_question_asks_to_change_data() {
        assertThat(reader.read("delete all albums", vocab).writeVerb()).isEqualTo("delete");
        assertThat(reader.read("Please update the price of every track", vocab).writeVerb()).isEqualTo("update");
    }

    @Test
    void should_report_the_write_verb_when_a_request_phrase_comes_before_it() {
        assertThat(reader.read("Could you please drop the Track table?", vocab).writeVerb()).isEqualTo("drop");
        assertThat(reader.read("I want to remove every invoice from 2021", vocab).writeVerb()).isEqualTo("remove");
    }

    @Test
    void should_read_a_question_when_a_write_word_is_not_a_command() {
        assertThat(reader.read("How does the number of invoices change over the years?", vocab).writeVerb()).isNull();
        assertThat(reader.read("Which album has the title \"Change Of Heart\"?", vocab).writeVerb()).isNull();
        assertThat(reader.read("How many tracks were added to playlists?", vocab).writeVerb()).isNull();
        assertThat(reader.read("Which customers set up their account in 2021?", vocab).writeVerb()).isNull();
    }
}
