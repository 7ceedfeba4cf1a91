package io.askdb.eval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The readers for the JSON-array datasets: Spider, BIRD and BEAVER. Records are numbered from 1
 * in messages ("dev.json record 3"); ids are the 0-based array index unless the record has its own.
 */
final class JsonArrayDatasets {
    private static final String SEPARATOR = "#sep#";

    private JsonArrayDatasets() {
    }

    /**
     * Spider: {@code {db_id, question, query}}; tag {@code hardness} when present. With
     * {@link Wording#SYN} the question is the record's {@code question_syn}, which every record
     * must then have.
     */
    static List<EvalQuestion> spider(Path file, Wording wording) {
        List<EvalQuestion> out = new ArrayList<>();
        List<JsonRecord> records = records(file, "each record needs db_id, question and query");
        for (int i = 0; i < records.size(); i++) {
            JsonRecord r = records.get(i);
            String question = wording == Wording.SYN ? paraphrase(file, i, r) : r.required("question");
            out.add(new EvalQuestion(String.valueOf(i), r.required("db_id"), question, "",
                    List.of(r.required("query")), tag("hardness", r.optional("hardness")), List.of()));
        }
        return out;
    }

    /** BIRD: {@code {question_id?, db_id, question, evidence, SQL, difficulty}}; tag {@code difficulty}. */
    static List<EvalQuestion> bird(Path file) {
        List<EvalQuestion> out = new ArrayList<>();
        List<JsonRecord> records = records(file, "each record needs db_id, question and SQL");
        for (int i = 0; i < records.size(); i++) {
            JsonRecord r = records.get(i);
            String id = r.optional("question_id");
            out.add(new EvalQuestion(id.isEmpty() ? String.valueOf(i) : id, r.required("db_id"), r.required("question"),
                    r.optional("evidence"), List.of(r.required("SQL")), tag("difficulty", r.optional("difficulty")), List.of()));
        }
        return out;
    }

    /** BEAVER: {@code {question, db_id, sql, gold_tables: ["db#sep#TABLE"]}}; gold tables keep the part after {@code #sep#}. */
    static List<EvalQuestion> beaver(Path file) {
        List<EvalQuestion> out = new ArrayList<>();
        List<JsonRecord> records = records(file, "each record needs question, db_id, sql and gold_tables");
        for (int i = 0; i < records.size(); i++) {
            JsonRecord r = records.get(i);
            List<String> tables = new ArrayList<>();
            for (String t : r.requiredTexts("gold_tables")) {
                int at = t.indexOf(SEPARATOR);
                tables.add(at < 0 ? t : t.substring(at + SEPARATOR.length()));
            }
            out.add(new EvalQuestion(String.valueOf(i), r.required("db_id"), r.required("question"), "",
                    List.of(r.required("sql")), Map.of(), tables));
        }
        return out;
    }

    private static String paraphrase(Path file, int index, JsonRecord r) {
        String syn = r.optional("question_syn");
        if (syn.isEmpty()) {
            throw DatasetFiles.error(file, "record " + (index + 1), "field \"question_syn\" (the Spider-Syn paraphrase) is "
                    + (r.node().hasNonNull("question_syn") ? "empty" : "missing") + ", and --wording syn asks it; give a Spider-Syn "
                    + "file (each record with question_syn, e.g. Spider-Syn's train_spider.json) or use --wording original");
        }
        return syn;
    }

    private static Map<String, String> tag(String key, String value) {
        Map<String, String> tags = new LinkedHashMap<>();
        if (!value.isEmpty()) tags.put(key, value);
        return tags;
    }

    private static List<JsonRecord> records(Path file, String needs) {
        DatasetFiles.requireReadable(file);
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw DatasetFiles.error(file, "line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr(),
                    "not valid JSON (" + DatasetFiles.firstLine(e.getOriginalMessage()) + "); fix the file or re-download it");
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read dataset file " + file + ": " + DatasetFiles.firstLine(e.getMessage()) + ".", e);
        }
        if (root == null || !root.isArray()) {
            throw new AskdbException(ErrorCode.BAD_INPUT, DatasetFiles.name(file) + ": expected a JSON array of question records; "
                    + needs + ".");
        }
        List<JsonRecord> out = new ArrayList<>(root.size());
        for (int i = 0; i < root.size(); i++) out.add(new JsonRecord(file, "record " + (i + 1), root.get(i), needs));
        return out;
    }
}
