package io.askdb.app.llm;

import dev.langchain4j.model.chat.ChatModel;
import io.askdb.app.config.AskdbConfig;

/**
 * Builds a LangChain4j {@link ChatModel} for one provider. Implementations are found with
 * {@link java.util.ServiceLoader} (META-INF/services), one small class per provider, so no code
 * switches over vendors; each only calls its LangChain4j module's documented builder.
 *
 * @since 0.1
 */
public interface ChatModelFactory {
    /** @return the provider name users configure, lower case, e.g. "openai" */
    String provider();

    /**
     * @param settings the LLM settings; provider equals {@link #provider()}
     * @return a chat model at temperature 0
     * @throws io.askdb.error.AskdbException with CONFIGURATION when a required setting is missing
     */
    ChatModel create(AskdbConfig.LlmSettings settings);
}
