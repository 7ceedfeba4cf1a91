package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.semantic.Metric;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * DISTINCT, time buckets and metric plans (year, time grain, value filters and conditions, bare
 * and joined), built by hand over the Chinook catalog and run on the real Chinook SQLite database.
 */
class SqlRendererShapesTest {
    private static final QuestionTokenizer WORDS = new QuestionTokenizer(Lexicon.standard());
    private static final SqlRenderer RENDERER = new SqlRenderer(WORDS);
    private static final MetricSqlRenderer METRICS = new MetricSqlRenderer(WORDS, RENDERER);
    private static PlanParts chinook;

    @BeforeAll
    static void catalog() throws SQLException {
        chinook = new PlanParts(ChinookFixture.catalog());
    }

    private static QueryPlan plan(Aggregate a, String fact, String measure, QueryPlan.Group g, List<Hop> path, Integer limit,
                                  List<Condition> conditions, boolean distinct, TimeBucket time) {
        return new QueryPlan(a, chinook.table(fact), measure == null ? null : chinook.column(fact, measure), g, path, limit, false, 90,
                List.of(), List.of(), conditions, distinct, time);
    }

    private static List<List<String>> run(QueryPlan p) throws SQLException {
        return PlanParts.chinook(RENDERER.render(p, Dialect.SQLITE));
    }

    private static List<List<String>> run(MetricPlan p) throws SQLException {
        return PlanParts.chinook(METRICS.render(p, Dialect.SQLITE));
    }

    @Test
    void should_count_24_billing_countries_when_count_is_distinct() throws SQLException {
        QueryPlan p = plan(Aggregate.COUNT, "Invoice", "BillingCountry", null, List.of(), null, List.of(), true, null);

        assertThat(RENDERER.render(p, Dialect.SQLITE))
                .isEqualTo("SELECT COUNT(DISTINCT \"t0\".\"BillingCountry\") AS \"distinct_billing_country_count\"\nFROM \"Invoice\" \"t0\"");
        assertThat(run(p)).containsExactly(List.of("24"));
    }

    @Test
    void should_list_each_country_once_when_a_listing_is_distinct() throws SQLException {
        QueryPlan.Group byCountry = new QueryPlan.Group(chinook.table("Customer"), List.of(chinook.column("Customer", "CustomerId")),
                List.of(chinook.column("Customer", "Country")));
        QueryPlan p = new QueryPlan(Aggregate.NONE, chinook.table("Customer"), null, byCountry, List.of(), 5, true, 90, List.of(),
                List.of(), List.of(), true, null);

        assertThat(RENDERER.render(p, Dialect.SQLITE)).startsWith("SELECT DISTINCT \"t0\".\"Country\" AS \"country\"")
                .doesNotContain("CustomerId");
        assertThat(run(p)).containsExactly(List.of("Argentina"), List.of("Australia"), List.of("Austria"), List.of("Belgium"),
                List.of("Brazil"));
    }

    @Test
    void should_count_invoices_per_year_in_time_order_when_grouped_by_a_year_bucket() throws SQLException {
        QueryPlan p = plan(Aggregate.COUNT, "Invoice", null, null, List.of(), null, List.of(), false,
                new TimeBucket(chinook.ref("Invoice", "InvoiceDate"), 0, "year"));

        assertThat(RENDERER.render(p, Dialect.SQLITE).replaceAll("\\s+", " ")).isEqualTo("SELECT strftime('%Y', \"t0\".\"InvoiceDate\") AS \"year\","
                + " COUNT(*) AS \"invoice_count\" FROM \"Invoice\" \"t0\" GROUP BY strftime('%Y', \"t0\".\"InvoiceDate\")"
                + " ORDER BY strftime('%Y', \"t0\".\"InvoiceDate\") ASC");
        assertThat(run(p)).containsExactly(List.of("2021", "83"), List.of("2022", "83"), List.of("2023", "83"), List.of("2024", "83"),
                List.of("2025", "80"));
    }

    @Test
    void should_count_invoices_per_month_of_the_first_quarter_when_a_month_bucket_meets_a_date_range() throws SQLException {
        QueryPlan p = plan(Aggregate.COUNT, "Invoice", null, null, List.of(), null, List.of(new Condition.DateRange(
                chinook.ref("Invoice", "InvoiceDate"), 0, LocalDate.of(2022, 1, 1), LocalDate.of(2022, 4, 1), "in Q1 2022")), false,
                new TimeBucket(chinook.ref("Invoice", "InvoiceDate"), 0, "month"));

        assertThat(run(p)).containsExactly(List.of("2022-01", "7"), List.of("2022-02", "7"), List.of("2022-03", "7"));
    }

