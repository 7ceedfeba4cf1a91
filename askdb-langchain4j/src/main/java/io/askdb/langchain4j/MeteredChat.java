package io.askdb.langchain4j;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.exception.ContentFilteredException;
import dev.langchain4j.exception.UnsupportedFeatureException;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.TokenUsage;
import io.askdb.generation.Usage;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One generation's conversation with the model: sends each request (with the JSON-schema
 * response format while the model accepts it), counts calls and tokens into a {@link Usage},
 * and translates failures. A model that reports it cannot do JSON-schema output is asked again
 * without it, and the shared flag keeps later generations from trying again.
 */
final class MeteredChat {
    private final ChatModel model;
    private final AtomicBoolean structured;
    private final ModelFailureTranslator failures;
    private Usage usage = Usage.NONE;

    /**
     * @param model      the model
     * @param structured whether to request the JSON-schema response format; cleared here when the model refuses it
     * @param failures   translates model failures
     */
    MeteredChat(ChatModel model, AtomicBoolean structured, ModelFailureTranslator failures) {
        this.model = model;
        this.structured = structured;
        this.failures = failures;
    }

    /**
     * @param messages the conversation so far
     * @return the reply text, empty when the model sent none
     * @throws io.askdb.error.AskdbException when the model call fails
     * @throws dev.langchain4j.exception.ContentFilteredException when the provider's filter blocked it
     */
    String ask(List<ChatMessage> messages) {
        ChatResponse response;
        long started = System.nanoTime();
        try {
            response = model.chat(request(messages, structured.get()));
        } catch (UnsupportedFeatureException e) {
            if (!structured.getAndSet(false)) throw failures.translate(e);
            return ask(messages);
        } catch (ContentFilteredException e) {
            usage = usage.plus(new Usage(1, 0, 0));
            throw e;
        } catch (RuntimeException e) {
            throw failures.translate(e);
        }
        long millis = (System.nanoTime() - started + 999_999) / 1_000_000; // rounded up: a call never takes 0 ms
        usage = usage.plus(toUsage(response.tokenUsage())).plus(new Usage(0, 0, 0, millis));
        String text = response.aiMessage() == null ? null : response.aiMessage().text();
        return text == null ? "" : text;
    }

    /** @return the calls and tokens spent so far */
    Usage usage() {
        return usage;
    }

    private static ChatRequest request(List<ChatMessage> messages, boolean structured) {
        ChatRequest.Builder builder = ChatRequest.builder().messages(messages);
        if (structured) builder.responseFormat(AnswerFormat.RESPONSE_FORMAT);
        return builder.build();
    }

    private static Usage toUsage(TokenUsage tokens) {
        if (tokens == null) return new Usage(1, 0, 0);
        return new Usage(1, count(tokens.inputTokenCount()), count(tokens.outputTokenCount()));
    }

    private static long count(Integer n) {
        return n == null || n < 0 ? 0 : n;
    }
}
