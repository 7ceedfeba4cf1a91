package io.askdb.eval;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One JSON object of a dataset file, with field access whose errors name the file, the place
 * ("record 3", "line 7") and the field, and repeat what every record needs.
 *
 * @param file  the dataset file
 * @param where the place in the file, e.g. "line 7"
 * @param node  the parsed element
 * @param needs what every record needs, e.g. "each line needs question, sql and db"
 */
record JsonRecord(Path file, String where, JsonNode node, String needs) {

    JsonRecord {
        if (!node.isObject()) {
            throw DatasetFiles.error(file, where, "expected a JSON object, found " + kind(node) + "; " + needs);
        }
    }

    /** @return the field's text, stripped; throws naming the field when it is missing, blank or not a string */
    String required(String field) {
        String value = optional(field);
        if (value.isEmpty()) {
            boolean present = node.hasNonNull(field);
            throw DatasetFiles.error(file, where, "field \"" + field + "\" is " + (present ? "empty" : "missing") + "; " + needs);
        }
        return value;
    }

    /** @return the field's text, stripped, or "" when absent or null; numbers are given as their text */
    String optional(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) return "";
        if (v.isTextual() || v.isNumber()) return v.asText().strip();
        throw DatasetFiles.error(file, where, "field \"" + field + "\" must be a string, found " + kind(v));
    }

    /** @return a required field given as one string or an array of strings, blanks dropped */
    List<String> requiredTexts(String field) {
        JsonNode v = node.get(field);
        if (v == null || !v.isArray()) return List.of(required(field));
        List<String> out = new ArrayList<>();
        for (JsonNode item : v) {
            if (!item.isTextual()) {
                throw DatasetFiles.error(file, where, "field \"" + field + "\" must hold only strings, found " + kind(item));
            }
            if (!item.asText().isBlank()) out.add(item.asText().strip());
        }
        if (out.isEmpty()) throw DatasetFiles.error(file, where, "field \"" + field + "\" is empty; " + needs);
        return out;
    }

    /** @return an optional object of string values, in file order; empty when absent */
    Map<String, String> optionalStrings(String field) {
        JsonNode v = node.get(field);
        Map<String, String> out = new LinkedHashMap<>();
        if (v == null || v.isNull()) return out;
        if (!v.isObject()) {
            throw DatasetFiles.error(file, where, "field \"" + field + "\" must be an object of strings such as {\"category\": \"join\"}, found " + kind(v));
        }
        for (Map.Entry<String, JsonNode> e : v.properties()) {
            if (!e.getValue().isTextual() && !e.getValue().isNumber()) {
                throw DatasetFiles.error(file, where, "field \"" + field + "." + e.getKey() + "\" must be a string, found " + kind(e.getValue()));
            }
            out.put(e.getKey(), e.getValue().asText());
        }
        return out;
    }

    private static String kind(JsonNode v) {
        if (v.isArray()) return "an array";
        if (v.isObject()) return "an object";
        if (v.isNumber()) return "a number";
        if (v.isBoolean()) return "a boolean";
        if (v.isNull()) return "null";
        return "a string";
    }
}
