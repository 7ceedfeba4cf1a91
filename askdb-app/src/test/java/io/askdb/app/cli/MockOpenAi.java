package io.askdb.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.util.Map;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/** A local OpenAI-compatible chat-completions server on 127.0.0.1 with scripted replies. */
final class MockOpenAi implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    final MockWebServer server = new MockWebServer();

    MockOpenAi() throws IOException {
        server.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    /** Queues a structured reply whose sql field is the given SQL. */
    MockOpenAi replySql(String sql) {
        String content;
        try {
            content = JSON.writeValueAsString(Map.of("sql", sql, "reasoning", "scripted", "assumptions", java.util.List.of(),
                    "tables_used", java.util.List.of(), "ambiguous_terms", java.util.List.of(), "confidence", 90));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        return replyText(content);
    }

    /**
     * Queues a structured reply with every field: the SQL (empty to decline), the reasoning, the
     * ambiguous terms, the self-rated confidence and the clarifying question.
     */
    MockOpenAi reply(String sql, String reasoning, java.util.List<String> ambiguous, int confidence, String clarification) {
        try {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("sql", sql);
            m.put("reasoning", reasoning);
            m.put("assumptions", java.util.List.of());
            m.put("tables_used", java.util.List.of());
            m.put("ambiguous_terms", ambiguous);
            m.put("confidence", confidence);
            m.put("clarification", clarification);
            return replyText(JSON.writeValueAsString(m));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** @return the bodies of the requests received so far, oldest first (takes them off the server) */
    java.util.List<String> takeBodies() throws InterruptedException {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int i = server.getRequestCount() - taken; i > 0; i--) out.add(server.takeRequest().getBody().utf8());
        taken += out.size();
        return out;
    }

    private int taken;

    /** Queues a reply whose message content is the given text, as a model might write it. */
    MockOpenAi replyText(String content) {
        try {
            String body = "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"created\":1735689600,\"model\":\"gpt-4o-mini\","
                    + "\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":" + JSON.writeValueAsString(content)
                    + "},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":500,\"completion_tokens\":40,\"total_tokens\":540}}";
            server.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(body).build());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        return this;
    }

    /** @return the environment that points askdb at this server */
    Map<String, String> env() {
        return Map.of("ASKDB_LLM_PROVIDER", "openai", "ASKDB_LLM_MODEL", "gpt-4o-mini",
                "ASKDB_LLM_BASE_URL", server.url("/v1").toString(), "ASKDB_LLM_API_KEY", "sk-test-not-real",
                "ASKDB_LLM_TIMEOUT", "5");
    }

    int requests() {
        return server.getRequestCount();
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
