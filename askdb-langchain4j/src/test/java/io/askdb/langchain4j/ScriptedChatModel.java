package io.askdb.langchain4j;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.TokenUsage;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A ChatModel fake that answers from a queue: each queued reply is a text (with fixed token
 * counts: 100 in, 20 out) or an exception to throw. Every request is recorded.
 */
final class ScriptedChatModel implements ChatModel {
    static final int INPUT_TOKENS = 100;
    static final int OUTPUT_TOKENS = 20;

    private final Deque<Object> replies = new ArrayDeque<>();
    final List<ChatRequest> requests = new ArrayList<>();

    ScriptedChatModel reply(String text) {
        replies.add(text);
        return this;
    }

    ScriptedChatModel fail(RuntimeException e) {
        replies.add(e);
        return this;
    }

    @Override
    public ChatResponse doChat(ChatRequest request) {
        requests.add(request);
        Object next = replies.poll();
        if (next == null) throw new IllegalStateException("ScriptedChatModel has no reply queued for request " + requests.size());
        if (next instanceof RuntimeException) throw (RuntimeException) next;
        return ChatResponse.builder().aiMessage(AiMessage.from((String) next))
                .tokenUsage(new TokenUsage(INPUT_TOKENS, OUTPUT_TOKENS)).build();
    }
}
