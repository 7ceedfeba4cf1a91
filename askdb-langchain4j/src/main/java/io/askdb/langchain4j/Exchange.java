package io.askdb.langchain4j;

import java.util.List;

/**
 * One model exchange of a transcript: what was sent and what came back. Every field but the
 * response may be absent in a hand-written transcript.
 *
 * @param request      the request's messages in order, or empty when not recorded
 * @param format       the name of the JSON schema requested (e.g. "sql_answer"), or empty
 * @param response     the reply text, possibly empty (a reply of tool calls only); not null
 * @param toolCalls    tool calls in the reply, possibly empty
 * @param inputTokens  prompt tokens the provider reported, or null when unknown
 * @param outputTokens completion tokens the provider reported, or null when unknown
 */
record Exchange(List<Message> request, String format, String response, List<ToolCall> toolCalls,
                Integer inputTokens, Integer outputTokens) {
    Exchange {
        request = request == null ? List.of() : List.copyOf(request);
        format = format == null ? "" : format;
        if (response == null) throw new IllegalArgumentException("Exchange.response must not be null");
        toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
    }

    /**
     * One message of a request.
     *
     * @param role "system", "user", "ai", "tool_execution_result" or "custom"
     * @param text its text
     */
    record Message(String role, String text) {
    }

    /**
     * One tool call of a reply.
     *
     * @param id        the call's id, or null
     * @param name      the tool's name
     * @param arguments the arguments as JSON text
     */
    record ToolCall(String id, String name, String arguments) {
    }
}
