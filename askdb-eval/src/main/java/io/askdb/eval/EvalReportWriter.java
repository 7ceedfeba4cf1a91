package io.askdb.eval;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Writes and reads the files of an evaluation run: {@code report.json} (the {@link EvalSummary}),
 * {@code summary.md} (the same for people) and {@code questions.jsonl} (one {@link QuestionResult}
 * a line, written as each question finishes so that a killed run can be resumed).
 *
 * <p>JSON uses snake_case property names ({@code predicted_sql}, {@code gold_first_rows}), never
 * writes numbers in scientific notation, and writes {@link java.math.BigDecimal} cells plainly.
 * Result cells read back as: numbers without a decimal point {@link Long}, numbers with one
 * {@link java.math.BigDecimal} with the digits written, text {@link String}, true/false
 * {@link Boolean}, arrays lists and objects maps. A {@link Double} is always written with a
 * decimal point ({@code 2.0}, {@code 0.00000010}), so it reads back as a BigDecimal of the same
 * value; a BigDecimal keeps its digits ({@code 1.00}), except that one without a fraction
 * written with an exponent ({@code 1E+3}) is written {@code 1000} and reads back as a Long.
 *
 * @since 0.1
 */
public final class EvalReportWriter {
    /** The summary as JSON. */
    public static final String REPORT_JSON = "report.json";
    /** The summary as Markdown. */
    public static final String SUMMARY_MD = "summary.md";
    /** One question result a line. */
    public static final String QUESTIONS_JSONL = "questions.jsonl";

    private EvalReportWriter() {
    }

    /**
     * Writes {@value #REPORT_JSON}, {@value #SUMMARY_MD} and {@value #QUESTIONS_JSONL} into a
     * directory, creating it when missing and replacing those files when present.
     *
     * @param dir     the output directory; not null
     * @param summary the run's summary; not null
     * @param results the question results, written in this order; not null
     * @throws AskdbException with {@link ErrorCode#CONFIGURATION} when a file cannot be written
     */
    public static void write(Path dir, EvalSummary summary, List<QuestionResult> results) {
        Objects.requireNonNull(summary, "summary");
        StringBuilder lines = new StringBuilder();
        for (QuestionResult r : results) lines.append(jsonLine(r));
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(REPORT_JSON),
                    ReportJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(summary) + "\n", StandardCharsets.UTF_8);
            Files.writeString(dir.resolve(SUMMARY_MD), markdown(summary), StandardCharsets.UTF_8);
            Files.writeString(dir.resolve(QUESTIONS_JSONL), lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw cannotWrite(dir, e);
        }
    }

    /**
     * @param summary the run's summary; not null
     * @return the summary as Markdown, as in {@value #SUMMARY_MD}, ending with a line break
     */
    public static String markdown(EvalSummary summary) {
        return SummaryMarkdown.render(Objects.requireNonNull(summary, "summary"));
    }

    /**
     * Appends one result as one line, creating the file and its directory when missing. The line is
     * written with one call and the file closed before returning, so a run killed afterwards keeps it.
     *
     * @param questionsJsonl the {@value #QUESTIONS_JSONL} file; not null
     * @param result         the finished question; not null
     * @throws AskdbException with {@link ErrorCode#CONFIGURATION} when the file cannot be written
     */
    public static void appendQuestion(Path questionsJsonl, QuestionResult result) {
        byte[] line = jsonLine(Objects.requireNonNull(result, "result")).getBytes(StandardCharsets.UTF_8);
        try {
            Path parent = questionsJsonl.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            Files.write(questionsJsonl, line, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw cannotWrite(questionsJsonl, e);
        }
    }

    /**
     * Reads back the results {@link #appendQuestion} or {@link #write} wrote, in file order. Blank
     * lines are skipped, and so is a last line that does not parse and has no line break after it:
     * the part a killed run left half-written.
     *
     * @param questionsJsonl the {@value #QUESTIONS_JSONL} file; not null
     * @return the results
     * @throws AskdbException with {@link ErrorCode#BAD_INPUT} when the file cannot be read or a
     *                        line other than a half-written last one is not a question result
     */
    public static List<QuestionResult> readQuestions(Path questionsJsonl) {
        String text;
        try {
            text = Files.readString(questionsJsonl, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Could not read the question results " + questionsJsonl
                    + ": " + e + ". Check the path, or start the run without resuming.", e);
        }
        String[] lines = text.split("\n", -1);
        List<QuestionResult> results = new ArrayList<>(lines.length);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) continue;
            boolean halfWritten = i == lines.length - 1;
            QuestionResult r = parse(questionsJsonl, i + 1, lines[i], halfWritten);
            if (r != null) results.add(r);
        }
        return results;
    }

    private static QuestionResult parse(Path file, int lineNumber, String line, boolean mayBeHalfWritten) {
        try {
            return ReportJson.MAPPER.readValue(line, QuestionResult.class);
        } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            if (mayBeHalfWritten) return null;
            throw new AskdbException(ErrorCode.BAD_INPUT, file + " line " + lineNumber + " is not a question result ("
                    + firstLine(e) + "). Delete or fix that line, or start the run again without resuming.", e);
        }
    }

    private static String jsonLine(QuestionResult r) {
        try {
            return ReportJson.MAPPER.writeValueAsString(r) + "\n";
        } catch (JsonProcessingException e) {
            throw new AskdbException(ErrorCode.INTERNAL, "Could not write question " + r.id() + " as JSON: " + firstLine(e), e);
        }
    }

    private static AskdbException cannotWrite(Path where, IOException e) {
        return new AskdbException(ErrorCode.CONFIGURATION, "Could not write the eval report at " + where + ": " + e
                + ". Check that the directory is writable, or choose another output directory.", e);
    }

    private static String firstLine(Exception e) {
        String message = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message.lines().findFirst().orElse("");
    }
}
