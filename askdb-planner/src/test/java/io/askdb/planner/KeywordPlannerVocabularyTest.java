package io.askdb.planner;

import static io.askdb.planner.KeywordPlannerTimeTest.generate;
import static io.askdb.planner.KeywordPlannerTimeTest.plan;
import static io.askdb.planner.KeywordPlannerTimeTest.rows;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.semantic.SemanticModels;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Words of the semantic model, fillers, superlatives and units, planned on Chinook and run read-only. */
class KeywordPlannerVocabularyTest {
    private static Catalog chinook;
    private static KeywordPlanner planner;

    @BeforeAll
    static void readModel() {
        chinook = ChinookScore.jdbcCatalog();
        planner = new KeywordPlanner(SemanticModels.read(ChinookScore.MODEL, chinook));
    }

    private static List<List<String>> answer(String question) throws SQLException {
        return rows(plan(planner, chinook, question).sql());
    }

    @Test
    void should_count_customers_per_agent_filtered_on_the_title_when_asked_per_sales_support_agent() throws SQLException {
        CandidateSql c = plan(planner, chinook, "How many customers does each sales support agent have?");

        assertThat(c.sql()).contains("\"t1\".\"Title\" = 'Sales Support Agent'");
        assertThat(c.assumptions()).contains("Filtered on Employee.Title = 'Sales Support Agent'.");
        assertThat(rows(c.sql())).containsExactlyInAnyOrder(List.of("Jane", "Peacock", "21"), List.of("Margaret", "Park", "20"),
                List.of("Steve", "Johnson", "18"));
    }

    @Test
    void should_sum_invoice_totals_per_agent_when_asked_for_total_sales_per_sales_support_agent() throws SQLException {
        assertThat(answer("What were total sales per sales support agent?")).containsExactlyInAnyOrder(
                List.of("Jane", "Peacock", "833.04"), List.of("Margaret", "Park", "775.4"), List.of("Steve", "Johnson", "720.16"));
    }

    @Test
    void should_count_invoices_when_orders_is_a_synonym_of_the_invoice_entity() throws SQLException {
        assertThat(answer("How many orders have been placed?")).containsExactly(List.of("412"));
    }

    @Test
    void should_ignore_filler_phrases_when_they_only_restate_the_whole_table() throws SQLException {
        assertThat(answer("How many albums are in the catalog?")).containsExactly(List.of("347"));
        assertThat(answer("How many employees does the company have?")).containsExactly(List.of("8"));
    }

    @Test
    void should_group_by_the_title_when_job_title_is_a_dimension_synonym() throws SQLException {
        assertThat(answer("How many employees have each job title?")).containsExactlyInAnyOrder(List.of("General Manager", "1"),
                List.of("IT Manager", "1"), List.of("IT Staff", "2"), List.of("Sales Manager", "1"), List.of("Sales Support Agent", "3"));
    }

    @Test
    void should_count_per_billing_country_when_invoices_were_issued() throws SQLException {
        assertThat(answer("How many invoices were issued per billing country?")).hasSize(24).contains(List.of("USA", "91"));
    }

    @Test
    void should_read_a_unit_after_in_as_the_same_column_when_asked_for_length_in_milliseconds() throws SQLException {
        assertThat(answer("What is the shortest track length in milliseconds?")).containsExactly(List.of("1071"));
        assertThat(answer("What is the total size of all tracks in bytes?")).containsExactly(List.of("117386255350"));
    }

    @Test
    void should_rank_tracks_by_milliseconds_when_asked_for_the_5_longest_tracks() throws SQLException {
        CandidateSql c = plan(planner, chinook, "What are the 5 longest tracks?");

        assertThat(c.assumptions()).contains("Read 'longest' as Track.Milliseconds.");
        assertThat(rows(c.sql())).extracting(r -> r.get(0)).containsExactly("Occupation / Precipice", "Through a Looking Glass",
                "Greetings from Earth, Pt. 1", "The Man With Nine Lives", "Battlestar Galactica, Pt. 2");
    }

    @Test
    void should_sum_quantities_when_asked_how_many_tracks_have_been_sold_in_total() throws SQLException {
        CandidateSql c = plan(planner, chinook, "How many tracks have been sold in total?");

        assertThat(c.sql()).contains("SUM(Quantity)");
        assertThat(rows(c.sql())).containsExactly(List.of("2240"));
    }

    @Test
    void should_decline_when_a_superlative_names_no_column_of_the_ranked_table() {
        Generation g = generate(planner, chinook, "What are the 5 longest albums?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).isEqualTo("I could not tell what to rank albums by.");
    }

    @Test
    void should_skip_a_stop_word_synonym_when_the_model_gives_it_to_an_entity() throws SQLException {
        assertThat(answer("How many records are in the invoice table?")).containsExactly(List.of("412"));
    }
}
