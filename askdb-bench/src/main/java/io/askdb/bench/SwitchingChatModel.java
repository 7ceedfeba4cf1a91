package io.askdb.bench;

import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import java.util.Objects;

/**
 * A {@link ChatModel} that passes each request to the model set for the current question, so one
 * agent (one catalog read, one schema index) can be asked many questions, each answered by its own
 * replay. Not thread-safe: the calibration asks one question at a time.
 */
final class SwitchingChatModel implements ChatModel {
    private ChatModel current;

    /** @param model the model for the following requests; not null */
    void use(ChatModel model) {
        this.current = Objects.requireNonNull(model, "model");
    }

    @Override
    public ChatResponse doChat(ChatRequest request) {
        if (current == null) throw new IllegalStateException("SwitchingChatModel was asked before a model was set");
        return current.chat(request);
    }
}
