package io.askdb.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Replays recorded predictions, so a model's run can be scored again offline (with other
 * comparison rules, or after a guard change) without calling the model.
 *
 * <p>The file is JSON Lines; each line has the predicted SQL in {@code predicted_sql} or
 * {@code sql} (null or absent: the recording declined, with the reason in {@code error}), and
 * names its question by {@code id}, or by {@code db} and {@code question}. The
 * {@code questions.jsonl} that {@code askdb eval} writes is such a file.
 *
 * @since 0.1
 */
public final class ReplayGenerator {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Map<String, JsonNode> byId = new HashMap<>();
    private final Map<String, JsonNode> byQuestion = new HashMap<>();
    private final Path file;

    private ReplayGenerator(Path file) {
        this.file = file;
    }

    /**
     * Reads a recording.
     *
     * @param file the JSON Lines file; not null
     * @return the recording
     * @throws AskdbException (BAD_INPUT) when the file is missing or a line is not a JSON object
     */
    public static ReplayGenerator read(Path file) {
        Objects.requireNonNull(file, "file");
        ReplayGenerator replay = new ReplayGenerator(file);
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read the replay file " + file
                    + (e instanceof java.nio.file.NoSuchFileException ? " (no such file)" : " (" + e.getMessage() + ")")
                    + "; give --generator replay:FILE with a JSON Lines file of predictions.");
        }
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("//")) continue;
            JsonNode node;
            try {
                node = JSON.readTree(line);
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new AskdbException(ErrorCode.BAD_INPUT, file + " line " + (i + 1) + ": not a JSON object ("
                        + e.getOriginalMessage() + "); each line needs predicted_sql (or sql) and id, or db and question.");
            }
            if (!node.isObject()) {
                throw new AskdbException(ErrorCode.BAD_INPUT, file + " line " + (i + 1) + ": not a JSON object; each line needs "
                        + "predicted_sql (or sql) and id, or db and question.");
            }
            if (node.hasNonNull("id")) replay.byId.putIfAbsent(node.get("id").asText(), node);
            if (node.hasNonNull("db") && node.hasNonNull("question")) {
                replay.byQuestion.putIfAbsent(key(node.get("db").asText(), node.get("question").asText()), node);
            }
        }
        return replay;
    }

    /**
     * @param question the question to replay
     * @return a generator that answers it with the recorded prediction, or declines when there is none
     */
    public SqlGenerator forQuestion(EvalQuestion question) {
        JsonNode recorded = byId.get(question.id());
        if (recorded == null || (recorded.hasNonNull("question") && !recorded.get("question").asText().equals(question.question()))) {
            recorded = byQuestion.get(key(question.db(), question.question()));
        }
        return new Recorded(question, recorded);
    }

    /** @return how many recorded predictions were read */
    public int size() {
        return Math.max(byId.size(), byQuestion.size());
    }

    private static String key(String db, String question) {
        return db + "\u0000" + question.strip();
    }

    private final class Recorded implements SqlGenerator {
        private final EvalQuestion question;
        private final JsonNode recorded;

        Recorded(EvalQuestion question, JsonNode recorded) {
            this.question = question;
            this.recorded = recorded;
        }

        @Override
        public Generation generate(GenerationRequest request) {
            if (recorded == null) {
                return new Declined("The replay file " + file.getFileName() + " has no prediction for question " + question.id() + ".", List.of(), null);
            }
            String sql = text(recorded, "predicted_sql");
            if (sql == null) sql = text(recorded, "sql");
            if (sql == null) {
                String reason = text(recorded, "error");
                return new Declined(reason == null ? "The recorded run wrote no SQL for this question." : reason, List.of(), null);
            }
            return CandidateSql.of(sql, 50);
        }

        @Override
        public String name() {
            return "replay";
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v == null || v.isNull() || v.asText().isBlank() ? null : v.asText();
    }
}
