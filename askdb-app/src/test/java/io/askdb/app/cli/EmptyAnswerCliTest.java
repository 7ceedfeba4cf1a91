package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17 on the demo Chinook database (Chinook by Luis Rocha, MIT licence), whose invoices run
 * from 2021-01-01 to 2025-12-22: an answer that found nothing in a date range outside the data says
 * the data's range, and an aggregate over no rows is said as no rows, never as "not recorded (NULL)".
 */
class EmptyAnswerCliTest {
    private static final String SPAN = "The invoices' InvoiceDate runs from 2021-01-01 to 2025-12-22";

    @TempDir
    Path dataDir;

    private JsonNode ask(String... args) throws Exception {
        CliRun run = CliRun.run(dataDir, args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return new ObjectMapper().readTree(run.out());
    }

    @Test
    void should_say_no_invoices_and_the_data_range_when_revenue_is_asked_for_a_year_before_the_data() throws Exception {
        JsonNode answer = ask("ask", "--json", "What was the total revenue in 2019?");

        assertThat(answer.get("rows").get(0).get(0).isNull()).isTrue();
        assertThat(answer.get("answer").asText()).startsWith("There were no invoices in 2019, so the revenue is empty. "
                + SPAN + "; the data starts on 2021-01-01, after the range asked. Assumed: ")
                .doesNotContain("not recorded");
    }

    @Test
    void should_say_the_data_ends_on_its_last_day_when_the_last_90_days_lie_after_the_data() throws Exception {
        JsonNode answer = ask("--planner-today", "2026-12-02", "ask", "--json", "How many invoices in the last 90 days?");

        assertThat(answer.get("rows").get(0).get(0).asInt()).isZero();
        assertThat(answer.get("answer").asText()).startsWith("There were no invoices from 2026-09-04 to 2026-12-02. "
                + SPAN + "; the data ends on 2025-12-22, before the range asked.");
    }

    @Test
    void should_explain_as_before_when_the_range_holds_rows() throws Exception {
        JsonNode answer = ask("ask", "--json", "What was the total revenue in 2022?");

        assertThat(answer.get("answer").asText()).isEqualTo("The revenue is 481.45. Assumed: Read 'revenue' as the metric revenue:"
                + " SUM(UnitPrice * Quantity) over InvoiceLine; Limited to 2022 by Invoice.InvoiceDate.");
    }

    @Test
    void should_say_no_invoices_in_2019_when_the_users_own_sql_counts_a_between_range_before_the_data() throws Exception {
        JsonNode answer = ask("sql", "--json",
                "SELECT COUNT(*) AS n FROM Invoice WHERE InvoiceDate BETWEEN '2019-01-01' AND '2019-12-31' AND BillingCountry = 'USA'");

        assertThat(answer.get("answer").asText()).isEqualTo("There were no invoices in 2019. " + SPAN
                + "; the data starts on 2021-01-01, after the range asked.");
    }

    @Test
    void should_add_only_the_data_range_when_a_range_inside_the_data_finds_nothing_for_another_filter() throws Exception {
        JsonNode answer = ask("sql", "--json",
                "SELECT COUNT(*) AS n FROM Invoice WHERE InvoiceDate >= '2022-01-01' AND InvoiceDate < '2023-01-01' AND BillingCountry = 'Atlantis'");

        assertThat(answer.get("answer").asText()).isEqualTo("The n is 0. " + SPAN + ".");
    }
}
