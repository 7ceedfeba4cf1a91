package io.askdb.app.llm;

import dev.langchain4j.model.chat.ChatModel;
import io.askdb.app.config.AskdbConfig;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import dev.langchain4j.http.client.jdk.JdkHttpClient;
import dev.langchain4j.http.client.jdk.JdkHttpClientBuilder;
import io.askdb.langchain4j.ModelRetryPolicy;
import io.askdb.langchain4j.RetryAfterHints;
import io.askdb.langchain4j.RetryingChatModel;
import java.time.Duration;
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
     * The provider's chat model behind askdb's retries: LangChain4j's own retries are off
     * ({@code maxRetries(0)}, see {@link io.askdb.langchain4j.ModelRetryPolicy} for why) and a
     * {@link RetryingChatModel} tries again {@link AskdbConfig.LlmSettings#maxRetries()} times.
     *
     * @param settings LLM settings; not null
     * @return the provider's chat model, retrying temporary failures
     * @throws AskdbException with CONFIGURATION as {@link #create(AskdbConfig.LlmSettings)}
     */
    public static ChatModel createRetrying(AskdbConfig.LlmSettings settings) {
        ModelRetryPolicy policy = ModelRetryPolicy.DEFAULTS.withMaxRetries(settings.maxRetries());
        Duration first = settings.retryDelay();
        policy = new ModelRetryPolicy(policy.maxAttempts(), first, first.compareTo(policy.maxDelay()) > 0 ? first : policy.maxDelay(),
                policy.retryAfterCap());
        return new RetryingChatModel(create(settings), policy);
    }

    /**
     * @return LangChain4j's JDK HTTP client builder over a JDK client that notes Retry-After for
     *         {@link RetryingChatModel} ({@link RetryAfterHints})
     */
    static JdkHttpClientBuilder jdkHttpClient() {
        return JdkHttpClient.builder().httpClientBuilder(RetryAfterHints.capturing(java.net.http.HttpClient.newBuilder()));
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
