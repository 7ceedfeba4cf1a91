package io.askdb.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A {@link ChatModel} that answers every request at once with one scripted structured reply, the
 * shape {@code LlmSqlGenerator} asks for ({@code sql}, {@code reasoning}, {@code assumptions},
 * {@code tables_used}, {@code ambiguous_terms}, {@code confidence} {@value #CONFIDENCE},
 * {@code clarification}), so that the agent rows time askdb's own work and nothing of a model.
 * The reply is rendered when scripted, not per call. Keeps the requests since the last
 * {@link #script}, how many calls it answered, and the nanoseconds spent inside {@link #doChat}.
 * Not thread-safe: the bench asks one question at a time.
 */
final class ScriptedChatModel implements ChatModel {
    /** The self-rated confidence of every scripted reply, above any clarification threshold. */
    static final int CONFIDENCE = 90;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<ChatRequest> requests = new ArrayList<>();
    private String reply;
    private long calls;
    private long nanos;

    /**
     * Sets the reply of every following request and forgets the requests kept so far.
     *
     * @param sql the SQL the reply carries; not null
     */
    void script(String sql) {
        Objects.requireNonNull(sql, "sql");
        ObjectNode node = JSON.createObjectNode().put("sql", sql).put("reasoning", "scripted by askdb bench");
        node.putArray("assumptions");
        node.putArray("tables_used");
        node.putArray("ambiguous_terms");
        node.put("confidence", CONFIDENCE).put("clarification", "");
        try {
            reply = JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("The scripted reply could not be written as JSON: " + e.getOriginalMessage(), e);
        }
        requests.clear();
    }

    @Override
    public ChatResponse doChat(ChatRequest request) {
        long start = System.nanoTime();
        if (reply == null) throw new IllegalStateException("ScriptedChatModel was asked before any reply was scripted");
        requests.add(request);
        calls++;
        ChatResponse response = ChatResponse.builder().aiMessage(AiMessage.from(reply)).build();
        nanos += System.nanoTime() - start;
        return response;
    }

    /** @return the requests since the last {@link #script}, oldest first */
    List<ChatRequest> requests() {
        return List.copyOf(requests);
    }

    /** @return requests answered since this model was made */
    long calls() {
        return calls;
    }

    /** @return nanoseconds spent answering, since this model was made */
    long nanos() {
        return nanos;
    }
}
