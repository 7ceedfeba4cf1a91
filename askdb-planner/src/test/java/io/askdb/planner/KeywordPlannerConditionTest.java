package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.semantic.SemanticModels;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Comparisons, negation and DISTINCT on Chinook read through the JDBC catalog (with its sampled
 * values); expected results checked with sqlite3 on the same file.
 */
class KeywordPlannerConditionTest {
    private static Catalog chinook;
    private static KeywordPlanner planner;

    @BeforeAll
    static void read() {
        chinook = ChinookScore.jdbcCatalog();
        planner = new KeywordPlanner(SemanticModels.read(ChinookScore.MODEL, chinook));
    }

    private static Generation generate(String question) {
        return planner.generate(new GenerationRequest(question, chinook, List.of()));
    }

    private static CandidateSql plan(String question) {
        Generation g = generate(question);
        assertThat(g).as("generation for %s", question).isInstanceOf(CandidateSql.class);
        return (CandidateSql) g;
    }

    private static String reason(String question) {
        Generation g = generate(question);
        assertThat(g).as("generation for %s", question).isInstanceOf(Declined.class);
        return ((Declined) g).reason();
    }

    /** @return the rows, each row's cells joined by a space */
    private static List<String> rows(String question) throws SQLException {
        List<String> out = new ArrayList<>();
        for (List<Object> row : ChinookFixture.run(plan(question).sql())) {
            out.add(String.join(" ", row.stream().map(String::valueOf).toList()));
        }
        return out;
    }

    @Test
    void should_count_1069_tracks_when_asked_for_tracks_longer_than_5_minutes() throws SQLException {
        CandidateSql c = plan("How many tracks are longer than 5 minutes?");

        assertThat(c.sql()).isEqualTo("SELECT COUNT(*) AS \"track_count\"\nFROM \"Track\" \"t0\"\nWHERE \"t0\".\"Milliseconds\" > 300000");
        assertThat(c.assumptions()).containsExactly("Read 'longer than 5 minutes' as Track.Milliseconds > 300000.");
        assertThat(rows("How many tracks are longer than 5 minutes?")).containsExactly("1069");
    }

    @Test
    void should_compare_prices_when_asked_what_tracks_cost() throws SQLException {
        assertThat(rows("How many tracks cost 1.99?")).containsExactly("213");
        assertThat(rows("How many tracks cost less than $1?")).containsExactly("3290");
        assertThat(rows("How many tracks cost between 0.5 and 1?")).containsExactly("3290");
        assertThat(rows("How many invoices have a total over $10?")).containsExactly("64");
    }

    @Test
    void should_take_the_only_number_column_and_say_so_when_a_comparison_names_none() throws SQLException {
        CandidateSql c = plan("How many invoices are over $10?");

        assertThat(c.assumptions()).containsExactly("Read 'over 10' as Invoice.Total > 10 (the only number column of Invoice).");
        assertThat(rows("How many invoices are over $10?")).containsExactly("64");
    }

    @Test
    void should_decline_naming_the_columns_when_a_comparison_could_read_several() throws SQLException {
        assertThat(reason("How many tracks are over 10?")).isEqualTo("'over 10' could compare Track.Milliseconds, Track.Bytes or "
                + "Track.UnitPrice; name the column. For example: 'tracks with a unit price over 10'.");
        assertThat(rows("How many tracks with a unit price over 1?")).containsExactly("213");
    }

    @Test
    void should_decline_when_a_duration_is_compared_with_no_unit_and_compare_counts_of_referring_rows() throws SQLException {
        assertThat(reason("How many tracks are longer than 300000?")).isEqualTo("'longer than 300000' gives no unit, and "
                + "Track.Milliseconds holds a duration; say the unit (for example 'longer than 5 minutes').");
        assertThat(rows("Which artists have more than 10 albums?")).containsExactly("Deep Purple", "Iron Maiden", "Led Zeppelin");
    }

