package io.askdb.prompt;

/**
 * Counts the tokens of prompt text, the unit a prompt budget is spent in ({@link PromptSchema#fit}).
 * Core names no tokenizer: the LLM generator and the evaluation are given one by their wiring
 * (askdb-langchain4j's {@code O200kTokenCounter}, OpenAI's {@code o200k_base} encoding, counted
 * offline), and tests may count words. Implementations are thread-safe and pure: the same text
 * always has the same count.
 *
 * @since 0.8
 */
@FunctionalInterface
public interface TokenCounter {
    /**
     * @param text the prompt text; may be null or empty
     * @return the number of tokens of the text, at least 0; 0 for null or empty text
     */
    int count(String text);
}
