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
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Time ranges and counts per period, planned with the Chinook semantic model and run on Chinook, read-only. */
class KeywordPlannerTimeTest {
    private static Catalog chinook;
    private static KeywordPlanner planner;

    @BeforeAll
    static void readModel() {
        chinook = ChinookScore.jdbcCatalog();
        planner = new KeywordPlanner(SemanticModels.read(ChinookScore.MODEL, chinook));
    }

    static Generation generate(KeywordPlanner p, Catalog catalog, String question) {
        return p.generate(new GenerationRequest(question, catalog, List.of()));
    }

    static CandidateSql plan(KeywordPlanner p, Catalog catalog, String question) {
        Generation g = generate(p, catalog, question);
        assertThat(g).as("generation for %s", question).isInstanceOf(CandidateSql.class);
        return (CandidateSql) g;
    }

    /** @return the rows with numbers rounded to 2 decimals, as text */
    static List<List<String>> rows(String sql) throws SQLException {
        List<List<String>> out = new ArrayList<>();
        for (List<Object> row : ChinookFixture.run(sql)) {
            out.add(row.stream().map(o -> o instanceof Number n
                    ? new BigDecimal(n.toString()).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString()
                    : String.valueOf(o)).toList());
        }
        return out;
    }

    private static List<List<String>> answer(String question) throws SQLException {
        return rows(plan(planner, chinook, question).sql());
    }

    private static KeywordPlanner on(String day) {
        Clock clock = Clock.fixed(LocalDate.parse(day).atStartOfDay().toInstant(ZoneOffset.UTC), ZoneOffset.UTC);
        return new KeywordPlanner(SemanticModels.read(ChinookScore.MODEL, chinook), clock);
    }

    @Test
    void should_count_the_invoices_of_one_calendar_year_when_asked_issued_in_2023() throws SQLException {
        CandidateSql c = plan(planner, chinook, "How many invoices were issued in 2023?");

        assertThat(c.sql().replaceAll("\\s+", " ")).contains("\"t0\".\"InvoiceDate\" >= '2023-01-01' AND \"t0\".\"InvoiceDate\" < '2024-01-01'");
        assertThat(c.assumptions()).contains("Read 'in 2023' as Invoice.InvoiceDate from 2023-01-01 up to (not including) 2024-01-01.");
        assertThat(rows(c.sql())).containsExactly(List.of("83"));
    }

    @Test
    void should_read_from_a_year_as_that_year_and_from_one_year_to_another_as_the_whole_years_between() throws SQLException {
        assertThat(answer("How many invoices from 2023?")).containsExactly(List.of("83"));
        assertThat(answer("How many invoices from 2021 to 2023?")).containsExactly(List.of("249"));
        assertThat(answer("How many invoices were issued from 2021 through 2022?")).containsExactly(List.of("166"));
    }

    @Test
    void should_count_one_month_when_asked_issued_in_march_2022() throws SQLException {
        assertThat(answer("How many invoices were issued in March 2022?")).containsExactly(List.of("7"));
    }

    @Test
    void should_sum_three_months_when_asked_for_total_sales_in_the_first_quarter_of_2023() throws SQLException {
        CandidateSql c = plan(planner, chinook, "What were total sales in the first quarter of 2023?");

        assertThat(c.sql().replaceAll("\\s+", " ")).contains("\"InvoiceDate\" >= '2023-01-01' AND \"InvoiceDate\" < '2023-04-01'");
        assertThat(rows(c.sql())).containsExactly(List.of("112.86"));
    }

    @Test
    void should_sum_july_to_december_when_asked_for_total_sales_in_the_second_half_of_2025() throws SQLException {
        assertThat(answer("What were total sales in the second half of 2025?")).containsExactly(List.of("238.72"));
    }

    @Test
    void should_limit_a_joined_metric_on_its_time_table_when_asked_for_revenue_in_a_quarter() throws SQLException {
        assertThat(answer("What was the revenue in the first quarter of 2023?")).containsExactly(List.of("112.86"));
    }

    @Test
    void should_count_per_calendar_year_when_asked_how_many_invoices_were_issued_each_year() throws SQLException {
        assertThat(answer("How many invoices were issued each year?")).containsExactly(List.of("2021", "83"),
                List.of("2022", "83"), List.of("2023", "83"), List.of("2024", "83"), List.of("2025", "80"));
    }

    @Test
    void should_use_the_hire_date_when_asked_how_many_employees_were_hired_in_2003() throws SQLException {
        CandidateSql c = plan(planner, chinook, "How many employees were hired in 2003?");

        assertThat(c.sql()).contains("\"HireDate\"").doesNotContain("BirthDate");
        assertThat(rows(c.sql())).containsExactly(List.of("3"));
    }

    @Test
    void should_decline_naming_both_dates_when_the_question_does_not_say_which_date_of_employees() {
        Generation g = generate(planner, chinook, "How many employees are there in 2003?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("Employee.BirthDate or Employee.HireDate");
    }

    @Test
    void should_decline_when_the_counted_table_has_no_date_column() {
        Generation g = generate(planner, chinook, "How many tracks were issued in 2023?");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).isEqualTo("Track has no date column, so I cannot apply 'in 2023' to it.");
    }

    @Test
    void should_count_the_90_days_ending_today_when_asked_for_the_last_90_days_on_a_fixed_clock() throws SQLException {
        CandidateSql c = plan(on("2025-12-31"), chinook, "How many invoices were issued in the last 90 days?");

        assertThat(c.sql()).contains(">= '2025-10-03'").contains("< '2026-01-01'");
        assertThat(rows(c.sql())).containsExactly(List.of("21"));
    }

    @Test
    void should_count_the_previous_calendar_month_when_asked_for_last_month_on_a_fixed_clock() throws SQLException {
        CandidateSql c = plan(on("2025-12-15"), chinook, "How many invoices were issued last month?");

        assertThat(c.assumptions()).contains("Read 'last month' as Invoice.InvoiceDate from 2025-11-01 up to (not including) 2025-12-01.");
        assertThat(rows(c.sql())).containsExactly(List.of("7"));
    }

    @Test
    void should_sum_the_calendar_year_of_today_when_asked_for_total_sales_this_year() throws SQLException {
        assertThat(rows(plan(on("2022-06-01"), chinook, "What were total sales this year?").sql())).containsExactly(List.of("481.45"));
    }
}
