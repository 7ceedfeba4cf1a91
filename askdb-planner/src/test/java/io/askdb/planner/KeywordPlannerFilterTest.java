package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.semantic.SemanticModels;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Equality filters on stored values, on Chinook read through the JDBC catalog with its sampled
 * values (Genre.Name, Customer.Country ...); expected results checked with sqlite3.
 */
class KeywordPlannerFilterTest {
    private static Catalog chinook;
    private static KeywordPlanner planner;
    private static KeywordPlanner withModel;

    @BeforeAll
    static void read() {
        chinook = ChinookScore.jdbcCatalog();
        planner = new KeywordPlanner();
        withModel = new KeywordPlanner(SemanticModels.read(ChinookScore.MODEL, chinook));
    }

    private static Generation generate(KeywordPlanner p, String question) {
        return p.generate(new GenerationRequest(question, chinook, List.of()));
    }

    private static CandidateSql plan(KeywordPlanner p, String question) {
        Generation g = generate(p, question);
        assertThat(g).as("generation for %s", question).isInstanceOf(CandidateSql.class);
        return (CandidateSql) g;
    }

    private static List<List<String>> rows(String sql) throws SQLException {
        List<List<String>> out = new ArrayList<>();
        for (List<Object> row : ChinookFixture.run(sql)) {
            out.add(row.stream().map(o -> o instanceof Number n
                    ? new BigDecimal(n.toString()).setScale(2, RoundingMode.HALF_UP).toPlainString() : String.valueOf(o)).toList());
        }
        return out;
    }

    @Test
    void should_count_130_tracks_when_asked_for_tracks_in_the_jazz_genre() throws SQLException {
        CandidateSql c = plan(planner, "How many tracks are in the Jazz genre?");

        assertThat(c.sql()).isEqualTo("SELECT COUNT(*) AS \"track_count\"\nFROM \"Track\" \"t0\"\n"
                + "  JOIN \"Genre\" \"t1\"\n    ON \"t0\".\"GenreId\" = \"t1\".\"GenreId\"\nWHERE \"t1\".\"Name\" = 'Jazz'");
        assertThat(rows(c.sql())).containsExactly(List.of("130.00"));
        assertThat(c.assumptions()).containsExactly("Filtered on Genre.Name = 'Jazz'.");
        assertThat(c.confidence()).isEqualTo(90);
    }

    @Test
    void should_count_1297_rock_tracks_not_rock_and_roll_when_asked_for_the_rock_genre() throws SQLException {
        CandidateSql rock = plan(planner, "How many tracks are in the Rock genre?");
        CandidateSql rockAndRoll = plan(planner, "How many tracks are in the Rock And Roll genre?");

        assertThat(rock.sql()).endsWith("WHERE \"t1\".\"Name\" = 'Rock'");
        assertThat(rows(rock.sql())).containsExactly(List.of("1297.00"));
        assertThat(rockAndRoll.sql()).endsWith("WHERE \"t1\".\"Name\" = 'Rock And Roll'");
        assertThat(rows(rockAndRoll.sql())).containsExactly(List.of("12.00"));
    }

    @Test
    void should_count_5_customers_when_asked_how_many_customers_are_from_brazil() throws SQLException {
        CandidateSql c = plan(planner, "How many customers are from Brazil?");

        assertThat(c.sql()).isEqualTo("SELECT COUNT(*) AS \"customer_count\"\nFROM \"Customer\" \"t0\"\n"
                + "WHERE \"t0\".\"Country\" = 'Brazil'");
        assertThat(rows(c.sql())).containsExactly(List.of("5.00"));
        assertThat(c.assumptions()).containsExactly("Filtered on Customer.Country = 'Brazil'.");
    }

    @Test
    void should_match_the_value_ignoring_case_and_use_its_stored_spelling_when_written_in_lower_case() throws SQLException {
        CandidateSql c = plan(planner, "how many customers live in brazil");

        assertThat(c.sql()).endsWith("WHERE \"t0\".\"Country\" = 'Brazil'");
        assertThat(rows(c.sql())).containsExactly(List.of("5.00"));
    }

