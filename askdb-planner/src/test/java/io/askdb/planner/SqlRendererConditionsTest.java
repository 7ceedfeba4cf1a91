package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Each filter and condition of the plan IR, built by hand over the Chinook catalog, rendered and
 * run on the real (read-only) Chinook SQLite database; expected rows computed with sqlite3 by hand.
 */
class SqlRendererConditionsTest {
    private static final SqlRenderer RENDERER = new SqlRenderer(new QuestionTokenizer(Lexicon.standard()));
    private static PlanParts chinook;

    @BeforeAll
    static void catalog() throws SQLException {
        chinook = new PlanParts(ChinookFixture.catalog());
    }

    private static QueryPlan count(String fact, List<Hop> path, List<ValueFilter> filters, List<Condition> conditions) {
        return new QueryPlan(Aggregate.COUNT, chinook.table(fact), null, null, path, null, false, 90, List.of(), filters,
                conditions, false, null);
    }

    private static List<List<String>> run(QueryPlan p) throws SQLException {
        return PlanParts.chinook(RENDERER.render(p, Dialect.SQLITE));
    }

    @Test
    void should_count_1069_tracks_when_a_comparison_keeps_tracks_longer_than_300000_milliseconds() throws SQLException {
        QueryPlan p = count("Track", List.of(), List.of(), List.of(new Condition.Comparison(chinook.ref("Track", "Milliseconds"), 0,
                Condition.Op.GT, new BigDecimal("300000"), null, "longer than 5 minutes")));

        assertThat(RENDERER.render(p, Dialect.SQLITE)).isEqualTo(
                "SELECT COUNT(*) AS \"track_count\"\nFROM \"Track\" \"t0\"\nWHERE \"t0\".\"Milliseconds\" > 300000");
        assertThat(run(p)).containsExactly(List.of("1069"));
    }

    @Test
    void should_count_162_tracks_when_between_includes_both_ends() throws SQLException {
        QueryPlan p = count("Track", List.of(), List.of(), List.of(new Condition.Comparison(chinook.ref("Track", "Milliseconds"), 0,
                Condition.Op.BETWEEN, new BigDecimal("200000"), new BigDecimal("210000"), "between 200 and 210 seconds")));

        assertThat(RENDERER.render(p, Dialect.SQLITE)).endsWith("WHERE \"t0\".\"Milliseconds\" BETWEEN 200000 AND 210000");
        assertThat(run(p)).containsExactly(List.of("162"));
    }

    @Test
    void should_count_977_tracks_when_a_null_test_keeps_tracks_with_no_composer() throws SQLException {
        QueryPlan p = count("Track", List.of(), List.of(), List.of(new Condition.NullTest(chinook.ref("Track", "Composer"), 0, true)));

        assertThat(RENDERER.render(p, Dialect.SQLITE)).endsWith("WHERE \"t0\".\"Composer\" IS NULL");
        assertThat(run(p)).containsExactly(List.of("977"));
    }

    @Test
    void should_count_2526_tracks_when_a_null_test_keeps_tracks_with_a_composer() throws SQLException {
        QueryPlan p = count("Track", List.of(), List.of(), List.of(new Condition.NullTest(chinook.ref("Track", "Composer"), 0, false)));

        assertThat(run(p)).containsExactly(List.of("2526"));
    }

    @Test
    void should_count_71_artists_when_an_absence_keeps_artists_no_album_refers_to() throws SQLException {
        QueryPlan p = count("Artist", List.of(), List.of(), List.of(new Condition.Absence(List.of(chinook.hop("Album", "Artist")), 0)));

        assertThat(RENDERER.render(p, Dialect.SQLITE)).endsWith("WHERE NOT EXISTS (\n  SELECT 1 AS \"one\"\n  FROM \"Album\" \"a0\"\n"
                + "  WHERE \"a0\".\"ArtistId\" = \"t0\".\"ArtistId\"\n)");
        assertThat(run(p)).containsExactly(List.of("71"));
    }

    @Test
    void should_list_only_opera_when_an_absence_follows_two_hops_from_invoice_lines_to_genres() throws SQLException {
        QueryPlan p = new QueryPlan(Aggregate.NONE, chinook.table("Genre"), null, chinook.entity("Genre", "GenreId", "Name"), List.of(),
                null, true, 90, List.of(), List.of(),
                List.of(new Condition.Absence(List.of(chinook.hop("InvoiceLine", "Track"), chinook.hop("Track", "Genre")), 0)), false, null);

        assertThat(RENDERER.render(p, Dialect.SQLITE)).contains("FROM \"InvoiceLine\" \"a0\"\n    JOIN \"Track\" \"a1\"\n"
                + "      ON \"a0\".\"TrackId\" = \"a1\".\"TrackId\"\n  WHERE \"a1\".\"GenreId\" = \"t0\".\"GenreId\"");
        assertThat(run(p)).containsExactly(List.of("Opera"));
    }

    @Test
    void should_count_7_invoices_when_a_date_range_is_march_2022_written_as_iso_text() throws SQLException {
        QueryPlan p = count("Invoice", List.of(), List.of(), List.of(new Condition.DateRange(chinook.ref("Invoice", "InvoiceDate"), 0,
                LocalDate.of(2022, 3, 1), LocalDate.of(2022, 4, 1), "in March 2022")));

        assertThat(RENDERER.render(p, Dialect.SQLITE)).endsWith("WHERE (\n  \"t0\".\"InvoiceDate\" >= '2022-03-01'\n"
                + "  AND \"t0\".\"InvoiceDate\" < '2022-04-01'\n)");
        assertThat(run(p)).containsExactly(List.of("7"));
    }

    @Test
    void should_count_46_customers_when_a_negated_filter_keeps_customers_outside_the_usa() throws SQLException {
        QueryPlan p = count("Customer", List.of(), List.of(new ValueFilter(chinook.ref("Customer", "Country"), "USA", 0, true)), List.of());

        assertThat(RENDERER.render(p, Dialect.SQLITE)).endsWith("WHERE (\n  \"t0\".\"Country\" IS NULL\n  OR \"t0\".\"Country\" <> 'USA'\n)");
        assertThat(run(p)).containsExactly(List.of("46"));
    }

    @Test
    void should_rank_countries_outside_the_usa_when_a_negated_filter_sits_on_a_joined_table() throws SQLException {
        QueryPlan p = new QueryPlan(Aggregate.COUNT, chinook.table("Invoice"), null,
                new QueryPlan.Group(chinook.table("Customer"), List.of(), List.of(chinook.column("Customer", "Country"))),
                List.of(chinook.hop("Invoice", "Customer")), 3, false, 90, List.of(),
                List.of(new ValueFilter(chinook.ref("Customer", "Country"), "USA", 1, true)), List.of(), false, null);

        assertThat(run(p)).containsExactly(List.of("Canada", "56"), List.of("Brazil", "35"), List.of("France", "35"));
    }

    @Test
    void should_keep_a_quote_inside_a_value_when_filtering_on_it() throws SQLException {
        QueryPlan p = count("Artist", List.of(), List.of(new ValueFilter(chinook.ref("Artist", "Name"), "Guns N' Roses", 0)), List.of());

        assertThat(RENDERER.render(p, Dialect.SQLITE)).endsWith("WHERE \"t0\".\"Name\" = 'Guns N'' Roses'");
        assertThat(run(p)).containsExactly(List.of("1"));
    }
}
