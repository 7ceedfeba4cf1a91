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
 * Questions from a new user's trial on the Chinook demo (issue 5 trial findings), each with the
 * rows checked with sqlite3 on data/chinook/chinook.sqlite.
 */
class KeywordPlannerTrialTest {
    private static Catalog chinook;
    private static final KeywordPlanner PLANNER = new KeywordPlanner();

    @BeforeAll
    static void read() {
        chinook = ChinookScore.jdbcCatalog();
    }

    private static ValueMatch match(String mention, String table, String column, String stored) {
        return new ValueMatch(mention, new TableId(null, table), column, stored, 1.0);
    }

    private static Generation generate(String question, ValueMatch... values) {
        LinkedSchema linked = new LinkedSchema(List.of(), List.of(), List.of(values), List.of());
        return PLANNER.generate(new GenerationRequest(question, chinook, List.of(), "", linked, List.of(), List.of()));
    }

    @Test
    void should_list_the_rows_whose_self_reference_points_at_the_named_row_when_the_name_follows_the_key() throws SQLException {
        Generation g = generate("Which employees report to Nancy Edwards?",
                match("Nancy", "Employee", "FirstName", "Nancy"), match("Edwards", "Employee", "LastName", "Edwards"));
        assertThat(g).isInstanceOf(CandidateSql.class);
        CandidateSql c = (CandidateSql) g;
        assertThat(c.sql()).contains("JOIN \"Employee\" \"t1\"").contains("\"t1\".\"FirstName\" = 'Nancy'");
        assertThat(ChinookFixture.run(c.sql())).containsExactly(
                List.of("Jane", "Peacock"), List.of("Margaret", "Park"), List.of("Steve", "Johnson"));
    }

