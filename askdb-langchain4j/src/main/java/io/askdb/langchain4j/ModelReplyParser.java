package io.askdb.langchain4j;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the JSON reply requested by the system prompt and the response format, tolerantly: the
 * object may be wrapped in a markdown fence or prose, fields may be missing, lists may arrive as
 * a single string, confidence may be a string or a 0-1 fraction, and a reply without the
 * "clarification" field (an older prompt, a recorded transcript) has none.
 */
final class ModelReplyParser {
    /**
     * @param text the model's reply text; may be null
     * @return the parsed reply, or empty when the text holds no JSON object with an "sql" field
     */
    Optional<ModelReply> parse(String text) {
        return ReplyJson.object(text, "sql").map(node -> new ModelReply(ReplyJson.text(node.get("sql")),
                ReplyJson.text(node.get("reasoning")), list(node.get("assumptions")), list(node.get("tables_used")),
                list(node.get("ambiguous_terms")), confidence(node.get("confidence")),
                ReplyJson.text(node.get("clarification"))));
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
