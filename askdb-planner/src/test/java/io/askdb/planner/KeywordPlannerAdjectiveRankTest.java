package io.askdb.planner;

import static io.askdb.planner.KeywordPlannerTimeTest.generate;
import static io.askdb.planner.KeywordPlannerTimeTest.plan;
import static io.askdb.planner.KeywordPlannerTimeTest.rows;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "The 5 most expensive tracks" ranks tracks by their price; only "most common" counts rows per value; a word
 * after "most" that is no superlative the lexicon knows declines. On the bundled Chinook (SQLite) and, for
 * case N02 of the public reports, a products table whose prices are TEXT.
 */
class KeywordPlannerAdjectiveRankTest {
    private static Catalog chinook;
    private static final KeywordPlanner PLANNER = new KeywordPlanner();
    @TempDir
    Path dir;

    @BeforeAll
    static void read() {
        chinook = ChinookScore.jdbcCatalog();
    }

    @Test
    void should_rank_tracks_by_unit_price_and_show_their_names_when_asked_for_the_5_most_expensive_tracks() throws SQLException {
        String sql = plan(PLANNER, chinook, "What are the 5 most expensive tracks?").sql();

        // the price orders the tracks; the question asked for the tracks, so only their names are shown
        assertThat(sql).doesNotContain("COUNT(").doesNotContain("AS \"unit_price\"").contains("ORDER BY \"t0\".\"UnitPrice\" DESC");
        assertThat(rows(sql)).isEqualTo(rows("SELECT Name FROM Track WHERE UnitPrice = 1.99 ORDER BY Name, TrackId LIMIT 5"))
                .containsExactly(List.of("\"?\""), List.of("...And Found"), List.of("...In Translation"), List.of(".07%"),
                        List.of("A Benihana Christmas, Pts. 1 & 2"));
    }

    @Test
    void should_rank_cheapest_first_when_asked_for_the_3_cheapest_or_least_expensive_tracks() throws SQLException {
        List<List<String>> cheapest = rows(plan(PLANNER, chinook, "What are the 3 cheapest tracks?").sql());

        assertThat(cheapest).isEqualTo(rows("SELECT Name FROM Track WHERE UnitPrice = 0.99 ORDER BY Name, TrackId LIMIT 3"));
        assertThat(rows(plan(PLANNER, chinook, "What are the 3 least expensive tracks?").sql())).isEqualTo(cheapest);
    }

    @Test
    void should_answer_the_most_common_value_alone_and_decline_a_count_of_them_it_cannot_place() throws SQLException {
        // rank.frequent is empty (see lexicon.properties); the frame planner reads "most common" as the value with the most
        // rows, shown alone (3,290 tracks cost 0.99, 213 cost 1.99)
        assertThat(rows(plan(PLANNER, chinook, "What is the most common unit price of tracks?").sql())).containsExactly(List.of("0.99"));
        assertThat(generate(PLANNER, chinook, "What are the 3 most common billing countries?")).isInstanceOf(Declined.class);
    }

    @Test
    void should_decline_when_the_word_after_most_is_no_superlative_the_lexicon_maps() {
        assertThat(generate(PLANNER, chinook, "What are the 5 most beautiful tracks?")).isInstanceOf(Declined.class);
        // "long" names the length column, but "most long" is no superlative of rank.implied: never counted per length
        assertThat(((Declined) generate(PLANNER, chinook, "What are the 5 most long tracks?")).reason()).contains("'most long'");
        assertThat(generate(PLANNER, chinook, "What is the most popular genre?")).isInstanceOf(Declined.class);
    }

    @Test
    void should_rank_wines_by_price_not_count_prices_when_the_price_is_a_number_column() throws SQLException {
        String url = "jdbc:sqlite:" + dir.resolve("wine.sqlite");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE wine (No INTEGER PRIMARY KEY, Name TEXT, Price INTEGER)");
            s.execute("INSERT INTO wine VALUES (1,'Darius II',225),(2,'Shiraz',9),(3,'Zin',40),(4,'Merlot',40),(5,'Syrah',200)");
        }
        Generation g = planFile("wine.sqlite", "What are the 3 most expensive wines?");

        assertThat(KeywordPlannerTextDateTest.run(url, ((io.askdb.generation.CandidateSql) g).sql()))
                .containsExactly(List.of("Darius II"), List.of("Syrah"), List.of("Merlot"));
    }

    @Test
    void should_decline_rather_than_count_prices_when_the_prices_are_text_case_N02() throws SQLException {
        String url = "jdbc:sqlite:" + dir.resolve("shop.sqlite");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price TEXT)");
            s.execute("INSERT INTO products VALUES (1,'Desk','249.00'),(2,'Lamp','89.50'),(3,'Chair','1200.00'),(4,'Mug','9.99'),"
                    + "(5,'Rug',NULL),(6,'Shelf','100.00')");
        }
        assertThat(((Declined) planFile("shop.sqlite", "What are the 3 most expensive products?")).reason())
                .isEqualTo("I could not tell what to rank products by.");
    }

    private Generation planFile(String file, String question) {
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(dir.resolve(file).toString(), new Properties()),
                CatalogOptions.DEFAULT).catalog();
        return PLANNER.generate(new GenerationRequest(question, catalog, List.of(), ""));
    }
}
