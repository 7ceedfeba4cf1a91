package io.askdb.bench;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.model.openai.OpenAiTokenCountEstimator;
import java.util.List;

/**
 * Counts the tokens of a prompt as OpenAI's {@value #MODEL} would: LangChain4j's
 * {@link OpenAiTokenCountEstimator}, which encodes offline with jtokkit ({@code o200k_base})
 * and adds OpenAI's per-message overhead. Other providers' tokenizers differ by some percent;
 * the ratio of two prompts is what the tokens rows are for.
 */
final class PromptTokens {
    static final String MODEL = "gpt-4o-mini";

    private final OpenAiTokenCountEstimator estimator = new OpenAiTokenCountEstimator(MODEL);

    /** @return the prompt tokens of these messages */
    int count(List<ChatMessage> messages) {
        return estimator.estimateTokenCountInMessages(messages);
    }
}
