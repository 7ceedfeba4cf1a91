package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.Answer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class AnswerPrinterTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int print(Answer answer, boolean json, boolean verbose) {
        return AnswerPrinter.print(answer, json, verbose, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void should_print_the_trace_table_and_every_attempt_on_stderr_when_verbose() {
        int exit = print(Answers.repairedFollowUp(), false, true);

        assertThat(exit).isZero();
        assertThat(err()).isEqualTo("""
                rewritten question: Which genres are named Rock or Jazz?
                trace:
                  step        ms  model ms  tokens in  tokens out  outcome
                  route        1         0          0           0  data question
                  generate   812       790       1534          61  candidate SQL
                  validate     3         0          0           0  violation: no table Genres; did you mean Genre?
                  repair     640       633       1702          58  candidate SQL
                  execute     14         0          0           0  2 rows
                  total     1470      1423       3236         119
                attempts:
                  1. SELECT Name FROM Genres WHERE Name IN ('Rock', 'Jazz')
                     error: no such table: Genres
                  2. SELECT Name FROM Genre WHERE Name IN ('Rock', 'Jazz')
                     ok
                conversation c-42 (continue it with --conversation c-42)
                """);
        assertThat(out()).startsWith("SQL:\n  SELECT Name FROM Genre WHERE Name IN ('Rock', 'Jazz')\n")
                .endsWith("Answer: Two genres: Rock and Jazz.\n")
                .doesNotContain("trace", "attempts");
    }

    @Test
    void should_keep_stdout_identical_and_show_no_trace_when_not_verbose() {
        print(Answers.repairedFollowUp(), false, true);
        String verboseOut = out();
        out.reset();
        err.reset();

        print(Answers.repairedFollowUp(), false, false);

        assertThat(out()).isEqualTo(verboseOut);
        assertThat(err()).isEqualTo("conversation c-42 (continue it with --conversation c-42)\n");
    }

    @Test
    void should_print_the_trace_on_stderr_and_only_json_on_stdout_when_verbose_with_json() {
        print(Answers.repairedFollowUp(), true, true);

        assertThat(out()).startsWith("{").endsWith("}\n");
        assertThat(err()).contains("  generate   812       790       1534          61  candidate SQL\n");
    }

    @Test
    void should_print_the_clarifying_question_set_apart_and_exit_4_when_clarification_is_needed() {
        int exit = print(Answers.clarification("c-7"), false, false);

        assertThat(exit).isEqualTo(4);
        assertThat(out()).isEqualTo("""
                askdb needs a clarification before it answers:

                  Do you mean top customers by total invoiced amount, or by number of invoices?

                Reply with: askdb ask --conversation c-7 "<your answer>"
                """);
        assertThat(err()).isEqualTo("conversation c-7 (continue it with --conversation c-7)\n");
    }

    @Test
    void should_say_to_ask_again_when_a_clarification_comes_outside_a_conversation() {
        print(Answers.clarification(""), false, false);

        assertThat(out()).endsWith("by number of invoices?\n\nAsk again with the detail added to the question.\n");
        assertThat(err()).isEmpty();
    }

    @Test
    void should_print_the_first_100_of_200000_and_the_row_cap_flag_under_the_table_when_c25_was_counted() {
        print(Answers.cut(io.askdb.execution.Truncation.ROW_CAP, 200_000L), false, false);

        assertThat(out()).contains("\nShowing the first 100 of 200,000 rows (the row cap; raise it with --max-rows).\n");
    }

    @Test
    void should_print_at_least_one_more_row_under_the_table_when_the_count_failed() {
        print(Answers.cut(io.askdb.execution.Truncation.ROW_CAP, null), false, false);

        assertThat(out()).contains("\nShowing the first 100 of at least 101 rows (the row cap; raise it with --max-rows).\n");
    }

    @Test
    void should_name_the_byte_cap_flag_and_no_total_under_the_table_when_the_byte_cap_cut_it() {
        print(Answers.cut(io.askdb.execution.Truncation.BYTE_CAP, null), false, false);

        assertThat(out()).contains("\nShowing the first 100 rows: the result was cut at the byte cap on its cell data, so more rows"
                + " exist (raise it with --max-result-bytes).\n").doesNotContain("row cap", "at least");
    }
}