    @Test
    void should_rank_years_by_invoice_lines_when_the_bucket_is_on_a_joined_table_and_a_limit_is_asked() throws SQLException {
        QueryPlan p = plan(Aggregate.COUNT, "InvoiceLine", null, null, List.of(chinook.hop("InvoiceLine", "Invoice")), 2, List.of(), false,
                new TimeBucket(chinook.ref("Invoice", "InvoiceDate"), 1, "year"));

        assertThat(run(p)).containsExactly(List.of("2022", "455"), List.of("2021", "454"));
    }

    private static Metric metric(String name, String table, String expression, List<String> filters) {
        return new Metric(name, List.of(), "", chinook.table(table).id(), expression, null, filters);
    }

    @Test
    void should_sum_46_58_when_a_bare_metric_has_a_year_a_value_filter_and_a_comparison() throws SQLException {
        MetricPlan p = new MetricPlan(metric("total sales", "Invoice", "SUM(Total)", List.of()), chinook.table("Invoice"), null, null,
                chinook.column("Invoice", "InvoiceDate"), 0, 2023, List.of(), null, false, false, 90, List.of(),
                List.of(new ValueFilter(chinook.ref("Invoice", "BillingCountry"), "USA", 0)),
                List.of(new Condition.Comparison(chinook.ref("Invoice", "Total"), 0, Condition.Op.GT, BigDecimal.TEN, null, "over $10")));

        assertThat(METRICS.render(p, Dialect.SQLITE)).isEqualTo("SELECT SUM(Total) AS \"total_sales\"\nFROM \"Invoice\"\nWHERE (\n"
                + "  \"InvoiceDate\" >= '2023-01-01'\n  AND \"InvoiceDate\" < '2024-01-01'\n  AND \"BillingCountry\" = 'USA'\n"
                + "  AND \"Total\" > 10\n)");
        assertThat(run(p)).containsExactly(List.of("46.58"));
    }

    @Test
    void should_count_5_artists_when_a_bare_metric_has_its_own_filter_and_an_absence() throws SQLException {
        MetricPlan p = new MetricPlan(metric("artists", "Artist", "COUNT(*)", List.of("Name LIKE 'A%'")), chinook.table("Artist"), null,
                null, null, 0, null, List.of(), null, false, false, 90, List.of(), List.of(),
                List.of(new Condition.Absence(List.of(chinook.hop("Album", "Artist")), 0)));

        assertThat(METRICS.render(p, Dialect.SQLITE)).contains("(Name LIKE 'A%')").contains("\"a0\".\"ArtistId\" = \"Artist\".\"ArtistId\"");
        assertThat(run(p)).containsExactly(List.of("5"));
    }

    @Test
    void should_rank_rock_metal_and_tv_shows_when_a_joined_metric_has_a_condition_on_a_joined_table() throws SQLException {
        MetricPlan p = new MetricPlan(metric("revenue", "InvoiceLine", "SUM(UnitPrice * Quantity)", List.of()), chinook.table("InvoiceLine"),
                chinook.entity("Genre", "GenreId", "Name"), null, null, 0, null,
                List.of(chinook.hop("InvoiceLine", "Track"), chinook.hop("Track", "Genre")), 3, false, true, 90, List.of(), List.of(),
                List.of(new Condition.Comparison(chinook.ref("Track", "Milliseconds"), 1, Condition.Op.GT, new BigDecimal("300000"), null,
                        "longer than 5 minutes")));

        assertThat(METRICS.render(p, Dialect.SQLITE)).contains("WHERE \"t1\".\"Milliseconds\" > 300000\n) \"m\"");
        assertThat(run(p)).containsExactly(List.of("Rock", "268.29"), List.of("Metal", "127.71"), List.of("TV Shows", "93.53"));
    }

    @Test
    void should_sum_revenue_per_month_of_2022_when_a_bare_metric_has_a_month_grain_and_a_year() throws SQLException {
        MetricPlan p = new MetricPlan(metric("total sales", "Invoice", "SUM(Total)", List.of()), chinook.table("Invoice"), null, "month",
                chinook.column("Invoice", "InvoiceDate"), 0, 2022, List.of(), null, false, false, 90, List.of(), List.of());

        assertThat(run(p)).hasSize(12).startsWith(List.of("2022-01", "52.62"), List.of("2022-02", "46.62"), List.of("2022-03", "44.62"));
    }

    @Test
    void should_sum_line_revenue_per_invoice_year_when_the_time_column_is_on_a_joined_table() throws SQLException {
        MetricPlan p = new MetricPlan(metric("revenue", "InvoiceLine", "SUM(UnitPrice * Quantity)", List.of()), chinook.table("InvoiceLine"),
                null, "year", chinook.column("Invoice", "InvoiceDate"), 1, null, List.of(chinook.hop("InvoiceLine", "Invoice")), null,
                false, false, 90, List.of(), List.of());

        assertThat(run(p)).containsExactly(List.of("2021", "449.46"), List.of("2022", "481.45"), List.of("2023", "469.58"),
                List.of("2024", "477.53"), List.of("2025", "450.58"));
    }
}
