package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.semantic.Metric;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The same hand-built plans rendered for SQLite, H2 and DuckDB and run on each real engine, in
 * process, over {@link MiniChinook}: quoting of hostile names, LIMIT/FETCH and date functions
 * must be right per engine, and the rows the same everywhere.
 */
class SqlRendererEnginesTest {
    private static final QuestionTokenizer WORDS = new QuestionTokenizer(Lexicon.standard());
    private static final SqlRenderer RENDERER = new SqlRenderer(WORDS);
    private static final MetricSqlRenderer METRICS = new MetricSqlRenderer(WORDS, RENDERER);
    private static final PlanParts MINI = new PlanParts(MiniChinook.catalog(Dialect.GENERIC));
    private static final Map<Dialect, Connection> ENGINES = new EnumMap<>(Dialect.class);

    @BeforeAll
    static void start() throws SQLException {
        ENGINES.put(Dialect.SQLITE, DriverManager.getConnection("jdbc:sqlite::memory:"));
        ENGINES.put(Dialect.H2, DriverManager.getConnection("jdbc:h2:mem:renderer_engines"));
        ENGINES.put(Dialect.DUCKDB, DriverManager.getConnection("jdbc:duckdb:"));
        for (Map.Entry<Dialect, Connection> e : ENGINES.entrySet()) MiniChinook.create(e.getValue(), e.getKey() == Dialect.SQLITE);
    }

    @AfterAll
    static void stop() throws SQLException {
        for (Connection c : ENGINES.values()) c.close();
    }

    private static List<List<String>> run(Dialect d, QueryPlan p) throws SQLException {
        return PlanParts.rows(ENGINES.get(d), RENDERER.render(p, d));
    }

    static QueryPlan tracksPerGenreTop2() {
        return new QueryPlan(Aggregate.COUNT, MINI.table("Track"), null, MINI.entity("Genre", "GenreId", "Name"),
                List.of(MINI.hop("Track", "Genre")), 2, false, 90, List.of(), List.of());
    }

    static QueryPlan invoicesPerMonthBeforeApril2022() {
        return new QueryPlan(Aggregate.COUNT, MINI.table("Invoice"), null, null, List.of(), null, false, 90, List.of(), List.of(),
                List.of(new Condition.DateRange(MINI.ref("Invoice", "InvoiceDate"), 0, LocalDate.of(2022, 1, 1), LocalDate.of(2022, 4, 1),
                        "in Q1 2022")), false, new TimeBucket(MINI.ref("Invoice", "InvoiceDate"), 0, "month"));
    }

    static QueryPlan unitPricePerProductName() {
        return new QueryPlan(Aggregate.SUM, MINI.table("Order \"Lines\""), MINI.column("Order \"Lines\"", "unit price"),
                new QueryPlan.Group(MINI.table("Order \"Lines\""), List.of(), List.of(MINI.column("Order \"Lines\"", "product name"))),
                List.of(), null, false, 90, List.of(), List.of());
    }

    @ParameterizedTest
    @EnumSource(value = Dialect.class, names = {"SQLITE", "H2", "DUCKDB"})
    void should_rank_rock_then_jazz_when_counting_tracks_per_genre_with_a_limit(Dialect d) throws SQLException {
        assertThat(run(d, tracksPerGenreTop2())).containsExactly(List.of("Rock", "3"), List.of("Jazz", "2"));
    }

    @ParameterizedTest
    @EnumSource(value = Dialect.class, names = {"SQLITE", "H2", "DUCKDB"})
    void should_keep_the_first_of_april_out_when_bucketing_a_half_open_quarter_by_month(Dialect d) throws SQLException {
        assertThat(run(d, invoicesPerMonthBeforeApril2022())).containsExactly(List.of("2022-01", "2"), List.of("2022-02", "1"));
    }

    @ParameterizedTest
    @EnumSource(value = Dialect.class, names = {"SQLITE", "H2", "DUCKDB"})
    void should_sum_per_product_when_table_and_column_names_hold_a_quote_and_a_space(Dialect d) throws SQLException {
        assertThat(RENDERER.render(unitPricePerProductName(), d)).contains("FROM \"Order \"\"Lines\"\"\" \"t0\"")
                .contains("SUM(\"t0\".\"unit price\") AS \"total_unit_price\"");
        assertThat(run(d, unitPricePerProductName())).containsExactly(List.of("jam", "4"), List.of("tea", "4"));
    }

    @ParameterizedTest
    @EnumSource(value = Dialect.class, names = {"SQLITE", "H2", "DUCKDB"})
    void should_count_two_composed_long_tracks_when_a_comparison_and_a_null_test_combine(Dialect d) throws SQLException {
        QueryPlan p = new QueryPlan(Aggregate.COUNT, MINI.table("Track"), null, null, List.of(), null, false, 90, List.of(), List.of(),
                List.of(new Condition.Comparison(MINI.ref("Track", "Milliseconds"), 0, Condition.Op.GT, new BigDecimal("300000"), null,
                        "longer than 5 minutes"), new Condition.NullTest(MINI.ref("Track", "Composer"), 0, false)), false, null);

        assertThat(run(d, p)).containsExactly(List.of("2"));
    }

    @ParameterizedTest
    @EnumSource(value = Dialect.class, names = {"SQLITE", "H2", "DUCKDB"})
    void should_list_opera_when_no_track_refers_to_the_genre(Dialect d) throws SQLException {
        QueryPlan p = new QueryPlan(Aggregate.NONE, MINI.table("Genre"), null, MINI.entity("Genre", "GenreId", "Name"), List.of(), null,
                true, 90, List.of(), List.of(), List.of(new Condition.Absence(List.of(MINI.hop("Track", "Genre")), 0)), false, null);

        assertThat(run(d, p)).containsExactly(List.of("Opera"));
    }

    @ParameterizedTest
    @EnumSource(value = Dialect.class, names = {"SQLITE", "H2", "DUCKDB"})
    void should_count_the_missing_country_too_when_a_filter_is_negated_and_distinct_counts_three(Dialect d) throws SQLException {
        QueryPlan negated = new QueryPlan(Aggregate.COUNT, MINI.table("Invoice"), null, null, List.of(), null, false, 90, List.of(),
                List.of(new ValueFilter(MINI.ref("Invoice", "BillingCountry"), "USA", 0, true)));
        QueryPlan distinct = new QueryPlan(Aggregate.COUNT, MINI.table("Invoice"), MINI.column("Invoice", "BillingCountry"), null,
                List.of(), null, false, 90, List.of(), List.of(), List.of(), true, null);

        assertThat(run(d, negated)).containsExactly(List.of("3"));
        assertThat(run(d, distinct)).containsExactly(List.of("3"));
    }

    @ParameterizedTest
    @EnumSource(value = Dialect.class, names = {"SQLITE", "H2", "DUCKDB"})
    void should_sum_sales_per_year_when_a_metric_groups_by_a_year_grain(Dialect d) throws SQLException {
        MetricPlan p = new MetricPlan(new Metric("total sales", List.of(), "", MINI.table("Invoice").id(), "SUM(\"Total\")", null,
                List.of()), MINI.table("Invoice"), null, "year", MINI.column("Invoice", "InvoiceDate"), 0, null, List.of(), null, false,
                false, 90, List.of(), List.of());

        assertThat(PlanParts.rows(ENGINES.get(d), METRICS.render(p, d))).containsExactly(List.of("2022", "20.79"), List.of("2023", "13.86"));
    }
}
