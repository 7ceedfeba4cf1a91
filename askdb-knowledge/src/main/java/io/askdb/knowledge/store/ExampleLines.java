package io.askdb.knowledge.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSONL format of an examples file: one JSON object per line with the string fields
 * {@code "question"} and {@code "sql"}, both not blank. Other fields are ignored; blank lines are
 * skipped. Writing puts exactly those two fields on one line (newlines inside the SQL are escaped).
 */
final class ExampleLines {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ExampleLines() {
    }

    /** A question and its SQL as read from one line. */
    record Pair(String question, String sql) {
        Pair {
            if (question == null || question.isBlank()) throw new IllegalArgumentException("Pair.question must not be blank");
            if (sql == null || sql.isBlank()) throw new IllegalArgumentException("Pair.sql must not be blank");
        }
    }

    /**
     * @param file  the file, for messages; not null
     * @param lines its lines, in order; not null
     * @return the pairs, in file order
     * @throws AskdbException BAD_INPUT naming the file and the 1-based line of the first bad line
     */
    static List<Pair> parse(Path file, List<String> lines) {
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) continue;
            pairs.add(parseLine(file, i + 1, line));
        }
        return pairs;
    }

    private static Pair parseLine(Path file, int lineNumber, String line) {
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw bad(file, lineNumber, "it is not valid JSON (" + e.getOriginalMessage() + ")", e);
        }
        if (node == null || !node.isObject()) throw bad(file, lineNumber, "it is not a JSON object", null);
        String question = text(node, "question");
        String sql = text(node, "sql");
        if (question == null) throw bad(file, lineNumber, "\"question\" is missing, blank or not a string", null);
        if (sql == null) throw bad(file, lineNumber, "\"sql\" is missing, blank or not a string", null);
        return new Pair(question, sql);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value != null && value.isTextual() && !value.asText().isBlank() ? value.asText() : null;
    }

    private static AskdbException bad(Path file, int lineNumber, String what, Throwable cause) {
        String message = "Examples file " + file + " line " + lineNumber + ": " + what
                + ". Each line must be one JSON object such as {\"question\": \"How many customers are there?\", "
                + "\"sql\": \"SELECT COUNT(*) FROM Customer\"}; fix or remove the line.";
        return cause == null ? new AskdbException(ErrorCode.BAD_INPUT, message)
                : new AskdbException(ErrorCode.BAD_INPUT, message, cause);
    }

    /** @return the pair as one JSON line, without the line break */
    static String format(String question, String sql) {
        ObjectNode node = JSON.createObjectNode();
        node.put("question", question);
        node.put("sql", sql);
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Writing two strings as JSON failed: " + e.getOriginalMessage(), e);
        }
    }
}
