package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.TableId;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.ValueMatch;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Filters on values the catalog did not sample but value linking found among the database's
 * distinct values (the request's {@link LinkedSchema#values()}), on Chinook read through the
 * JDBC catalog; expected results checked with sqlite3.
 */
class KeywordPlannerLinkedValueTest {
    private static Catalog chinook;
    private static final KeywordPlanner PLANNER = new KeywordPlanner();

    @BeforeAll
    static void read() {
        chinook = ChinookScore.jdbcCatalog();
    }

    private static ValueMatch match(String mention, String table, String column, String stored, double score) {
        return new ValueMatch(mention, new TableId(null, table), column, stored, score);
    }

    private static Generation generate(String question, ValueMatch... values) {
        LinkedSchema linked = new LinkedSchema(List.of(), List.of(), List.of(values), List.of());
        return PLANNER.generate(new GenerationRequest(question, chinook, List.of(), "", linked, List.of(), List.of()));
    }

    @Test
    void should_count_the_artists_tracks_when_value_linking_found_the_artist() throws SQLException {
        Generation g = generate("How many tracks does AC/DC have?", match("AC/DC", "Artist", "Name", "AC/DC", 1.0));
        assertThat(g).isInstanceOf(CandidateSql.class);
        CandidateSql c = (CandidateSql) g;
        assertThat(c.sql()).contains("WHERE \"t2\".\"Name\" = 'AC/DC'");
        assertThat(ChinookFixture.run(c.sql())).containsExactly(List.of(18));
        assertThat(c.assumptions()).contains("Filtered on Artist.Name = 'AC/DC'.");
    }

    @Test
    void should_state_the_near_spelling_and_lower_confidence_when_the_match_is_fuzzy() throws SQLException {
        CandidateSql exact = (CandidateSql) generate("How many tracks does Led Zeppelin have?",
                match("Led Zeppelin", "Artist", "Name", "Led Zeppelin", 1.0));
        CandidateSql near = (CandidateSql) generate("How many tracks does Led Zepelin have?",
                match("Led Zepelin", "Artist", "Name", "Led Zeppelin", 0.825));
        assertThat(near.sql()).isEqualTo(exact.sql());
        assertThat(ChinookFixture.run(near.sql())).containsExactly(List.of(114));
        assertThat(near.assumptions()).contains("Read 'led zepelin' as Artist.Name = 'Led Zeppelin', the nearest stored spelling.");
        assertThat(near.confidence()).isEqualTo(Math.max(50, exact.confidence() - ValueMatcher.NEAR_PENALTY));
    }

    @Test
    void should_prefer_the_exact_value_when_a_phrase_has_exact_and_near_matches() {
        CandidateSql c = (CandidateSql) generate("How many customers live in Paris?",
                match("Paris", "Customer", "City", "Paris", 1.0), match("Paris", "Customer", "City", "Parts", 0.8));
        assertThat(c.sql()).endsWith("WHERE \"t0\".\"City\" = 'Paris'");
        assertThat(c.assumptions()).noneMatch(a -> a.contains("nearest"));
    }

    @Test
    void should_decline_as_before_when_no_value_was_linked() {
        Generation g = generate("How many tracks does AC/DC have?");
        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("'ac' and 'dc'");
    }

    @Test
    void should_ignore_linked_values_when_they_are_numbers_or_name_no_catalog_column() {
        Generation g = generate("How many tracks does AC/DC have?",
                match("AC/DC", "Band", "Name", "AC/DC", 1.0), match("AC/DC", "Artist", "Country", "AC/DC", 1.0));
        assertThat(g).isInstanceOf(Declined.class);
    }

    @Test
    void should_filter_the_column_a_passive_verb_names_when_the_value_follows_by() throws SQLException {
        CandidateSql c = (CandidateSql) generate("Which tracks were composed by Jimi Hendrix?",
                match("Jimi Hendrix", "Artist", "Name", "Jimi Hendrix", 1.0), match("Jimi Hendrix", "Track", "Composer", "Jimi Hendrix", 1.0));
        assertThat(c.assumptions()).contains("Filtered on Track.Composer = 'Jimi Hendrix'.");
        assertThat(ChinookFixture.run(c.sql())).hasSize(16);
    }

    @Test
    void should_read_a_name_after_supported_by_as_a_filter_never_a_grouping() throws SQLException {
        CandidateSql c = (CandidateSql) generate("How many customers are supported by Jane Peacock?",
                match("Jane", "Employee", "FirstName", "Jane", 1.0), match("Peacock", "Employee", "LastName", "Peacock", 1.0));
        assertThat(c.assumptions()).contains("Filtered on Employee.FirstName = 'Jane'.", "Filtered on Employee.LastName = 'Peacock'.");
        assertThat(ChinookFixture.run(c.sql())).containsExactly(List.of(21));
    }
}
