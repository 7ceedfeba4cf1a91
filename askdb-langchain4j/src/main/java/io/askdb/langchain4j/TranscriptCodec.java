package io.askdb.langchain4j;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.data.message.UserMessage;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads and writes transcript lines: one JSON object per exchange, with the fields
 * {@code exchange} (1-based number), {@code request} (list of {@code {role, text}}),
 * {@code response_format}, {@code response}, {@code tool_calls} (list of {@code {id, name,
 * arguments}}), {@code input_tokens} and {@code output_tokens}. Only {@code response} is required,
 * so {@code {"response": "SELECT 1"}} is a whole line; unknown fields are ignored.
 */
final class TranscriptCodec {
    private static final ObjectMapper JSON = new ObjectMapper();

    private TranscriptCodec() {
    }

    /** @return the messages as transcript messages: role and text */
    static List<Exchange.Message> messages(List<ChatMessage> messages) {
        List<Exchange.Message> out = new ArrayList<>();
        for (ChatMessage m : messages) out.add(new Exchange.Message(m.type().name().toLowerCase(Locale.ROOT), text(m)));
        return out;
    }

    private static String text(ChatMessage m) {
        if (m instanceof SystemMessage) return ((SystemMessage) m).text();
        if (m instanceof UserMessage) {
            UserMessage u = (UserMessage) m;
            return u.hasSingleText() ? u.singleText() : u.contents().toString();
        }
        if (m instanceof AiMessage) {
            AiMessage a = (AiMessage) m;
            return a.text() == null ? "" : a.text();
        }
        if (m instanceof ToolExecutionResultMessage) return ((ToolExecutionResultMessage) m).text();
        return m.toString();
    }

    /** @return the exchange as one line of JSON, without a line break */
    static String write(Exchange e, int number) {
        ObjectNode line = JSON.createObjectNode().put("exchange", number);
        ArrayNode request = line.putArray("request");
        e.request().forEach(m -> request.addObject().put("role", m.role()).put("text", m.text()));
        if (!e.format().isEmpty()) line.put("response_format", e.format());
        line.put("response", e.response());
        if (!e.toolCalls().isEmpty()) {
            ArrayNode calls = line.putArray("tool_calls");
            e.toolCalls().forEach(c -> calls.addObject().put("id", c.id()).put("name", c.name()).put("arguments", c.arguments()));
        }
        if (e.inputTokens() != null) line.put("input_tokens", e.inputTokens());
        if (e.outputTokens() != null) line.put("output_tokens", e.outputTokens());
        return line.toString();
    }

    /**
     * @throws AskdbException with {@code BAD_INPUT} naming the file and line when the line is not
     *                        a JSON object with a string "response"
     */
    static Exchange read(String line, Path file, int lineNumber) {
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw bad(file, lineNumber, "is not valid JSON (" + e.getOriginalMessage() + ")");
        }
        if (node == null || !node.isObject()) throw bad(file, lineNumber, "is not a JSON object");
        JsonNode response = node.get("response");
        if (response == null || !response.isTextual()) throw bad(file, lineNumber, "has no string field \"response\"");
        List<Exchange.Message> request = new ArrayList<>();
        node.path("request").forEach(m -> request.add(new Exchange.Message(m.path("role").asText(), m.path("text").asText())));
        List<Exchange.ToolCall> calls = new ArrayList<>();
        node.path("tool_calls").forEach(c -> calls.add(new Exchange.ToolCall(c.hasNonNull("id") ? c.get("id").asText() : null,
                c.path("name").asText(), c.path("arguments").asText("{}"))));
        return new Exchange(request, node.path("response_format").asText(""), response.asText(), calls,
                node.hasNonNull("input_tokens") ? node.get("input_tokens").asInt() : null,
                node.hasNonNull("output_tokens") ? node.get("output_tokens").asInt() : null);
    }

    /** @return the exchange's reply as an AI message: its text and tool calls */
    static AiMessage reply(Exchange e) {
        if (e.toolCalls().isEmpty()) return AiMessage.from(e.response());
        List<ToolExecutionRequest> calls = e.toolCalls().stream()
                .map(c -> ToolExecutionRequest.builder().id(c.id()).name(c.name()).arguments(c.arguments()).build()).toList();
        return e.response().isEmpty() ? AiMessage.from(calls) : AiMessage.from(e.response(), calls);
    }

    private static AskdbException bad(Path file, int lineNumber, String problem) {
        return new AskdbException(ErrorCode.BAD_INPUT, "Line " + lineNumber + " of the model transcript " + file + " " + problem
                + ". Each line must be one JSON object with at least a \"response\" field, e.g. {\"response\": \"SELECT 1\"}.");
    }
}
