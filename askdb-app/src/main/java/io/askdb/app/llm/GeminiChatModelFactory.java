package io.askdb.app.llm;

import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.googleai.GoogleAiGeminiChatModel;
import io.askdb.app.config.AskdbConfig;

/**
 * Google's Gemini API through LangChain4j.
 *
 * @since 0.1
 */
public final class GeminiChatModelFactory implements ChatModelFactory {
    @Override
    public String provider() {
        return "gemini";
    }

    @Override
    public ChatModel create(AskdbConfig.LlmSettings s) {
        GoogleAiGeminiChatModel.GoogleAiGeminiChatModelBuilder b = GoogleAiGeminiChatModel.builder()
                .apiKey(ChatModels.requireKey(s, "GEMINI_API_KEY")).modelName(s.model())
                .temperature(0.0).timeout(s.timeout()).maxRetries(0).httpClientBuilder(ChatModels.jdkHttpClient());
        if (s.baseUrl() != null) b.baseUrl(s.baseUrl());
        return b.build();
    }
}
