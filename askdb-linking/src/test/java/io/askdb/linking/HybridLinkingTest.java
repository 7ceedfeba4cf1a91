package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.util.List;
import org.junit.jupiter.api.Test;

class HybridLinkingTest {
    private static final SchemaIndex MUSIC = SchemaIndex.build(Catalogs.music(), LinkerMode.HYBRID);

    private static List<String> names(LinkedSchema linked) {
        return linked.tables().stream().map(t -> t.table().name()).toList();
    }

    private static TableId id(String name) {
        return new TableId(null, name);
    }

    @Test
    void should_find_invoice_and_customer_when_question_shares_no_word_with_them() {
        String question = "how much did each client pay";

        LinkedSchema hybrid = MUSIC.link(question, "", 6);
        LinkedSchema lexical = SchemaIndex.build(Catalogs.music()).link(question, "", 6);

        assertThat(hybrid.top(2)).containsExactlyInAnyOrder(id("Invoice"), id("Customer"));
        assertThat(hybrid.unmatchedTerms()).isEmpty();
        assertThat(lexical.tables()).allSatisfy(t -> assertThat(t.score()).isZero());
        assertThat(lexical.unmatchedTerms()).containsExactly("client", "pay");
    }

    @Test
    void should_keep_junction_table_and_its_joins_when_hybrid_ranks_the_tables_it_joins() {
        LinkedSchema linked = SchemaIndex.build(Catalogs.school(), LinkerMode.HYBRID).link("students and courses", "", 3);

        assertThat(names(linked)).containsExactly("courses", "students", "enrollment");
        assertThat(linked.joinPaths()).containsExactly(
                new JoinPath(id("enrollment"), List.of("learner_ref"), id("students"), List.of("id"), true),
                new JoinPath(id("enrollment"), List.of("class_ref"), id("courses"), List.of("id"), true));
    }

    @Test
    void should_list_inferred_joins_among_linked_tables_when_catalog_declares_no_foreign_keys() {
        Catalog warehouse = new Catalog(Dialect.SQLITE, null, List.of(
                Catalogs.table("BUILDINGS", List.of(), List.of(), Catalogs.col("BLDG_KEY"), Catalogs.col("SITE_KEY")),
                Catalogs.table("ORGANIZATIONS", List.of(), List.of(), Catalogs.col("ORG_KEY"), Catalogs.col("SITE_KEY")),
                Catalogs.table("ROOMS", List.of(), List.of(), Catalogs.col("BLDG_KEY"), Catalogs.col("ORG_KEY")),
                Catalogs.table("ZONES", List.of(), List.of(), Catalogs.col("SITE_KEY"))));

        LinkedSchema linked = SchemaIndex.build(warehouse).link("buildings and organizations", "", 3);

        assertThat(names(linked)).containsExactly("BUILDINGS", "ORGANIZATIONS", "ROOMS");
        assertThat(linked.joinPaths()).containsExactly(
                new JoinPath(id("BUILDINGS"), List.of("BLDG_KEY"), id("ROOMS"), List.of("BLDG_KEY"), false),
                new JoinPath(id("ORGANIZATIONS"), List.of("ORG_KEY"), id("ROOMS"), List.of("ORG_KEY"), false));
    }

    @Test
    void should_name_only_haryana_unmatched_when_no_column_holds_places_in_hybrid_mode() {
        String question = "Which people older than 20 are from Haryana?";

        LinkedSchema hybrid = SchemaIndex.build(Catalogs.people(), LinkerMode.HYBRID).link(question, "", 5);
        LinkedSchema lexical = SchemaIndex.build(Catalogs.people()).link(question, "", 5);

        assertThat(hybrid.unmatchedTerms()).containsExactly("haryana");
        assertThat(lexical.unmatchedTerms()).containsExactly("people", "older", "haryana");
    }

    @Test
    void should_leave_question_words_and_numbers_out_of_unmatched_terms_when_the_rest_matches() {
        LinkedSchema linked = SchemaIndex.build(Catalogs.shop())
                .link("How many orders did each customer place in 2024? Show me which ones, please", "", 3);

        assertThat(linked.unmatchedTerms()).containsExactly("place");
    }

    @Test
    void should_carry_the_stored_spelling_when_question_names_a_sampled_value() {
        LinkedSchema linked = MUSIC.link("list rock tracks", "", 3);

        assertThat(linked.top(2)).containsExactly(id("Track"), id("Genre"));
        assertThat(linked.values()).containsExactly(
                new ValueMatch("rock", id("Genre"), "Name", "Rock", 1.0),
                new ValueMatch("rock", id("Genre"), "Name", "Rock And Roll", 0.6));
        assertThat(linked.joinPaths()).containsExactly(
                new JoinPath(id("Track"), List.of("GenreId"), id("Genre"), List.of("GenreId"), true));
    }
}
