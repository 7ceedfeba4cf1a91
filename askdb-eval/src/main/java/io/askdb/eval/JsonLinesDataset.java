package io.askdb.eval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * askdb's own question format for users' evaluation sets: JSON Lines, one object per line,
 * {@code {"question": ..., "sql": "..." or [...alternatives], "db": ..., "id"?: ..., "evidence"?: ...,
 * "tags"?: {"key": "value"}}}. Blank lines and lines starting with {@code //} are skipped. The id
 * defaults to the line number; ids must be unique.
 */
final class JsonLinesDataset {
    private static final String NEEDS = "each line needs question, sql and db";

    private JsonLinesDataset() {
    }

    static List<EvalQuestion> read(Path file) {
        DatasetFiles.requireReadable(file);
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read dataset file " + file + " as UTF-8 text: "
                    + DatasetFiles.firstLine(e.getMessage()) + ".", e);
        }
        ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        List<EvalQuestion> out = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("//")) continue;
            String where = "line " + (i + 1);
            JsonRecord r = new JsonRecord(file, where, parse(mapper, file, where, line), NEEDS);
            String question = r.required("question");
            List<String> sql = r.requiredTexts("sql");
            String db = r.required("db");
            String id = r.optional("id");
            if (id.isEmpty()) id = String.valueOf(i + 1);
            Integer before = seen.putIfAbsent(id, i + 1);
            if (before != null) {
                throw DatasetFiles.error(file, where, "id \"" + id + "\" is already used on line " + before + "; give every question its own id");
            }
            out.add(new EvalQuestion(id, db, question, r.optional("evidence"), sql, r.optionalStrings("tags"), List.of()));
        }
        return out;
    }

    private static JsonNode parse(ObjectMapper mapper, Path file, String where, String line) {
        try {
            return mapper.readTree(line);
        } catch (JsonProcessingException e) {
            throw DatasetFiles.error(file, where, "not valid JSON (" + DatasetFiles.firstLine(e.getOriginalMessage())
                    + "); each line must be one JSON object such as {\"question\": \"...\", \"sql\": \"...\", \"db\": \"...\"}");
        }
    }
}
