package io.askdb.app.llm;

import dev.langchain4j.model.chat.ChatModel;
import io.askdb.app.config.AskdbConfig;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.util.ServiceLoader;
import java.util.TreeSet;

/**
 * Finds the {@link ChatModelFactory} for a configured provider.
 *
 * @since 0.1
 */
public final class ChatModels {
    private ChatModels() {
    }

    /**
     * @param settings LLM settings; not null
     * @return the provider's chat model
     * @throws AskdbException with CONFIGURATION naming the known providers when the provider is unknown
     */
    public static ChatModel create(AskdbConfig.LlmSettings settings) {
        TreeSet<String> known = new TreeSet<>();
        for (ChatModelFactory f : ServiceLoader.load(ChatModelFactory.class)) {
            if (f.provider().equals(settings.provider())) return f.create(settings);
            known.add(f.provider());
        }
        throw new AskdbException(ErrorCode.CONFIGURATION, "Unknown LLM provider '" + settings.provider()
                + "' (askdb.llm.provider / ASKDB_LLM_PROVIDER / --llm-provider); use one of " + String.join(", ", known)
                + ". Any OpenAI-compatible server (vLLM, LM Studio, DeepSeek, Ollama's /v1) works as openai with ASKDB_LLM_BASE_URL.");
    }

    static String requireKey(AskdbConfig.LlmSettings s, String vendorVar) {
        if (s.apiKey() == null) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "No API key for provider " + s.provider()
                    + ": set ASKDB_LLM_API_KEY (or " + vendorVar + "), or askdb.llm.api-key in the config file.");
        }
        return s.apiKey();
    }
}
