package io.askdb.app.llm;

import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.ollama.OllamaChatModel;
import io.askdb.app.config.AskdbConfig;

/**
 * A local Ollama server (default base URL http://localhost:11434). No key.
 *
 * @since 0.1
 */
public final class OllamaChatModelFactory implements ChatModelFactory {
    @Override
    public String provider() {
        return "ollama";
    }

    @Override
    public ChatModel create(AskdbConfig.LlmSettings s) {
        return OllamaChatModel.builder()
                .baseUrl(s.baseUrl() == null ? "http://localhost:11434" : s.baseUrl())
                .modelName(s.model()).temperature(0.0).timeout(s.timeout()).maxRetries(0).httpClientBuilder(ChatModels.jdkHttpClient()).build();
    }
}
