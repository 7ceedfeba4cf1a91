package io.askdb.langchain4j;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.exception.ContentFilteredException;
import dev.langchain4j.exception.UnsupportedFeatureException;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.TokenUsage;
import io.askdb.error.AskdbException;
import io.askdb.generation.Usage;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One step's conversation with the model (a generation, a critic's review, a rewrite): sends each
 * request (with the step's JSON-schema response format while the model accepts it), counts calls,
 * tokens and model time into a {@link Usage}, and translates failures; an {@link AskdbException}
 * raised inside the model (a replayed transcript that ran out) passes through unchanged. A model that reports it cannot do JSON-schema output is asked again
 * without it, and the shared flag keeps later generations from trying again.
 */
final class MeteredChat {
    private final ChatModel model;
    private final AtomicBoolean structured;
    private final ModelFailureTranslator failures;
    private final ResponseFormat format;
    private Usage usage = Usage.NONE;

    /** A conversation for SQL generation, requesting {@link AnswerFormat#RESPONSE_FORMAT}. */
    MeteredChat(ChatModel model, AtomicBoolean structured, ModelFailureTranslator failures) {
        this(model, structured, failures, AnswerFormat.RESPONSE_FORMAT);
    }

    /**
     * @param model      the model
     * @param structured whether to request the JSON-schema response format; cleared here when the model refuses it
     * @param failures   translates model failures
     * @param format     the response format to request while {@code structured} is set
     */
    MeteredChat(ChatModel model, AtomicBoolean structured, ModelFailureTranslator failures, ResponseFormat format) {
        this.model = model;
        this.structured = structured;
        this.failures = failures;
        this.format = format;
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
        } catch (AskdbException e) {
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

    private ChatRequest request(List<ChatMessage> messages, boolean structured) {
        ChatRequest.Builder builder = ChatRequest.builder().messages(messages);
        if (structured) builder.responseFormat(format);
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