    @Test
    void should_sum_303_96_revenue_of_canadian_customers_when_the_metric_is_filtered() throws SQLException {
        CandidateSql c = plan(withModel, "What is the total revenue from customers in Canada?");

        assertThat(c.sql()).contains("JOIN \"Customer\" \"t2\"").contains("WHERE \"t2\".\"Country\" = 'Canada'");
        assertThat(rows(c.sql())).containsExactly(List.of("303.96"));
        assertThat(c.assumptions()).contains("Filtered on Customer.Country = 'Canada'.");
    }

    @Test
    void should_decline_when_a_value_sits_in_several_reachable_columns_and_no_table_is_named() {
        Generation g = generate(planner, "How many invoice lines are in Canada?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("'canada' is a value of several columns")
                .contains("Invoice.BillingCountry").contains("Customer.Country");
    }

    @Test
    void should_filter_on_the_counted_table_when_it_holds_the_value_among_other_columns() throws SQLException {
        CandidateSql c = plan(planner, "How many invoices are in Canada?");

        assertThat(c.sql()).endsWith("FROM \"Invoice\" \"t0\"\nWHERE \"t0\".\"BillingCountry\" = 'Canada'");
        assertThat(rows(c.sql())).containsExactly(List.of("56.00"));
    }

    @Test
    void should_decline_when_the_value_cannot_be_joined_from_the_counted_table() {
        Generation g = generate(planner, "How many genres are in Brazil?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("'brazil' is a value of").contains("cannot join from Genre");
    }

    @Test
    void should_decline_when_two_values_of_one_column_are_named() {
        Generation g = generate(planner, "How many customers are from Brazil Canada?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("two values of Customer.Country");
    }

    @Test
    void should_decline_when_a_value_follows_a_grouping_cue_other_than_by() {
        Generation g = generate(planner, "How many tracks per Rock?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("'rock'");
    }

    @Test
    void should_decline_when_a_value_is_filtered_and_a_table_named_is_not_joined() {
        Generation g = generate(planner, "How many genre Jazz tracks?");

        assertThat(g).isInstanceOf(Declined.class);
    }

    @Test
    void should_state_the_filter_in_the_reasoning_when_a_metric_is_filtered() {
        CandidateSql c = plan(withModel, "What were total sales in the USA?");

        assertThat(c.sql()).isEqualTo("SELECT SUM(Total) AS \"total_sales\"\nFROM \"Invoice\"\nWHERE \"BillingCountry\" = 'USA'");
        assertThat(c.reasoning()).isEqualTo("Metric plan: total sales = SUM(Total) over Invoice; where Invoice.BillingCountry = 'USA'.");
        assertThat(c.confidence()).isEqualTo(90);
    }

    @Test
    void should_fold_accents_and_punctuation_when_reading_a_stored_value() {
        assertThat(ValueMatcher.words("Embraer - Empresa Brasileira de Aeronáutica S.A."))
                .containsExactly("embraer", "empresa", "brasileira", "de", "aeronautica", "s", "a");
    }

    @Test
    void should_list_the_130_jazz_tracks_when_asked_to_list_tracks_in_the_jazz_genre() throws SQLException {
        CandidateSql c = plan(planner, "List the tracks in the Jazz genre");

        assertThat(c.sql()).contains("FROM \"Track\" \"t0\"\n  JOIN \"Genre\" \"t1\"").contains("WHERE \"t1\".\"Name\" = 'Jazz'");
        assertThat(rows(c.sql())).hasSize(130);
        assertThat(c.assumptions()).containsExactly("Filtered on Genre.Name = 'Jazz'.");
    }

    @Test
    void should_filter_on_the_named_table_when_a_metric_table_also_holds_the_value() throws SQLException {
        CandidateSql c = plan(withModel, "What is the average invoice total for customers in Brazil?");

        assertThat(c.assumptions()).contains("Filtered on Customer.Country = 'Brazil'.");
        assertThat(rows(c.sql())).containsExactly(List.of("5.43"));
    }

    @Test
    void should_double_single_quotes_when_the_stored_value_has_one() {
        ValueFilter f = new ValueFilter(new ColumnRef(chinook.tables().get(0), chinook.tables().get(0).columns().get(0)), "Guns N' Roses", 0);

        assertThat(f.literal()).isEqualTo("'Guns N'' Roses'");
    }
}
