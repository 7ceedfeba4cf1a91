package io.askdb.eval;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The evaluation-set file formats askdb reads, as named by the {@code --format} flag.
 *
 * @since 0.1
 */
public enum DatasetFormat {
    /** Spider (and its test-suite files): a JSON array of {@code {db_id, question, query}}. */
    SPIDER,
    /** BIRD: a JSON array of {@code {question_id?, db_id, question, evidence, SQL, difficulty}}. */
    BIRD,
    /** defog sql-eval: a CSV with {@code db_name, db_type, query_category, query, question[, instructions]}. */
    DEFOG,
    /** BEAVER: a JSON array of {@code {question, db_id, sql, gold_tables}}. */
    BEAVER,
    /** askdb's own JSON Lines: one {@code {question, sql, db, id?, evidence?, tags?}} per line. */
    JSONL;

    private static final String NAMES = Arrays.stream(values())
            .map(f -> f.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", "));

    /**
     * Finds a format by its {@code --format} name, case-insensitively.
     *
     * @param name e.g. "bird" or "JSONL"; not null
     * @return the format
     * @throws AskdbException with {@link ErrorCode#BAD_INPUT} listing the accepted names when unknown
     */
    public static DatasetFormat fromName(String name) {
        Objects.requireNonNull(name, "name");
        for (DatasetFormat f : values()) {
            if (f.name().equalsIgnoreCase(name.strip())) return f;
        }
        throw new AskdbException(ErrorCode.BAD_INPUT, "Unknown dataset format '" + name + "'. Use --format with one of: " + NAMES + ".");
    }

    /**
     * Tells a file's format from its name and, for {@code .json}, from its first record:
     * {@code .csv} is DEFOG, {@code .jsonl} is JSONL; a JSON record with {@code evidence} or
     * {@code difficulty} is BIRD, with {@code gold_tables} BEAVER, with {@code query} and
     * {@code db_id} SPIDER.
     *
     * @param file the dataset file; not null
     * @return the format
     * @throws AskdbException with {@link ErrorCode#BAD_INPUT} when the file is missing or its
     *         format cannot be told; the message names the file and suggests {@code --format}
     */
    public static DatasetFormat detect(Path file) {
        Objects.requireNonNull(file, "file");
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv")) return DEFOG;
        if (name.endsWith(".jsonl")) return JSONL;
        if (!name.endsWith(".json")) {
            throw unknown(file, "its name does not end in .json, .jsonl or .csv");
        }
        DatasetFiles.requireReadable(file);
        JsonNode first = firstRecord(file);
        if (first.has("evidence") || first.has("difficulty")) return BIRD;
        if (first.has("gold_tables")) return BEAVER;
        if (first.has("query") && first.has("db_id")) return SPIDER;
        throw unknown(file, "its first record has none of the fields evidence, difficulty, gold_tables, or query with db_id");
    }

    private static JsonNode firstRecord(Path file) {
        ObjectMapper mapper = new ObjectMapper();
        try (JsonParser parser = mapper.createParser(file.toFile())) {
            if (parser.nextToken() != JsonToken.START_ARRAY) throw unknown(file, "it is not a JSON array");
            if (parser.nextToken() != JsonToken.START_OBJECT) throw unknown(file, "its first element is not a JSON object");
            return mapper.readTree(parser);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read " + file + " as JSON: " + DatasetFiles.firstLine(e.getMessage())
                    + ". Check that the file is a JSON array of questions, or use --format with one of: " + NAMES + ".", e);
        }
    }

    private static AskdbException unknown(Path file, String why) {
        return new AskdbException(ErrorCode.BAD_INPUT, "Cannot tell the dataset format of " + file + ": " + why
                + ". Use --format with one of: " + NAMES + ".");
    }
}
