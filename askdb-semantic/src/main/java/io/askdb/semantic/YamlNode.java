package io.askdb.semantic;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * One mapping of the model file with its YAML path, read key by key; every missing, mistyped or
 * unknown key is added to the {@link Problems} rather than thrown, so one read reports them all.
 */
final class YamlNode {
    private final JsonNode node;
    private final String path;
    private final Problems problems;

    YamlNode(JsonNode node, String path, Problems problems) {
        this.node = node;
        this.path = path;
        this.problems = problems;
    }

    String path() {
        return path;
    }

    String at(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** Reports every key that is not one of {@code known}, with the nearest known key as a suggestion. */
    void onlyKeys(Set<String> known) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!known.contains(key)) {
                problems.add(at(key), "unknown key '" + key + "'" + Suggestions.didYouMean(key, known)
                        + " Use one of " + new java.util.TreeSet<>(known) + ".");
            }
        }
    }

    /** @return the text at {@code key}; null (and a problem when required) when missing, blank or not text */
    String text(String key, boolean required) {
        JsonNode value = node.get(key);
        if (value == null || value.isNull()) {
            if (required) problems.add(at(key), "'" + key + "' is missing. Add it.");
            return null;
        }
        if (!value.isValueNode() || value.asText().isBlank()) {
            problems.add(at(key), "'" + key + "' must be non-empty text.");
            return null;
        }
        return value.asText().strip();
    }

    /** @return the boolean at {@code key}, or {@code fallback} when missing (a problem when not true/false) */
    boolean bool(String key, boolean fallback) {
        JsonNode value = node.get(key);
        if (value == null || value.isNull()) return fallback;
        if (!value.isBoolean()) {
            problems.add(at(key), "'" + key + "' must be true or false, not '" + value.asText() + "'.");
            return fallback;
        }
        return value.booleanValue();
    }

    /** @return the texts of the list at {@code key}: empty when missing; blank or non-text entries are reported */
    List<String> texts(String key, boolean required) {
        JsonNode value = node.get(key);
        List<String> out = new ArrayList<>();
        if (value == null || value.isNull()) {
            if (required) problems.add(at(key), "'" + key + "' is missing. Add a list, e.g. [" + key + "1].");
            return out;
        }
        if (value.isValueNode() && !value.asText().isBlank()) return List.of(value.asText().strip());
        if (!value.isArray()) {
            problems.add(at(key), "'" + key + "' must be a list of texts.");
            return out;
        }
        for (int i = 0; i < value.size(); i++) {
            JsonNode item = value.get(i);
            if (!item.isValueNode() || item.isNull() || item.asText().isBlank()) {
                problems.add(at(key) + "[" + i + "]", "entries of '" + key + "' must be non-empty text.");
            } else {
                out.add(item.asText().strip());
            }
        }
        return out;
    }

    /** @return the mapping at {@code key}, or null (and a problem when required or not a mapping) */
    YamlNode object(String key, boolean required) {
        JsonNode value = node.get(key);
        if (value == null || value.isNull()) {
            if (required) problems.add(at(key), "'" + key + "' is missing. Add it.");
            return null;
        }
        if (!value.isObject()) {
            problems.add(at(key), "'" + key + "' must be a mapping of keys to values.");
            return null;
        }
        return new YamlNode(value, at(key), problems);
    }

    /** @return the mappings of the list at {@code key}: empty when missing; non-mappings are reported */
    List<YamlNode> objects(String key) {
        JsonNode value = node.get(key);
        List<YamlNode> out = new ArrayList<>();
        if (value == null || value.isNull()) return out;
        if (!value.isArray()) {
            problems.add(at(key), "'" + key + "' must be a list.");
            return out;
        }
        for (int i = 0; i < value.size(); i++) {
            String itemPath = at(key) + "[" + i + "]";
            if (value.get(i).isObject()) {
                out.add(new YamlNode(value.get(i), itemPath, problems));
            } else {
                problems.add(itemPath, "each entry of '" + key + "' must be a mapping of keys to values.");
            }
        }
        return out;
    }
}
