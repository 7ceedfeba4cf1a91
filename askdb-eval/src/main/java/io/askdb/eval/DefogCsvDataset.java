package io.askdb.eval;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * defog sql-eval question files: RFC 4180 CSV with a header row {@code db_name, db_type,
 * query_category, query, question[, instructions][, full_instructions]}; quoted fields may span
 * lines and escape quotes by doubling them. A quote inside a quoted field that is not doubled
 * ends the quoting and the rest of the field is kept as written, as Python's {@code csv} module
 * and pandas (which defog's runner uses) read it; one shipped question needs this. Ids are data row numbers from 1; evidence is
 * {@code instructions}; the tag {@code category} is {@code query_category}; gold alternatives
 * come from {@link DefogAlternatives}.
 */
final class DefogCsvDataset {
    private static final List<String> REQUIRED = List.of("db_name", "query_category", "query", "question");
    private static final String NEEDS = "each row needs db_name, query_category, query and question";

    private DefogCsvDataset() {
    }

    static List<EvalQuestion> read(Path file) {
        DatasetFiles.requireReadable(file);
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).setTrailingData(true).get();
        List<EvalQuestion> out = new ArrayList<>();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             CSVParser parser = CSVParser.parse(reader, format)) {
            checkHeader(file, parser.getHeaderNames());
            int row = 0;
            long previousEnd = parser.getCurrentLineNumber();
            for (CSVRecord record : parser) {
                row++;
                out.add(question(file, "row " + row + " (line " + (previousEnd + 1) + ")", row, record));
                previousEnd = parser.getCurrentLineNumber();
            }
        } catch (IOException | UncheckedIOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read " + DatasetFiles.name(file) + " as CSV after row " + out.size()
                    + ": " + DatasetFiles.firstLine(e.getMessage()) + ". Check that quoted fields are closed and the file is UTF-8.", e);
        } catch (IllegalArgumentException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read the header of " + DatasetFiles.name(file) + ": "
                    + DatasetFiles.firstLine(e.getMessage()) + ". The first row must name the columns: " + String.join(", ", REQUIRED) + ".", e);
        }
        return out;
    }

    private static void checkHeader(Path file, List<String> header) {
        List<String> missing = REQUIRED.stream().filter(c -> !header.contains(c)).toList();
        if (!missing.isEmpty()) {
            throw DatasetFiles.error(file, "header", "missing column" + (missing.size() > 1 ? "s " : " ")
                    + String.join(", ", missing) + "; the first row must name the columns db_name, db_type, query_category, query, question"
                    + " and optionally instructions");
        }
    }

    private static EvalQuestion question(Path file, String where, int row, CSVRecord record) {
        String db = field(file, where, record, "db_name");
        String question = field(file, where, record, "question");
        String query = field(file, where, record, "query");
        String category = record.isSet("query_category") ? record.get("query_category").strip() : "";
        String instructions = record.isSet("instructions") ? record.get("instructions").strip() : "";
        List<String> gold = DefogAlternatives.of(query);
        if (gold.isEmpty()) throw DatasetFiles.error(file, where, "column \"query\" holds no SQL statement; " + NEEDS);
        return new EvalQuestion(String.valueOf(row), db, question, instructions, gold,
                category.isEmpty() ? Map.of() : Map.of("category", category), List.of());
    }

    private static String field(Path file, String where, CSVRecord record, String column) {
        String value = record.isSet(column) ? record.get(column).strip() : "";
        if (value.isEmpty()) throw DatasetFiles.error(file, where, "column \"" + column + "\" is empty; " + NEEDS);
        return value;
    }
}