    @Test
    void should_decline_never_show_the_raw_id_when_the_named_row_is_not_right_after_the_key() {
        Generation g = generate("Show the reports to of Nancy Edwards.",
                match("Nancy", "Employee", "FirstName", "Nancy"), match("Edwards", "Employee", "LastName", "Edwards"));
        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).isEqualTo("Employee.ReportsTo holds the ids of Employee rows, not an answer to show. "
                + "Ask about the Employee rows themselves, e.g. 'Which employee ...', or for the Employee rows whose ReportsTo points at a named Employee.");
    }

    @Test
    void should_filter_on_who_made_the_rows_when_a_stored_value_follows_by() throws SQLException {
        CandidateSql zeppelin = (CandidateSql) generate("How many tracks by Led Zeppelin?", match("Led Zeppelin", "Artist", "Name", "Led Zeppelin"));
        assertThat(zeppelin.assumptions()).containsExactly("Filtered on Artist.Name = 'Led Zeppelin'.");
        assertThat(ChinookFixture.run(zeppelin.sql())).containsExactly(List.of(114));
        CandidateSql acdc = (CandidateSql) generate("How many tracks are by AC/DC?",
                match("AC/DC", "Artist", "Name", "AC/DC"), match("AC/DC", "Track", "Composer", "AC/DC"));
        assertThat(ChinookFixture.run(acdc.sql())).containsExactly(List.of(18));
    }

    @Test
    void should_still_decline_when_the_words_after_by_are_unknown() {
        Generation g = generate("How many tracks by Zorblax?");
        assertThat(((Declined) g).reason()).isEqualTo("I could not match 'zorblax' to any table, column or value in this database.");
    }

    @Test
    void should_take_the_tables_column_when_its_word_comes_right_before_a_value_several_tables_hold() throws SQLException {
        ValueMatch[] ironMaiden = {match("Iron Maiden", "Album", "Title", "Iron Maiden"), match("Iron Maiden", "Artist", "Name", "Iron Maiden"),
            match("Iron Maiden", "Track", "Name", "Iron Maiden")};
        CandidateSql artist = (CandidateSql) generate("How many albums does the artist Iron Maiden have?", ironMaiden);
        assertThat(ChinookFixture.run(artist.sql())).containsExactly(List.of(21));
        CandidateSql album = (CandidateSql) generate("How many tracks are on the album 'Let There Be Rock'?",
                match("Let There Be Rock", "Album", "Title", "Let There Be Rock"), match("Let There Be Rock", "Track", "Name", "Let There Be Rock"));
        assertThat(album.assumptions()).containsExactly("Filtered on Album.Title = 'Let There Be Rock'.");
        assertThat(ChinookFixture.run(album.sql())).containsExactly(List.of(8));
    }

    @Test
    void should_say_which_tables_hold_the_value_and_how_to_ask_when_several_label_columns_hold_it() {
        Generation g = generate("How many albums does Iron Maiden have?", match("Iron Maiden", "Album", "Title", "Iron Maiden"),
                match("Iron Maiden", "Artist", "Name", "Iron Maiden"), match("Iron Maiden", "Track", "Name", "Iron Maiden"));
        assertThat(((Declined) g).reason()).isEqualTo("'Iron Maiden' is an album (Album.Title), an artist (Artist.Name) and a track "
                + "(Track.Name). Say which one you mean with the table's word right before it, e.g. 'the album Iron Maiden'.");
    }

    @Test
    void should_suggest_the_everyday_word_for_a_column_named_by_its_unit_when_declining() {
        Declined d = (Declined) generate("How many tracks by Zorblax?");
        assertThat(d.suggestions()).containsExactly("How many tracks are there per media type?", "What is the average length of tracks?",
                "How many tracks are there?", DeclineReasons.CONFIGURE_LLM);
    }

    @Test
    void should_rank_by_the_adjectives_column_when_a_superlative_names_one_row() throws SQLException {
        CandidateSql longest = (CandidateSql) generate("What is the longest track?");
        // the track ranked first by Milliseconds (5286953; the shortest 1071), shown by name
        assertThat(ChinookFixture.run(longest.sql())).containsExactly(List.of("Occupation / Precipice"));
        assertThat(longest.assumptions()).contains("Showed the one track ranked first; others may tie with it.");
        CandidateSql shortest = (CandidateSql) generate("What is the shortest track?");
        assertThat(ChinookFixture.run(shortest.sql())).containsExactly(List.of("É Uma Partida De Futebol"));
        CandidateSql expensive = (CandidateSql) generate("What is the most expensive track?");
        assertThat(expensive.sql()).contains("ORDER BY \"t0\".\"UnitPrice\" DESC");
    }

    @Test
    void should_rank_a_columns_values_when_the_ranked_word_names_a_column() throws SQLException {
        CandidateSql c = (CandidateSql) generate("Which country has the most invoices?");
        assertThat(ChinookFixture.run(c.sql())).containsExactly(List.of("USA"));
    }

    @Test
    void should_filter_through_the_bridge_table_when_the_value_sits_on_its_other_side() throws SQLException {
        ValueMatch grunge = match("Grunge", "Playlist", "Name", "Grunge");
        CandidateSql count = (CandidateSql) generate("How many tracks are on the playlist 'Grunge'?", grunge);
        assertThat(ChinookFixture.run(count.sql())).containsExactly(List.of(15));
        assertThat(count.assumptions()).containsExactly("Kept Track rows linked through PlaylistTrack to Playlist.Name = 'Grunge'.");
        CandidateSql list = (CandidateSql) generate("Which tracks are on the playlist 'Grunge'?", grunge);
        assertThat(ChinookFixture.run(list.sql())).hasSize(15).startsWith(List.of("Alive"), List.of("Black Hole Sun"), List.of("Come As You Are"));
    }

    @Test
    void should_count_per_entity_over_the_bridge_table_when_no_many_to_one_path_joins_them() throws SQLException {
        CandidateSql c = (CandidateSql) generate("How many tracks are in each playlist?");
        assertThat(ChinookFixture.run(c.sql())).hasSize(14).startsWith(
                List.of("Music", 3290), List.of("Music", 3290), List.of("90’s Music", 1477), List.of("TV Shows", 213));
        assertThat(c.assumptions()).containsExactly(
                "Counted Track rows per Playlist through PlaylistTrack, each pair once; playlists with none are not listed.");
    }

    @Test
    void should_read_the_last_quarter_of_a_year_as_its_fourth_quarter() throws SQLException {
        CandidateSql c = (CandidateSql) generate("How many invoices were there in the last quarter of 2024?");
        assertThat(c.sql()).contains("'2024-10-01'").contains("'2025-01-01'");
        assertThat(ChinookFixture.run(c.sql())).containsExactly(List.of(21));
    }

    @Test
    void should_compare_the_number_of_referring_rows_when_a_number_precedes_a_table_name() throws SQLException {
        CandidateSql albums = (CandidateSql) generate("Which albums have more than 20 tracks?");
        assertThat(ChinookFixture.run(albums.sql())).hasSize(17).startsWith(List.of("Acústico"), List.of("Acústico MTV"), List.of("Afrociberdelia"));
        assertThat(albums.assumptions()).containsExactly("Read 'more than 20 tracks' as the number of Track rows referring to each Album row > 20.");
        CandidateSql artists = (CandidateSql) generate("How many artists have more than 10 albums?");
        assertThat(ChinookFixture.run(artists.sql())).containsExactly(List.of(3));
    }
}
