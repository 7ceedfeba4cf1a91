package io.askdb.app.leak;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 whose every reply is the current
 * statement as the model's structured answer (so repairs get the same SQL again), and which keeps
 * every request body: the prompts askdb sent.
 */
final class ScriptedOpenAi implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final MockWebServer server = new MockWebServer();
    private final List<String> prompts = new ArrayList<>();
    private volatile String sql = "SELECT 1";

    ScriptedOpenAi() throws IOException {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                synchronized (prompts) {
                    prompts.add(request.getBody() == null ? "" : request.getBody().utf8());
                }
                return reply(sql);
            }
        });
        server.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    /** The SQL the model answers with from now on. */
    void answer(String sql) {
        this.sql = sql;
    }

    /** @return the prompts received since the last call, oldest first */
    List<String> takePrompts() {
        synchronized (prompts) {
            List<String> out = List.copyOf(prompts);
            prompts.clear();
            return out;
        }
    }

    private static MockResponse reply(String sql) {
        try {
            String content = JSON.writeValueAsString(Map.of("sql", sql, "reasoning", "scripted", "assumptions", List.of(),
                    "tables_used", List.of(), "ambiguous_terms", List.of(), "confidence", 90));
            String body = "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"created\":1735689600,\"model\":\"gpt-4o-mini\","
                    + "\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":" + JSON.writeValueAsString(content)
                    + "},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":500,\"completion_tokens\":40,\"total_tokens\":540}}";
            return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(body).build();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** @return the environment that points askdb at this server */
    Map<String, String> env() {
        return Map.of("ASKDB_LLM_PROVIDER", "openai", "ASKDB_LLM_MODEL", "gpt-4o-mini",
                "ASKDB_LLM_BASE_URL", server.url("/v1").toString(), "ASKDB_LLM_API_KEY", "sk-test-not-real",
                "ASKDB_LLM_TIMEOUT", "5");
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
