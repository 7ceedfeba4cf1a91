package io.askdb.app.llm;

import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.openai.OpenAiChatModel;
import io.askdb.app.config.AskdbConfig;

/**
 * OpenAI, and any OpenAI-compatible server through a base URL (vLLM, LM Studio, DeepSeek,
 * llama.cpp server, Ollama's /v1 endpoint). A key is optional when a base URL is set, since local
 * servers need none.
 *
 * @since 0.1
 */
public final class OpenAiChatModelFactory implements ChatModelFactory {
    @Override
    public String provider() {
        return "openai";
    }

    @Override
    public ChatModel create(AskdbConfig.LlmSettings s) {
        String key = s.baseUrl() != null && s.apiKey() == null ? "not-needed" : ChatModels.requireKey(s, "OPENAI_API_KEY");
        OpenAiChatModel.OpenAiChatModelBuilder b = OpenAiChatModel.builder()
                .apiKey(key).modelName(s.model()).temperature(0.0).timeout(s.timeout()).maxRetries(0)
                .httpClientBuilder(ChatModels.jdkHttpClient())
                .strictJsonSchema(true);
        if (s.baseUrl() != null) b.baseUrl(s.baseUrl());
        return b.build();
    }
}
