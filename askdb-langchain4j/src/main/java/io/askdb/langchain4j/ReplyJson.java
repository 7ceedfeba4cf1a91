package io.askdb.langchain4j;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.Optional;

/**
 * Finds the JSON object in a model's reply, tolerantly: it may be wrapped in a markdown fence or
 * prose, carry trailing commas, single quotes or comments. Shared by every structured reply
 * (SQL, critic verdict, follow-up rewrite).
 */
final class ReplyJson {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_TRAILING_COMMA, JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS,
                    JsonReadFeature.ALLOW_SINGLE_QUOTES, JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .build();

    private ReplyJson() {
    }

    /**
     * @param text  the reply text; may be null
     * @param field a field the object must have
     * @return the outermost object between the first '{' and the last '}', when it parses and has the field
     */
    static Optional<JsonNode> object(String text, String field) {
        if (text == null) return Optional.empty();
        int open = text.indexOf('{');
        int close = text.lastIndexOf('}');
        if (open < 0 || close <= open) return Optional.empty();
        try {
            JsonNode node = JSON.readTree(text.substring(open, close + 1));
            return node != null && node.isObject() && node.has(field) ? Optional.of(node) : Optional.empty();
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    /** @return the node's text, or empty for a missing or null node */
    static String text(JsonNode node) {
        return node == null || node.isNull() ? "" : node.asText();
    }
}
