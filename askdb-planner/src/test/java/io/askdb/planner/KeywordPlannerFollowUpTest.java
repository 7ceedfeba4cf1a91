package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.conversation.Turn;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.linking.LinkedSchema;
import io.askdb.semantic.SemanticModels;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Follow-ups in a conversation (issue 17), planned with the earlier turns and run on Chinook, read-only. */
class KeywordPlannerFollowUpTest {
    private static Catalog chinook;
    private static KeywordPlanner planner;

    @BeforeAll
    static void readModel() {
        chinook = ChinookScore.jdbcCatalog();
        planner = new KeywordPlanner(SemanticModels.read(ChinookScore.MODEL, chinook));
    }

    private static Generation ask(String question, String... earlier) {
        List<Turn> turns = new ArrayList<>();
        for (String q : earlier) turns.add(new Turn(q, null));
        return planner.generate(new GenerationRequest(question, chinook, List.of(), "", LinkedSchema.NONE, List.of(), List.of(), turns));
    }

    private static CandidateSql answered(String question, String... earlier) {
        Generation g = ask(question, earlier);
        assertThat(g).as("generation for %s", question).isInstanceOf(CandidateSql.class);
        return (CandidateSql) g;
    }

    private static String declined(String question, String... earlier) {
        Generation g = ask(question, earlier);
        assertThat(g).as("generation for %s", question).isInstanceOf(Declined.class);
        return ((Declined) g).reason();
    }

    private static List<List<Object>> rows(CandidateSql c) throws SQLException {
        return ChinookFixture.run(c.sql());
    }

    @Test
    void should_count_the_invoices_of_2024_per_year_when_only_for_2024_follows_invoices_per_year() throws SQLException {
        CandidateSql c = answered("and only for 2024?", "How many invoices are there per year?");

        assertThat(rows(c)).containsExactly(List.of("2024", 83));
        assertThat(c.assumptions().get(0)).isEqualTo("Read as a follow-up to: How many invoices are there per year?");
    }

    @Test
    void should_filter_on_the_billing_country_when_only_in_canada_follows_invoices_per_year() throws SQLException {
        CandidateSql c = answered("and only in Canada?", "How many invoices are there per year?");

        assertThat(rows(c)).containsExactly(List.of("2021", 10), List.of("2022", 12), List.of("2023", 11), List.of("2024", 9),
                List.of("2025", 14));
        assertThat(c.sql()).contains("WHERE \"t0\".\"BillingCountry\" = 'Canada'");
    }

    @Test
    void should_group_the_count_when_per_country_follows_a_count() throws SQLException {
        CandidateSql c = answered("What about per country?", "How many invoices are there?");

        assertThat(rows(c).subList(0, 2)).containsExactly(List.of("USA", 91), List.of("Canada", 56));
    }

    @Test
    void should_keep_three_of_the_top_five_when_just_the_top_3_follows() throws SQLException {
        CandidateSql c = answered("just the top 3", "What are the top 5 genres by number of tracks?");

        // the first three by number of tracks (1297, 579, 374), shown by name as the top five were
        assertThat(rows(c)).containsExactly(List.of("Rock"), List.of("Latin"), List.of("Metal"));
        assertThat(c.assumptions()).containsExactly("Read as a follow-up to: What are the top 5 genres by number of tracks?");
    }

    @Test
    void should_sort_by_the_genre_name_when_sorted_by_name_follows_tracks_per_genre() throws SQLException {
        CandidateSql c = answered("sorted by name", "How many tracks per genre?");

        List<List<Object>> rows = rows(c);
        assertThat(rows).hasSize(25);
        assertThat(rows.subList(0, 3)).containsExactly(List.of("Alternative", 40), List.of("Alternative & Punk", 332),
                List.of("Blues", 81));
        assertThat(rows.get(24)).isEqualTo(List.of("World", 28));
    }

    @Test
    void should_sort_the_same_five_rows_when_sorted_by_name_follows_a_top_five() throws SQLException {
        CandidateSql c = answered("and sorted by name?", "What are the top 5 genres by number of tracks?");

        // the top five by number of tracks (Rock 1297, Latin 579, Metal 374, Alternative & Punk 332, Jazz 130), shown by name
        assertThat(rows(c)).containsExactly(List.of("Alternative & Punk"), List.of("Jazz"), List.of("Latin"),
                List.of("Metal"), List.of("Rock"));
    }

    @Test
    void should_put_the_fewest_first_when_the_lowest_first_follows() throws SQLException {
        CandidateSql c = answered("and the lowest first?", "How many tracks per genre?");

        assertThat(rows(c).subList(0, 2)).containsExactly(List.of("Opera", 1), List.of("Rock And Roll", 12));
    }

    @Test
    void should_show_the_three_fewest_when_the_bottom_3_follows() throws SQLException {
        CandidateSql c = answered("just the bottom 3", "How many tracks per genre?");

        assertThat(rows(c)).containsExactly(List.of("Opera", 1), List.of("Rock And Roll", 12), List.of("Science Fiction", 13));
    }

    @Test
    void should_read_each_earlier_follow_up_when_the_conversation_has_several() throws SQLException {
        CandidateSql c = answered("just the top 3", "How many tracks per genre?", "sorted by name");

        assertThat(rows(c)).containsExactly(List.of("Latin", 579), List.of("Metal", 374), List.of("Rock", 1297));
        assertThat(c.assumptions().get(0)).isEqualTo("Read as a follow-up to: How many tracks per genre? (then: sorted by name)");
    }

    @Test
    void should_say_it_needs_an_llm_naming_the_words_when_a_follow_up_substitutes_the_table() {
        String reason = declined("what about albums?", "How many tracks per genre?");

        assertThat(reason).startsWith("I read 'what about albums?' as a follow-up to 'How many tracks per genre?' but could not "
                + "add 'albums' to it: ").endsWith(FollowUpPlanner.NEEDS_LLM).contains("askdb.llm.provider");
    }

    @Test
    void should_say_it_needs_an_llm_when_a_follow_up_restricts_the_same_column_again() {
        String reason = declined("what about with a unit price over 0.5?", "How many tracks per genre?", "with a unit price over 1?");

        assertThat(reason).contains("could not add 'with a unit price over 0.5' to it: 'with a unit price over 0.5' restricts Track.UnitPrice again")
                .endsWith(FollowUpPlanner.NEEDS_LLM);
    }

    @Test
    void should_say_it_needs_an_llm_when_a_sort_names_no_column_of_the_answer() {
        String reason = declined("sorted by composer", "How many tracks per genre?");

        assertThat(reason).contains("could not add 'sorted by composer' to it: I could not tell which column of the answer")
                .endsWith(FollowUpPlanner.NEEDS_LLM);
    }

    @Test
    void should_say_it_needs_an_llm_when_a_limit_follows_one_value() {
        assertThat(declined("just the top 3", "How many tracks are there?")).contains("the previous answer is one value.");
    }

    @Test
    void should_answer_the_question_on_its_own_when_it_has_a_question_word() throws SQLException {
        CandidateSql c = answered("And how many albums are there?", "How many tracks per genre?");

        assertThat(rows(c)).containsExactly(List.of(347));
        assertThat(c.assumptions()).noneMatch(a -> a.startsWith("Read as a follow-up"));
    }

    @Test
    void should_plan_the_follow_up_on_its_own_when_no_earlier_turn_is_given() {
        assertThat(ask("and only for 2024?")).isInstanceOf(Declined.class);
    }
}
