package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.generation.GenerationRequest;
import io.askdb.planner.explain.TemplateExplainer;
import java.sql.Types;
import java.util.ArrayList;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Plans questions against the real Chinook catalog and runs the SQL on Chinook, read-only. */
class KeywordPlannerChinookTest {
    private static Catalog chinook;
    private final KeywordPlanner planner = new KeywordPlanner();

    @BeforeAll
    static void readCatalog() throws SQLException {
        chinook = ChinookFixture.catalog();
    }

    private CandidateSql plan(String question, Catalog catalog) {
        Generation g = planner.generate(new GenerationRequest(question, catalog, List.of()));
        assertThat(g).as("generation for %s", question).isInstanceOf(CandidateSql.class);
        return (CandidateSql) g;
    }

    private List<List<Object>> answer(String question) throws SQLException {
        return ChinookFixture.run(plan(question, chinook).sql());
    }

    @Test
    void should_return_one_row_when_which_asks_for_a_single_thing_with_the_most() throws SQLException {
        assertThat(answer("Which media type has the most tracks?")).containsExactly(List.of("MPEG audio file"));
        assertThat(answer("Which artist has the most albums?")).containsExactly(List.of("Iron Maiden"));
        assertThat(answer("Which artists have the most albums?")).hasSizeGreaterThan(1);
    }

    @Test
    void should_show_the_count_beside_the_row_with_the_most_only_when_the_question_asks_how_many() throws SQLException {
        assertThat(answer("Which artist has the most albums, and how many albums?")).containsExactly(List.of("Iron Maiden", 21));
        assertThat(answer("Show the artist with the most albums and the number of albums.")).containsExactly(List.of("Iron Maiden", 21));
        // "the largest number of", "by total": what the ranking ranks by, not asked for
        assertThat(answer("Top 3 artists by number of albums")).containsExactly(List.of("Iron Maiden"), List.of("Led Zeppelin"),
                List.of("Deep Purple"));
    }

    @Test
    void should_count_all_rows_when_asked_how_many_customers() throws SQLException {
        CandidateSql c = plan("How many customers are there?", chinook);

        assertThat(oneLine(c.sql())).isEqualTo("SELECT COUNT(*) AS \"customer_count\" FROM \"Customer\" \"t0\"");
        assertThat(c.confidence()).isEqualTo(95);
        assertThat(ChinookFixture.run(c.sql())).containsExactly(List.of(59));
    }

    @Test
    void should_count_tracks_per_genre_along_the_foreign_key_when_asked_in_each_genre() throws SQLException {
        CandidateSql c = plan("How many tracks are there in each genre?", chinook);

        assertThat(oneLine(c.sql())).isEqualTo("SELECT \"t1\".\"Name\" AS \"genre\", COUNT(\"t0\".\"GenreId\") AS \"track_count\""
                + " FROM \"Genre\" \"t1\" LEFT JOIN \"Track\" \"t0\" ON \"t0\".\"GenreId\" = \"t1\".\"GenreId\""
                + " GROUP BY \"t1\".\"GenreId\", \"t1\".\"Name\""
                + " ORDER BY COUNT(\"t0\".\"GenreId\") DESC, \"t1\".\"Name\" ASC, \"t1\".\"GenreId\" ASC");
        assertThat(c.tablesUsed()).containsExactly("Track", "Genre");
        List<List<Object>> rows = ChinookFixture.run(c.sql());
        assertThat(rows).hasSize(25);
        assertThat(rows.subList(0, 3)).containsExactly(List.of("Rock", 1297), List.of("Latin", 579), List.of("Metal", 374));
    }

    @Test
    void should_rank_artists_by_album_count_with_ties_in_name_order_when_asked_for_the_top_5() throws SQLException {
        CandidateSql c = plan("Which 5 artists have the most albums?", chinook);

        // the count orders the artists (Iron Maiden 21, Led Zeppelin 14, Deep Purple 11, Metallica and U2 10) without being shown
        assertThat(oneLine(c.sql())).isEqualTo("SELECT \"t1\".\"Name\" AS \"artist\""
                + " FROM \"Artist\" \"t1\" LEFT JOIN \"Album\" \"t0\" ON \"t0\".\"ArtistId\" = \"t1\".\"ArtistId\""
                + " GROUP BY \"t1\".\"ArtistId\", \"t1\".\"Name\""
                + " ORDER BY COUNT(\"t0\".\"ArtistId\") DESC, \"t1\".\"Name\" ASC, \"t1\".\"ArtistId\" ASC LIMIT 5");
        assertThat(ChinookFixture.run(c.sql())).containsExactly(List.of("Iron Maiden"), List.of("Led Zeppelin"),
                List.of("Deep Purple"), List.of("Metallica"), List.of("U2"));
    }

    @Test
    void should_sum_invoice_totals_per_billing_country_when_asked_for_the_total_amount() throws SQLException {
        CandidateSql c = plan("What is the total invoice amount per billing country?", chinook);

        assertThat(oneLine(c.sql())).isEqualTo("SELECT \"t0\".\"BillingCountry\" AS \"billing_country\", SUM(\"t0\".\"Total\") AS \"sum_total\""
                + " FROM \"Invoice\" \"t0\" GROUP BY \"t0\".\"BillingCountry\""
                + " ORDER BY SUM(\"t0\".\"Total\") DESC, \"t0\".\"BillingCountry\" ASC");
        assertThat(c.assumptions()).containsExactly("Read 'amount' as Invoice.Total.");
        assertThat(c.confidence()).isEqualTo(80);
        List<List<Object>> rows = ChinookFixture.run(c.sql());
        assertThat(rows).hasSize(24);
        assertThat(rows.get(0).get(0)).isEqualTo("USA");
        assertThat(twoDecimals(rows.get(0).get(1))).isEqualTo(new BigDecimal("523.06"));
        assertThat(rows.get(1).get(0)).isEqualTo("Canada");
        assertThat(twoDecimals(rows.get(1).get(1))).isEqualTo(new BigDecimal("303.96"));
    }

