package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.util.List;
import org.junit.jupiter.api.Test;

class SampleValueLinkerTest {
    private final SampleValueLinker linker = new SampleValueLinker();

    /** Case C18 of the public reports: three spellings of one status. */
    private static final Catalog MUTATIONS = new Catalog(Dialect.SQLITE, null, List.of(
            Catalogs.table("mutations", List.of(), List.of(), Catalogs.col("sample_id", "S1", "S2", "S3"),
                    Catalogs.col("gene", "PALB2", "ATM", "BRCA1"),
                    Catalogs.col("mutation_status", "GERMLINE", "Germline", "SOMATIC", "germline"))));

    private static final Catalog PEOPLE = new Catalog(Dialect.SQLITE, null, List.of(
            Catalogs.table("clients", List.of(), List.of(), Catalogs.col("full_name", "José", "Ana Tor", "Zoe"),
                    Catalogs.col("country", "Brazil", "Norway"),
                    Catalogs.col("note", "the", "of", "20", "in", "ok"))));

    private static TableId id(String name) {
        return new TableId(null, name);
    }

    @Test
    void should_link_rock_to_the_stored_spelling_when_question_is_lower_case() {
        assertThat(linker.link("Which tracks are rock?", Catalogs.music(), 5)).containsExactly(
                new ValueMatch("rock", id("Genre"), "Name", "Rock", 1.0),
                new ValueMatch("rock", id("Genre"), "Name", "Rock And Roll", 0.6));
    }

    @Test
    void should_return_every_stored_spelling_when_a_column_holds_several_cases_of_one_value() {
        assertThat(linker.link("Show samples where PALB2 or ATM have germline mutations.", MUTATIONS, 10)).containsExactly(
                new ValueMatch("PALB2", id("mutations"), "gene", "PALB2", 1.0),
                new ValueMatch("ATM", id("mutations"), "gene", "ATM", 1.0),
                new ValueMatch("germline", id("mutations"), "mutation_status", "GERMLINE", 1.0),
                new ValueMatch("germline", id("mutations"), "mutation_status", "Germline", 1.0),
                new ValueMatch("germline", id("mutations"), "mutation_status", "germline", 1.0));
    }

    @Test
    void should_match_ignoring_accents_when_question_omits_them() {
        assertThat(linker.link("orders of Jose", PEOPLE, 5))
                .containsExactly(new ValueMatch("Jose", id("clients"), "full_name", "José", 1.0));
        assertThat(linker.link("orders of Zoë", PEOPLE, 5))
                .containsExactly(new ValueMatch("Zoë", id("clients"), "full_name", "Zoe", 1.0));
    }

    @Test
    void should_score_a_near_spelling_below_one_when_one_letter_differs() {
        List<ValueMatch> matches = linker.link("clients from Brasil", PEOPLE, 5);

        assertThat(matches).extracting(ValueMatch::stored).containsExactly("Brazil");
        assertThat(matches.get(0).score()).isCloseTo(0.75, within(1e-9));
    }

    @Test
    void should_match_the_whole_quoted_string_when_question_quotes_a_value() {
        assertThat(linker.link("orders of 'ana tor'", PEOPLE, 5))
                .containsExactly(new ValueMatch("ana tor", id("clients"), "full_name", "Ana Tor", 1.0));
    }

    @Test
    void should_match_nothing_when_question_has_only_stop_words_short_words_and_numbers() {
        assertThat(linker.link("show the 20 notes in ok state of Oslo", PEOPLE, 5)).isEmpty();
    }

    @Test
    void should_return_at_most_max_matches_when_more_match() {
        assertThat(linker.link("germline", MUTATIONS, 2)).extracting(ValueMatch::stored).containsExactly("GERMLINE", "Germline");
    }

    @Test
    void should_refuse_when_question_is_blank_or_max_below_one() {
        assertThatThrownBy(() -> linker.link(" ", MUTATIONS, 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("question must not be blank");
        assertThatThrownBy(() -> linker.link("germline", MUTATIONS, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("max must be at least 1, was 0");
    }
}
