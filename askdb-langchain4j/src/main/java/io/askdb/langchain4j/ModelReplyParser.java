package io.askdb.langchain4j;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the JSON reply requested by the system prompt and the response format, tolerantly: the
 * object may be wrapped in a markdown fence or prose, fields may be missing, lists may arrive as
 * a single string, and confidence may be a string or a 0-1 fraction.
 */
final class ModelReplyParser {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_TRAILING_COMMA, JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS,
                    JsonReadFeature.ALLOW_SINGLE_QUOTES, JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .build();

    /**
     * @param text the model's reply text; may be null
     * @return the parsed reply, or empty when the text holds no JSON object with an "sql" field
     */
    Optional<ModelReply> parse(String text) {
        if (text == null) return Optional.empty();
        int open = text.indexOf('{');
        int close = text.lastIndexOf('}');
        if (open < 0 || close <= open) return Optional.empty();
        JsonNode node;
        try {
            node = JSON.readTree(text.substring(open, close + 1));
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
        if (node == null || !node.isObject() || !node.has("sql")) return Optional.empty();
        return Optional.of(new ModelReply(text(node.get("sql")), text(node.get("reasoning")),
                list(node.get("assumptions")), list(node.get("tables_used")), list(node.get("ambiguous_terms")),
                confidence(node.get("confidence"))));
    }

    private static String text(JsonNode node) {
        return node == null || node.isNull() ? "" : node.asText();
    }

    private static List<String> list(JsonNode node) {
        List<String> out = new ArrayList<>();
        if (node == null || node.isNull()) return out;
        if (node.isArray()) {
            node.forEach(item -> {
                if (!item.isNull() && !item.asText().isBlank()) out.add(item.asText().strip());
            });
        } else if (!node.asText().isBlank()) {
            out.add(node.asText().strip());
        }
        return out;
    }

    private static int confidence(JsonNode node) {
        if (node == null || node.isNull()) return ModelReply.UNSTATED_CONFIDENCE;
        double value;
        if (node.isNumber()) {
            value = node.asDouble();
        } else {
            try {
                value = Double.parseDouble(node.asText().replace("%", "").strip());
            } catch (NumberFormatException e) {
                return ModelReply.UNSTATED_CONFIDENCE;
            }
        }
        if (value > 0 && value < 1) value *= 100;
        return (int) Math.round(value);
    }
}
