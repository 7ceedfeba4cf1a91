package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.semantic.SemanticModels;
import io.askdb.sql.CatalogComplianceValidator;
import io.askdb.sql.StandardGuard;
import io.askdb.validation.Validation;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Plans questions about the metrics of data/chinook/semantic.yaml and runs the SQL on Chinook, read-only. */
class KeywordPlannerMetricTest {
    private static Catalog chinook;
    private static KeywordPlanner planner;

    @BeforeAll
    static void readModel() throws SQLException {
        chinook = ChinookFixture.catalog();
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

    /** @return the rows with numbers rounded to the given decimals, as text */
    private static List<List<String>> answer(String question, int decimals) throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        for (List<Object> row : ChinookFixture.run(plan(question).sql())) {
            rows.add(row.stream().map(o -> o instanceof Number n
                    ? new BigDecimal(n.toString()).setScale(decimals, RoundingMode.HALF_UP).toPlainString() : String.valueOf(o)).toList());
        }
        return rows;
    }

    @Test
    void should_sum_invoice_totals_per_year_when_asked_for_total_sales_per_year() throws SQLException {
        assertThat(oneLine(plan("What were total sales per year?").sql())).isEqualTo(
                "SELECT strftime('%Y', \"InvoiceDate\") AS \"year\", SUM(Total) AS \"total_sales\" FROM \"Invoice\""
                        + " GROUP BY strftime('%Y', \"InvoiceDate\") ORDER BY strftime('%Y', \"InvoiceDate\") ASC");
        assertThat(answer("What were total sales per year?", 2)).containsExactly(List.of("2021", "449.46"),
                List.of("2022", "481.45"), List.of("2023", "469.58"), List.of("2024", "477.53"), List.of("2025", "450.58"));
    }

    @Test
    void should_rank_genres_by_line_revenue_when_asked_which_3_genres_earned_the_most_revenue() throws SQLException {
        CandidateSql c = plan("Which 3 genres earned the most revenue?");

        assertThat(c.sql()).contains("SUM(UnitPrice * Quantity)").doesNotContain("\"t1\".\"UnitPrice\"");
        assertThat(c.tablesUsed()).containsExactly("InvoiceLine", "Track", "Genre");
        assertThat(answer("Which 3 genres earned the most revenue?", 2)).containsExactly(List.of("Rock", "826.65"),
                List.of("Latin", "382.14"), List.of("Metal", "261.36"));
    }

    @Test
    void should_average_minutes_per_media_type_when_asked_for_track_length_in_minutes_per_media_type() throws SQLException {
        assertThat(answer("Average track length in minutes per media type", 4)).containsExactly(
                List.of("Protected MPEG-4 video file", "39.0490"), List.of("Protected AAC audio file", "4.6954"),
                List.of("AAC audio file", "4.6084"), List.of("MPEG audio file", "4.4262"),
                List.of("Purchased AAC audio file", "4.3482"));
    }

    @Test
    void should_decline_when_asked_how_many_customers_each_sales_support_agent_has() {
        Generation g = generate("How many customers does each sales support agent have?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("'support'").contains("'agent'").doesNotContain("metric");
    }

    @Test
    void should_limit_to_the_calendar_year_when_asked_for_total_sales_in_2022() throws SQLException {
        assertThat(oneLine(plan("What were total sales in 2022?").sql()))
                .contains("\"InvoiceDate\" >= '2022-01-01' AND \"InvoiceDate\" < '2023-01-01'");
        assertThat(answer("What were total sales in 2022?", 2)).containsExactly(List.of("481.45"));
    }

    @Test
    void should_group_by_the_invoice_year_when_asked_for_revenue_per_year() throws SQLException {
        assertThat(answer("What was the revenue per year?", 2)).containsExactly(List.of("2021", "449.46"),
                List.of("2022", "481.45"), List.of("2023", "469.58"), List.of("2024", "477.53"), List.of("2025", "450.58"));
    }

    @Test
    void should_pick_the_best_month_when_asked_which_month_of_2025_had_the_highest_sales() throws SQLException {
        assertThat(answer("Which month of 2025 had the highest sales?", 2)).containsExactly(List.of("2025-11", "49.62"));
    }

    @Test
    void should_decline_naming_the_metric_when_revenue_cannot_reach_the_grouping() {
        Generation g = generate("What is the revenue per playlist?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).startsWith("I read 'revenue' as the metric 'revenue' of the semantic model")
                .contains("Playlist");
    }

    @Test
    void should_decline_naming_the_metric_when_an_aggregate_contradicts_it() {
        Generation g = generate("What is the average revenue?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("metric 'revenue'").contains("'average'");
    }

    @Test
    void should_decline_naming_the_metric_when_a_condition_is_not_understood() {
        Generation g = generate("What were total sales in the first week of 2023?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("metric 'total sales'").contains("'first'").contains("'week'");
    }

    @Test
    void should_not_read_sales_as_the_metric_when_it_is_part_of_an_entity_name() {
        Generation g = generate("Which employees are sales support agents?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).doesNotContain("metric");
    }

    @Test
    void should_pass_the_standard_guard_and_validator_when_the_metric_plan_joins_through_a_derived_table() {
        for (String q : List.of("Which 3 genres earned the most revenue?", "What was the revenue per year?",
                "Average track length in minutes per media type", "What were total sales in 2022?")) {
            assertThat(StandardGuard.create().check(new GuardRequest(plan(q).sql(), Dialect.SQLITE, chinook, 1000)))
                    .as("guard result for %s", q).isInstanceOf(ApprovedSql.class);
            assertThat(new CatalogComplianceValidator().validate(plan(q).sql(), chinook))
                    .as("validation of %s", q).isInstanceOf(Validation.Valid.class);
        }
    }

    private static String oneLine(String sql) {
        return sql.replaceAll("\\s+", " ");
    }
}
