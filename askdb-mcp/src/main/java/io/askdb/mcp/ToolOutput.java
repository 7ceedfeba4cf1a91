package io.askdb.mcp;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;

/**
 * The results tools return: JSON text for a model to read (exact decimals written plainly, never
 * 1E+1; null fields left out, since null means absent), and error results that lead with what was wrong and what to do.
 */
final class ToolOutput {
    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private ToolOutput() {
    }

    /** @return a successful result whose one text block is the value as JSON */
    static CallToolResult json(Object value) {
        return CallToolResult.builder().addContent(new TextContent(write(value))).isError(false).build();
    }

    /** @return a successful result: a note for the model, then the value as JSON */
    static CallToolResult noted(String note, Object value) {
        return CallToolResult.builder().addContent(new TextContent(note)).addContent(new TextContent(write(value)))
                .isError(false).build();
    }

    /** @return an error result: the message for the model, then the value as JSON */
    static CallToolResult error(String message, Object value) {
        return CallToolResult.builder().addContent(new TextContent(message)).addContent(new TextContent(write(value)))
                .isError(true).build();
    }

    /** @return an error result holding only the message for the model */
    static CallToolResult error(String message) {
        return CallToolResult.builder().addContent(new TextContent(message)).isError(true).build();
    }

    static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write a tool result as JSON: " + e.getOriginalMessage(), e);
        }
    }
}
