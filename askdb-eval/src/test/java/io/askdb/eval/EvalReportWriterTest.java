package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalReportWriterTest {
    @TempDir
    Path dir;

    private final List<QuestionResult> results = SampleResults.five();
    private final EvalSummary summary = EvalSummary.of(results, Comparison.SPIDER, "sample", "planner");

    @Test
    void should_render_the_golden_markdown_when_given_the_sample_summary() {
        GoldenFiles.assertMatches("summary.md", EvalReportWriter.markdown(summary));
    }

    @Test
    void should_say_ex_was_not_measured_when_no_question_was_scored() {
        EvalSummary none = EvalSummary.of(List.of(SampleResults.result("1", "db", Map.of(), Verdict.NOT_RUN, 0, null, 0, 0, 0, 0, 5)),
                Comparison.BIRD, "beaver", "planner");

        assertThat(EvalReportWriter.markdown(none))
                .contains("\nEX not measured: none of the 1 questions was scored (bird rules)\n")
                .contains("Not measured: no question had both a schema linker and gold tables.");
    }

    @Test
    void should_write_the_three_files_when_a_run_ends() throws IOException {
        Path out = dir.resolve("run-1");
        EvalReportWriter.write(out, summary, results);

        assertThat(Files.readString(out.resolve("summary.md"))).isEqualTo(EvalReportWriter.markdown(summary));
        assertThat(Files.readAllLines(out.resolve("questions.jsonl"))).hasSize(5)
                .first().asString().contains("\"tags\":{\"category\":\"group_by\",\"difficulty\":\"simple\"}");
        assertThat(EvalReportWriter.readQuestions(out.resolve("questions.jsonl"))).isEqualTo(results);
        JsonNode report = ReportJson.MAPPER.readTree(out.resolve("report.json").toFile());
        assertThat(report.get("ex").decimalValue()).isEqualByComparingTo("0.25");
        assertThat(report.get("valid_sql_rate").decimalValue()).isCloseTo(new BigDecimal("0.6667"), org.assertj.core.data.Offset.offset(new BigDecimal("0.0001")));
        assertThat(report.get("questions_repaired").asInt()).isEqualTo(2);
        assertThat(report.get("verdicts").get("gold_error").asInt()).isEqualTo(1);
        assertThat(report.get("by_tag").get("category").get("group_by").get("correct").asInt()).isEqualTo(1);
        assertThat(report.get("by_db").get("chinook").get("scored").asInt()).isEqualTo(3);
        assertThat(report.get("elapsed_millis").get("p95").asLong()).isEqualTo(3000);
        assertThat(report.get("linking").get("table_recall").get("5").decimalValue()).isEqualByComparingTo("0.75");
        assertThat(report.get("comparison").asText()).isEqualTo("spider");
    }

    @Test
    void should_write_snake_case_names_and_plain_numbers_when_writing_a_question() throws IOException {
        QuestionResult tiny = new QuestionResult("q", "db", "q?", Map.of(), List.of("SELECT 1"), "SELECT 1e-7",
                Verdict.CORRECT, null, List.of(List.of(1.0E-7)), List.of(List.of(new BigDecimal("1E+3"))),
                1, 1, 0, null, 0, 0, 0, 0, 0);
        Path file = dir.resolve("questions.jsonl");
        EvalReportWriter.appendQuestion(file, tiny);

        String line = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(line).endsWith("}\n")
                .contains("\"gold_first_rows\":[[0.00000010]]")
                .contains("\"predicted_first_rows\":[[1000]]")
                .contains("\"predicted_sql\":\"SELECT 1e-7\"")
                .contains("\"gold_row_count\":1")
                .contains("\"error\":null")
                .doesNotContain("E-7").doesNotContain("E+3").doesNotContain("askdb_millis");
    }

    @Test
    void should_read_back_equal_results_when_appended_one_by_one() {
        Path file = dir.resolve("nested").resolve("questions.jsonl");
        QuestionResult everyKind = SampleResults.withEveryCellKind();
        EvalReportWriter.appendQuestion(file, everyKind);
        for (QuestionResult r : results) EvalReportWriter.appendQuestion(file, r);

        List<QuestionResult> back = EvalReportWriter.readQuestions(file);

        assertThat(back).hasSize(6);
        assertThat(back.get(0)).isEqualTo(everyKind);
        assertThat(back.subList(1, 6)).isEqualTo(results);
        assertThat(back.get(0).goldFirstRows().get(0).get(1)).isEqualTo(new BigDecimal("1.00"));
        assertThat(back.get(0).goldFirstRows().get(2).get(4)).isEqualTo(Map.of("base64", "AAE=", "length", 2L));
    }

    @Test
    void should_read_doubles_back_as_big_decimals_and_whole_numbers_as_longs() {
        QuestionResult doubles = new QuestionResult("d", "db", "q?", Map.of(), List.of(), "SELECT 0.5",
                Verdict.CORRECT, null, List.of(List.of(0.5, 2.0, 3L)), List.of(List.of(new BigDecimal("7"), 1.5e10, 4)),
                1, 1, 0, null, 0, 0, 0, 0, 0);
        Path file = dir.resolve("questions.jsonl");
        EvalReportWriter.appendQuestion(file, doubles);

        QuestionResult back = EvalReportWriter.readQuestions(file).get(0);

        assertThat(back.goldFirstRows()).containsExactly(List.of(new BigDecimal("0.5"), new BigDecimal("2.0"), 3L));
        assertThat(back.predictedFirstRows()).containsExactly(List.of(7L, new BigDecimal("15000000000.0"), 4L));
    }

    @Test
    void should_skip_a_half_written_last_line_when_a_run_was_killed() throws IOException {
        Path file = dir.resolve("questions.jsonl");
        EvalReportWriter.appendQuestion(file, results.get(0));
        EvalReportWriter.appendQuestion(file, results.get(1));
        Files.writeString(file, "{\"id\":\"3\",\"db\":\"defog_acad", StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);

        assertThat(EvalReportWriter.readQuestions(file)).containsExactly(results.get(0), results.get(1));
    }

    @Test
    void should_name_the_line_when_a_line_in_the_middle_is_bad() throws IOException {
        Path file = dir.resolve("questions.jsonl");
        EvalReportWriter.appendQuestion(file, results.get(0));
        Files.writeString(file, "{\"id\":\"2\",\"db\":\"chinook\",\"question\":\"q\"}\n", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);
        EvalReportWriter.appendQuestion(file, results.get(2));

        assertThatThrownBy(() -> EvalReportWriter.readQuestions(file))
                .isInstanceOf(AskdbException.class)
                .hasMessageContaining(file + " line 2 is not a question result")
                .hasMessageContaining("QuestionResult.verdict")
                .satisfies(e -> assertThat(((AskdbException) e).code()).isEqualTo(ErrorCode.BAD_INPUT));
    }

    @Test
    void should_fail_with_bad_input_when_the_file_is_missing() {
        Path missing = dir.resolve("none.jsonl");

        assertThatThrownBy(() -> EvalReportWriter.readQuestions(missing))
                .isInstanceOf(AskdbException.class)
                .hasMessageContaining("Could not read the question results " + missing)
                .satisfies(e -> assertThat(((AskdbException) e).code()).isEqualTo(ErrorCode.BAD_INPUT));
    }
}
