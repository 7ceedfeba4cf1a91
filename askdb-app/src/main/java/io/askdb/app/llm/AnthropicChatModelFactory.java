package io.askdb.app.llm;

import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.langchain4j.model.chat.ChatModel;
import io.askdb.app.config.AskdbConfig;

/**
 * Anthropic's Messages API through LangChain4j.
 *
 * @since 0.1
 */
public final class AnthropicChatModelFactory implements ChatModelFactory {
    @Override
    public String provider() {
        return "anthropic";
    }

    @Override
    public ChatModel create(AskdbConfig.LlmSettings s) {
        AnthropicChatModel.AnthropicChatModelBuilder b = AnthropicChatModel.builder()
                .apiKey(ChatModels.requireKey(s, "ANTHROPIC_API_KEY")).modelName(s.model())
                .temperature(0.0).timeout(s.timeout()).maxRetries(0).httpClientBuilder(ChatModels.jdkHttpClient());
        if (s.baseUrl() != null) b.baseUrl(s.baseUrl());
        return b.build();
    }
}
