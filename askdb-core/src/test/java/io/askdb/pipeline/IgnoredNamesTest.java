package io.askdb.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.generation.CandidateSql;
import io.askdb.generation.Usage;
import java.util.List;
import org.junit.jupiter.api.Test;

class IgnoredNamesTest {
    private static CandidateSql model(String sql) {
        return CandidateSql.of(sql, 90);
    }

    private static CandidateSql planner(String sql, String... applied) {
        return new CandidateSql(sql, "", List.of(), List.of(), List.of(), 90, Usage.NONE, "", List.of(applied));
    }

    @Test
    void should_report_a_name_linking_missed_when_the_sql_does_not_apply_it_case_C08() {
        assertThat(IgnoredNames.of("Which people older than 20 are from Haryana?", List.of("haryana"),
                model("SELECT name FROM person WHERE age > 20"))).containsExactly("Haryana");
    }

    @Test
    void should_not_report_a_word_the_generator_says_it_applied_even_when_the_sql_text_lacks_it() {
        String sql = "SELECT COUNT(*) FROM invoice WHERE issued_on >= '2023-02-01' AND issued_on < '2023-03-01'";

        assertThat(IgnoredNames.of("How many invoices in February 2023 from Haryana?", List.of("february", "haryana"),
                planner(sql, "how many", "invoices", "in", "february", "2023"))).containsExactly("Haryana");
    }

    @Test
    void should_not_report_a_month_a_model_wrote_as_a_date_literal_of_that_month() {
        String sql = "SELECT COUNT(*) FROM invoice WHERE issued_on BETWEEN '2023-02-01' AND '2023-02-28'";

        assertThat(IgnoredNames.of("How many invoices in February 2023?", List.of("february"), model(sql))).isEmpty();
    }

    @Test
    void should_not_report_a_month_a_model_wrote_as_a_date_part_with_its_number() {
        assertThat(IgnoredNames.of("How many invoices in February?", List.of("february"),
                model("SELECT COUNT(*) FROM invoice WHERE strftime('%m', issued_on) = '02'"))).isEmpty();
        assertThat(IgnoredNames.of("How many invoices in Sept?", List.of("sept"),
                model("SELECT COUNT(*) FROM invoice WHERE EXTRACT(MONTH FROM issued_on) = 9"))).isEmpty();
    }

    @Test
    void should_report_a_month_when_the_sql_dates_name_another_month_or_none() {
        assertThat(IgnoredNames.of("How many invoices in February 2023?", List.of("february"),
                model("SELECT COUNT(*) FROM invoice WHERE issued_on >= '2023-01-01' AND issued_on < '2024-01-01'")))
                .containsExactly("February");
        assertThat(IgnoredNames.of("How many invoices in February?", List.of("february"),
                model("SELECT COUNT(*) FROM invoice WHERE strftime('%m', issued_on) = '03'"))).containsExactly("February");
        assertThat(IgnoredNames.of("How many invoices in February?", List.of("february"),
                model("SELECT COUNT(*) FROM invoice LIMIT 2"))).containsExactly("February");
    }

    @Test
    void should_not_report_a_quarter_beside_a_date_condition_but_report_it_without_one() {
        String dated = "SELECT COUNT(*) FROM invoice WHERE issued_on >= '2023-01-01' AND issued_on < '2023-04-01'";

        assertThat(IgnoredNames.of("How many invoices in Q1 2023?", List.of("q1"), model(dated))).isEmpty();
        assertThat(IgnoredNames.of("How many invoices in Q1 2023?", List.of("q1"), model("SELECT COUNT(*) FROM invoice")))
                .containsExactly("Q1");
    }
}