    @Test
    void should_answer_the_other_example_questions_with_exact_values_when_run_on_chinook() throws SQLException {
        assertThat(answer("How many employees")).containsExactly(List.of(8));
        assertThat(((Number) answer("What is the average track length?").get(0).get(0)).doubleValue())
                .isCloseTo(393599.2121, within(0.0001));
        assertThat(twoDecimals(answer("What is the total of invoice totals?").get(0).get(0))).isEqualTo(new BigDecimal("2328.60"));
        assertThat(((Number) answer("What is the average invoice total?").get(0).get(0)).doubleValue())
                .isCloseTo(5.6519, within(0.0001));
        assertThat(answer("How many albums does each artist have?")).hasSize(275).startsWith(List.of("Iron Maiden", 21));
        assertThat(answer("number of tracks per media type")).hasSize(5).startsWith(List.of("MPEG audio file", 3034));
        assertThat(answer("How many invoices are there in each country?")).hasSize(24).startsWith(List.of("USA", 91));
        assertThat(answer("List all genres")).hasSize(25).startsWith(List.of("Alternative"), List.of("Alternative & Punk"));
        assertThat(answer("What is the highest invoice total?")).hasSize(1);
        assertThat(twoDecimals(answer("What is the highest invoice total?").get(0).get(0))).isEqualTo(new BigDecimal("25.86"));
    }

    @Test
    void should_rank_customers_by_their_invoice_totals_shown_by_name_when_asked_for_the_top_10() throws SQLException {
        CandidateSql c = plan("Top 10 customers by total spent", chinook);

        // ranked by the sum of their totals (Helena Holý first, 49.62), shown by name only
        assertThat(oneLine(c.sql())).startsWith("SELECT \"t1\".\"FirstName\" AS \"first_name\", \"t1\".\"LastName\" AS \"last_name\""
                + " FROM \"Invoice\" \"t0\" JOIN \"Customer\" \"t1\"")
                .contains("ORDER BY SUM(\"t0\".\"Total\") DESC").endsWith(" LIMIT 10");
        List<List<Object>> rows = ChinookFixture.run(c.sql());
        assertThat(rows).hasSize(10);
        assertThat(rows.get(0)).containsExactly("Helena", "Holý");
    }

    @Test
    void should_join_two_foreign_keys_when_counting_tracks_per_artist() throws SQLException {
        CandidateSql c = plan("How many tracks per artist?", chinook);

        assertThat(oneLine(c.sql())).contains("FROM \"Artist\" \"t2\" LEFT JOIN \"Album\" \"t1\" ON \"t1\".\"ArtistId\" = \"t2\".\"ArtistId\""
                + " LEFT JOIN \"Track\" \"t0\" ON \"t0\".\"AlbumId\" = \"t1\".\"AlbumId\"");
        assertThat(ChinookFixture.run(c.sql())).startsWith(List.of("Iron Maiden", 213), List.of("U2", 135));
    }

    @Test
    void should_write_fetch_first_and_the_dialect_quotes_when_the_dialect_asks_for_them() {
        Catalog generic = new Catalog(Dialect.GENERIC, null, chinook.tables());
        Catalog mysql = new Catalog(Dialect.MYSQL, null, chinook.tables());

        assertThat(oneLine(plan("Which 5 artists have the most albums?", generic).sql())).endsWith(" FETCH NEXT 5 ROWS ONLY");
        assertThat(oneLine(plan("How many customers are there?", mysql).sql()))
                .isEqualTo("SELECT COUNT(*) AS `customer_count` FROM `Customer` `t0`");
    }

    @Test
    void should_explain_the_planned_result_with_its_exact_values_when_run_end_to_end() throws SQLException {
        TemplateExplainer explainer = new TemplateExplainer();
        String genres = "How many tracks are there in each genre?";
        String customers = "How many customers are there?";

        assertThat(explainer.explain(genres, "", table(answer(genres), "genre", "track_count")))
                .isEqualTo("25 rows. The largest track_count is Rock with 1297, followed by Latin with 579 and Metal with 374.");
        assertThat(explainer.explain(customers, "", table(answer(customers), "customer_count"))).isEqualTo("There are 59 customers.");
    }

    private static ResultTable table(List<List<Object>> rows, String... names) {
        List<ResultColumn> columns = new ArrayList<>();
        for (String n : names) columns.add(new ResultColumn(n, "", Types.OTHER));
        return new ResultTable(columns, rows, false, 0);
    }

    private static BigDecimal twoDecimals(Object n) {
        return new BigDecimal(n.toString()).setScale(2, RoundingMode.HALF_UP);
    }

    /** The renderer breaks lines before each clause; these assertions compare the SQL on one line. */
    private static String oneLine(String sql) {
        return sql.replaceAll("\\s+", " ");
    }
}
