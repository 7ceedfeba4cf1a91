package io.askdb.planner.explain;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.execution.Truncation;
import java.math.BigDecimal;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class TemplateExplainerTest {
    private final TemplateExplainer explainer = new TemplateExplainer();

    private static ResultColumn text(String name) {
        return new ResultColumn(name, "TEXT", Types.VARCHAR);
    }

    private static ResultColumn number(String name) {
        return new ResultColumn(name, "INTEGER", Types.INTEGER);
    }

    private static List<Object> row(Object... cells) {
        return Arrays.asList(cells);
    }

    /** Every number in the text is a result value (as printed) or the row count. */
    private static void assertFaithful(String text, ResultTable table) {
        List<String> allowed = new ArrayList<>();
        allowed.add(String.valueOf(table.rowCount()));
        for (List<Object> r : table.rows()) {
            for (Object cell : r) allowed.add(ValueText.of(cell, "no value"));
        }
        Matcher m = Pattern.compile("\\d+(?:\\.\\d+)?").matcher(text);
        while (m.find()) {
            String n = m.group();
            assertThat(allowed.stream().anyMatch(v -> v.equals(n) || v.contains(n))).as("number %s in: %s", n, text).isTrue();
        }
    }

    @Test
    void should_say_no_rows_and_name_nothing_when_c20_returns_zero_rows() {
        ResultTable empty = new ResultTable(List.of(number("id"), text("name"), text("city")), List.of(), false, 1);

        String text = explainer.explain("Which clients are from Radom?",
                "SELECT * FROM clients WHERE city = 'Radom'", empty);

        assertThat(text).isEqualTo("The query returned no rows: nothing in the database matched the question.");
        assertThat(text).doesNotContain("Radom", "New York", "Alice", "client");
    }

    @Test
    void should_say_rows_exist_but_none_fits_and_never_no_rows_when_the_byte_cap_cuts_before_the_first_row() {
        ResultTable cut = ResultTable.of(List.of(text("body")), List.of(), Truncation.BYTE_CAP, 1);

        String said = explainer.explain("Show the notes", "SELECT body FROM notes", cut, List.of());

        assertThat(said).doesNotContain("no rows").doesNotContain("nothing in the database matched")
                .contains("first row alone is over the byte cap").contains("--max-result-bytes");
    }

    @Test
    void should_answer_directly_with_the_noun_when_a_how_many_question_returns_one_count() {
        ResultTable t = new ResultTable(List.of(number("customer_count")), List.of(row(59L)), false, 1);

        assertThat(explainer.explain("How many customers are there?", "SELECT ...", t)).isEqualTo("There are 59 customers.");
        assertThat(explainer.explain("How many employees", "SELECT ...", t)).isEqualTo("There are 59 employees.");
        assertThat(explainer.explain("How many albums are there in the database?", "SELECT ...", t)).isEqualTo("There are 59 albums.");
        assertThat(explainer.explain("How many rows are there in the departments table?", "SELECT ...", t))
                .isEqualTo("There are 59 rows.");
    }

    @Test
    void should_name_other_number_columns_apart_from_the_row_label_case_C16() {
        ResultTable t = new ResultTable(List.of(text("customer"), number("shipping"), number("revenue")),
                List.of(row("Ana Tor", 10.0, 75.0), row("Ben Ode", 5.0, 16.0)), false, 1);

        assertThat(explainer.explain("For each customer, what were total shipping fees and total item revenue?", "SELECT customer, shipping, revenue FROM t ORDER BY revenue DESC", t))
                .isEqualTo("2 rows. The largest revenue is Ana Tor (shipping 10) with 75, followed by Ben Ode (shipping 5) with 16.");
    }

    @Test
    void should_name_at_most_three_cells_cut_short_and_never_rank_by_a_key_when_rows_are_wide_case_C25() {
        String payload = "0".repeat(79) + "1";
        ResultTable t = new ResultTable(List.of(number("id"), text("kind"), text("payload"), text("source"), text("host")),
                List.of(row(1L, "view", payload, "web", "h1"), row(2L, "buy", payload, "app", "h2")), false, 1);

        assertThat(explainer.explain("Show me all events.", "SELECT ...", t))
                .isEqualTo("2 rows, beginning with 1 view " + "0".repeat(39) + "\u2026 and 2 buy " + "0".repeat(39) + "\u2026.");
    }

    @Test
    void should_say_a_single_null_is_not_recorded_rather_than_a_value() {
        ResultTable t = new ResultTable(List.of(text("state")), List.of(java.util.Arrays.asList((Object) null)), false, 1);

        assertThat(explainer.explain("Show the state of customers from France", "SELECT State FROM Customer", t))
                .isEqualTo("The state is not recorded (NULL) for this row.");
    }

    @Test
    void should_not_call_rows_ranked_when_the_sql_sorts_them_by_something_else() {
        ResultTable t = new ResultTable(List.of(number("invoice_id"), text("invoice_date"), number("total")),
                List.of(row(196L, "2023-05-19", 1.98), row(219L, "2023-08-21", 3.96), row(241L, "2023-11-23", 5.94)), false, 1);

        assertThat(explainer.explain("Show me all invoices in 2023", "SELECT invoice_id, invoice_date, total FROM Invoice ORDER BY invoice_id", t))
                .isEqualTo("3 rows. The first are 2023-05-19 (invoice_id 196) with 1.98, 2023-08-21 (invoice_id 219) with 3.96 and"
                        + " 2023-11-23 (invoice_id 241) with 5.94.");
        assertThat(explainer.explain("Show me all invoices in 2023", "SELECT invoice_id, invoice_date, total FROM Invoice ORDER BY total", t))
                .startsWith("3 rows. The smallest total is 2023-05-19 (invoice_id 196) with 1.98");
        ResultTable years = new ResultTable(List.of(text("year"), number("total_sales")),
                List.of(row("2021", 24.75), row("2023", 11.88), row("2024", 0.99)), false, 1);
        assertThat(explainer.explain("What were total sales per year?", "SELECT strftime('%Y', InvoiceDate) AS year, SUM(Total)"
                + " AS total_sales FROM Invoice GROUP BY strftime('%Y', InvoiceDate) ORDER BY strftime('%Y', InvoiceDate) ASC", years))
                .isEqualTo("3 rows. The first are 2021 with 24.75, 2023 with 11.88 and 2024 with 0.99.");
    }

    @Test
    void should_not_claim_the_count_for_the_whole_table_when_the_question_adds_a_condition() {
        ResultTable t = new ResultTable(List.of(number("n")), List.of(row(1069L)), false, 1);

        assertThat(explainer.explain("How many tracks are longer than five minutes?", "SELECT ...", t))
                .isEqualTo("1069 tracks match the question.");
    }

    @Test
    void should_name_the_column_when_a_single_value_answers_another_question() {
        ResultTable avg = new ResultTable(List.of(number("average_milliseconds")), List.of(row(393599.2121039109)), false, 1);
        ResultTable one = new ResultTable(List.of(number("customer_count")), List.of(row(1L)), false, 1);

        assertThat(explainer.explain("What is the average track length?", "SELECT ...", avg))
                .isEqualTo("The average milliseconds is 393599.2121.");
        assertThat(explainer.explain("How many customers are there?", "SELECT ...", one)).isEqualTo("The customer count is 1.");
    }

    @Test
    void should_summarise_the_top_entries_with_exact_values_when_the_result_is_grouped() {
        ResultTable t = new ResultTable(List.of(text("genre"), number("track_count")),
                List.of(row("Rock", 1297L), row("Latin", 579L), row("Metal", 374L), row("Alternative & Punk", 332L)), false, 1);

        String text = explainer.explain("How many tracks are there in each genre?", "SELECT genre, COUNT(*) AS track_count FROM t GROUP BY genre ORDER BY COUNT(*) DESC", t);

        assertThat(text).isEqualTo("4 rows. The largest track_count is Rock with 1297, followed by Latin with 579 and Metal with 374.");
        assertFaithful(text, t);
    }

    @Test
    void should_join_label_columns_and_print_doubles_without_noise_when_ranking_customers() {
        ResultTable t = new ResultTable(List.of(text("first_name"), text("last_name"), number("sum_total")),
                List.of(row("Helena", "Holý", 49.620000000000005), row("Richard", "Cunningham", 47.62)), false, 1);

        String text = explainer.explain("Top 10 customers by total spent", "SELECT name, SUM(total) AS sum_total FROM t GROUP BY name ORDER BY sum_total DESC LIMIT 10", t);

        assertThat(text).isEqualTo("2 rows. The largest sum_total is Helena Holý with 49.62, followed by Richard Cunningham with 47.62.");
        assertFaithful(text, t);
    }

    @Test
    void should_say_the_smallest_first_when_the_numbers_rise() {
        ResultTable t = new ResultTable(List.of(text("country"), number("n")),
                List.of(row("Chile", 1L), row("Peru", 2L)), false, 1);

        assertThat(explainer.explain("q", "SELECT country, n FROM t ORDER BY n", t)).isEqualTo("2 rows. The smallest n is Chile with 1, followed by Peru with 2.");
    }

    @Test
    void should_list_the_first_rows_when_the_result_has_no_numbers() {
        ResultTable t = new ResultTable(List.of(text("genre")),
                List.of(row("Alternative"), row("Alternative & Punk"), row("Blues"), row("Bossa Nova")), false, 1);

        assertThat(explainer.explain("List all genres", "SELECT ...", t))
                .isEqualTo("4 rows, beginning with Alternative, Alternative & Punk and Blues.");
    }

    @Test
    void should_say_at_least_one_more_row_when_the_row_cap_cut_it_and_the_total_is_unknown() {
        List<List<Object>> rows = new ArrayList<>();
        for (long i = 0; i < 1000; i++) rows.add(row("name" + i));
        ResultTable t = new ResultTable(List.of(text("name")), rows, true, 1);

        assertThat(explainer.explain("List all tracks", "SELECT ...", t)).isEqualTo("1000 rows, beginning with name0, name1 and"
                + " name2. Showing the first 1,000 of at least 1,001 rows (the row cap; raise it with --max-rows).");
    }

    /** Case C25: "Show me all events." over 200,000 rows, cut at a row cap of 100 and counted. */
    @Test
    void should_give_the_counted_total_and_the_row_cap_setting_when_c25_row_cap_cut_200000_events() {
        List<List<Object>> rows = new ArrayList<>();
        for (long i = 1; i <= 100; i++) rows.add(row(i, i % 3 == 0 ? "click" : i % 3 == 1 ? "view" : "buy"));
        ResultTable t = new ResultTable(List.of(number("id"), text("kind")), rows, true, 1, Truncation.ROW_CAP, 200_000L);

        assertThat(explainer.explain("Show me all events.", "SELECT * FROM events", t)).endsWith(
                " Showing the first 100 of 200,000 rows (the row cap; raise it with --max-rows).");
    }

    @Test
    void should_name_the_byte_cap_and_no_total_when_the_byte_cap_cut_the_result() {
        List<List<Object>> rows = new ArrayList<>();
        for (long i = 1; i <= 11; i++) rows.add(row(i, "x".repeat(80)));
        ResultTable t = ResultTable.of(List.of(number("id"), text("payload")), rows, Truncation.BYTE_CAP, 1);

        String text = explainer.explain("Show me all events.", "SELECT * FROM events", t);

        assertThat(text).endsWith(" Showing the first 11 rows: the result was cut at the byte cap on its cell data, so more rows"
                + " exist and their total was not counted (raise it with --max-result-bytes).");
        assertThat(text).doesNotContain("row cap", "at least", " of ");
    }

    @Test
    void should_describe_the_one_row_when_a_single_row_has_several_columns() {
        ResultTable t = new ResultTable(List.of(text("billing_country"), number("sum_total")),
                List.of(row("USA", new BigDecimal("523.06"))), false, 1);

        assertThat(explainer.explain("q", "SELECT ...", t)).isEqualTo("The result is one row: billing_country USA, sum_total 523.06.");
    }

    @Test
    void should_print_numbers_exactly_as_returned_when_formatting_values() {
        assertThat(ValueText.of(523.0600000000001, "-")).isEqualTo("523.06");
        assertThat(ValueText.of(2328.6000000000004, "-")).isEqualTo("2328.6");
        assertThat(ValueText.of(5.651941747572815, "-")).isEqualTo("5.651941748");
        assertThat(ValueText.of(1297.0, "-")).isEqualTo("1297");
        assertThat(ValueText.of(1.0E20, "-")).isEqualTo("100000000000000000000");
        assertThat(ValueText.of(-0.0, "-")).isEqualTo("0");
        assertThat(ValueText.of(new BigDecimal("523.060"), "-")).isEqualTo("523.060");
        assertThat(ValueText.of(new BigDecimal("1E+3"), "-")).isEqualTo("1000");
        assertThat(ValueText.of(59L, "-")).isEqualTo("59");
        assertThat(ValueText.of(null, "no value")).isEqualTo("no value");
    }

    @Test
    void should_find_the_counted_noun_only_in_how_many_questions() {
        assertThat(TemplateExplainer.countNoun("How many invoice lines are there?")).isEqualTo("invoice lines");
        assertThat(TemplateExplainer.countNoun("What is the average total?")).isNull();
        assertThat(TemplateExplainer.countNoun("How many albums does each artist have?")).isEqualTo("albums");
    }

    @Test
    void should_name_only_the_counted_noun_when_a_verb_follows_it() {
        ResultTable t = new ResultTable(List.of(number("customer_count")), List.of(row(2L)), false, 1);
        assertThat(explainer.explain("How many customers live in Sao Paulo?", "SELECT ...", t)).isEqualTo("2 customers match the question.");
        assertThat(explainer.explain("How many invoice lines are there for track 5?", "SELECT ...", t)).isEqualTo("2 invoice lines match the question.");
    }

    @Test
    void should_round_a_decimal_carrying_a_doubles_noise_when_it_has_more_digits_than_a_double_holds() {
        ResultTable t = new ResultTable(List.of(number("sum_unit_price")), List.of(row(new java.math.BigDecimal("0.9900000000000001"))), false, 1);
        assertThat(explainer.explain("What is the total unit price?", "SELECT ...", t)).isEqualTo("The sum unit price is 0.99.");
        ResultTable exact = new ResultTable(List.of(number("total")), List.of(row(new java.math.BigDecimal("523.06"))), false, 1);
        assertThat(explainer.explain("What is the total?", "SELECT ...", exact)).isEqualTo("The total is 523.06.");
    }
}
