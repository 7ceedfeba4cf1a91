package io.askdb.langchain4j;

import com.fasterxml.jackson.databind.ObjectMapper;
import mockwebserver3.MockResponse;

/** OpenAI chat-completion replies for a mock server. */
final class OpenAiReplies {
    private static final ObjectMapper JSON = new ObjectMapper();

    private OpenAiReplies() {
    }

    static MockResponse completion(String content) {
        String body = "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"created\":1735689600,\"model\":\"gpt-4o-mini\","
                + "\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":" + quote(content)
                + "},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":5,\"total_tokens\":15}}";
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(body).build();
    }

    static MockResponse error(int status) {
        return new MockResponse.Builder().code(status).addHeader("Content-Type", "application/json")
                .body("{\"error\":{\"message\":\"The server had an error while processing your request\",\"type\":\"server_error\"}}").build();
    }

    private static String quote(String s) {
        try {
            return JSON.writeValueAsString(s);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