    @Test
    void should_test_for_a_missing_value_when_asked_for_rows_with_no_value() throws SQLException {
        CandidateSql c = plan("How many tracks have no composer?");

        assertThat(c.sql()).isEqualTo("SELECT COUNT(*) AS \"track_count\"\nFROM \"Track\" \"t0\"\nWHERE \"t0\".\"Composer\" IS NULL");
        assertThat(rows("How many tracks have no composer?")).containsExactly("977");
        assertThat(rows("How many customers have no company listed?")).containsExactly("49");
    }

    @Test
    void should_keep_rows_nothing_refers_to_when_asked_for_artists_with_no_albums_or_genres_never_sold() throws SQLException {
        CandidateSql c = plan("How many artists have no albums?");

        assertThat(c.sql().replaceAll("\\s+", " ")).endsWith("WHERE NOT EXISTS ( SELECT 1 AS \"one\" FROM \"Album\" \"a0\" WHERE \"a0\".\"ArtistId\" = \"t0\".\"ArtistId\" )");
        assertThat(c.assumptions()).containsExactly("Kept Artist rows that no Album row refers to.");
        assertThat(rows("How many artists have no albums?")).containsExactly("71");
        assertThat(rows("Which genres have never been sold?")).containsExactly("Opera");
    }

    @Test
    void should_negate_the_value_when_asked_for_customers_not_in_the_usa() throws SQLException {
        CandidateSql c = plan("How many customers are not in the USA?");

        assertThat(c.assumptions()).containsExactly("Filtered on Customer.Country <> 'USA'.");
        assertThat(rows("How many customers are not in the USA?")).containsExactly("46");
        assertThat(rows("Which employees are not sales support agents?"))
                .containsExactly("Andrew Adams", "Laura Callahan", "Michael Mitchell", "Nancy Edwards", "Robert King");
    }

    @Test
    void should_count_distinct_values_when_asked_how_many_different() throws SQLException {
        CandidateSql c = plan("How many different countries do our customers come from?");

        assertThat(c.sql()).isEqualTo("SELECT COUNT(DISTINCT \"t0\".\"Country\") AS \"distinct_country_count\"\nFROM \"Customer\" \"t0\"");
        assertThat(rows("How many different countries do our customers come from?")).containsExactly("24");
        assertThat(rows("How many different tracks have been sold?")).containsExactly("1984");
    }

    @Test
    void should_list_each_value_once_when_asked_for_the_different_values_of_a_column() throws SQLException {
        assertThat(rows("What are the different titles of employees?"))
                .containsExactly("General Manager", "IT Manager", "IT Staff", "Sales Manager", "Sales Support Agent");
        assertThat(rows("Which billing countries do we have invoices for?")).hasSize(24).startsWith("Argentina", "Australia");
    }

    @Test
    void should_list_rows_with_a_value_when_asked_which_customers_live_in_canada() throws SQLException {
        assertThat(rows("Which customers live in Canada?")).containsExactly("Aaron Mitchell", "Edward Francis", "Ellie Sullivan",
                "François Tremblay", "Jennifer Peterson", "Mark Philips", "Martha Silk", "Robert Brown");
        assertThat(rows("Which employees are sales support agents?")).containsExactly("Jane Peacock", "Margaret Park", "Steve Johnson");
    }

    @Test
    void should_decline_a_condition_on_a_metric_naming_the_metric() {
        assertThat(reason("What is the revenue of tracks longer than 5 minutes?")).isEqualTo("I read 'revenue' as the metric "
                + "'revenue' of the semantic model, but could not plan it: the planner applies no conditions such as 'longer than 5 "
                + "minutes' to a metric yet. Ask for the metric alone, or per a table or column.");
    }

    @Test
    void should_decline_distinct_with_a_grouping() {
        assertThat(reason("How many different countries per city?"))
                .isEqualTo("I can list or count different values for all rows only, not per group or ranked.");
    }
}
