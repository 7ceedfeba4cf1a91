package io.askdb.langchain4j;

import com.fasterxml.jackson.databind.JsonNode;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.ContentFilteredException;
import dev.langchain4j.model.chat.ChatModel;
import io.askdb.critic.Critic;
import io.askdb.critic.CriticRequest;
import io.askdb.critic.CriticVerdict;
import io.askdb.prompt.DataBlock;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A model critic: shows a {@link ChatModel} the question, the SQL that ran and a sample of the
 * result (at most {@value ResultSample#MAX_ROWS} rows in a data block, columns named, with the row
 * count and whether the result was empty or cut) and asks for a structured verdict
 * {@code {"ok": boolean, "feedback": string}}. {@code ok=false} with feedback becomes
 * {@link CriticVerdict.Rejected} with check {@value #CHECK}, whose feedback goes to repair;
 * anything else is {@link CriticVerdict.Accepted}. A reply that cannot be read, a rejection
 * without feedback, or a provider's content filter also accept: this critic runs after the
 * deterministic checks, and an unreadable review must not fail an answer. The model's calls,
 * tokens and time are in the verdict's usage.
 *
 * <p>Failures of the model call become {@link io.askdb.error.AskdbException} as in
 * {@link LlmSqlGenerator}. This class is thread-safe if the model is.
 *
 * @since 0.2
 */
public final class LlmCritic implements Critic {
    /** The check name of a rejection by this critic. */
    public static final String CHECK = "model";
    static final String SYSTEM = "prompts/critic-system.txt";
    static final String USER = "prompts/critic-user.txt";
    private static final Logger LOG = LoggerFactory.getLogger(LlmCritic.class);

    private final ChatModel model;
    private final ModelFailureTranslator failures;
    private final AtomicBoolean structured;
    private final PromptTemplate system = PromptTemplate.load(SYSTEM);
    private final PromptTemplate user = PromptTemplate.load(USER);

    /**
     * A critic that requests the JSON-schema response format (dropped by itself if the model refuses it).
     *
     * @param model            the chat model, built by the application for its provider; not null
     * @param modelDescription provider and model for messages, e.g. "openai/gpt-4o-mini"; not blank
     */
    public LlmCritic(ChatModel model, String modelDescription) {
        this(model, modelDescription, true);
    }

    /**
     * @param model            the chat model; not null
     * @param modelDescription provider and model for messages; not blank
     * @param structuredOutput whether to request the JSON-schema response format (the prompt asks for JSON either way)
     */
    public LlmCritic(ChatModel model, String modelDescription, boolean structuredOutput) {
        this.model = Objects.requireNonNull(model, "model");
        this.failures = ModelFailureTranslator.forModel(modelDescription);
        this.structured = new AtomicBoolean(structuredOutput);
    }

    @Override
    public CriticVerdict review(CriticRequest request) {
        Objects.requireNonNull(request, "request");
        MeteredChat chat = new MeteredChat(model, structured, failures, ReplyFormats.VERDICT);
        String reply;
        try {
            reply = chat.ask(List.of(SystemMessage.from(systemPrompt(request)), UserMessage.from(userPrompt(request))));
        } catch (ContentFilteredException e) {
            return new CriticVerdict.Accepted(chat.usage());
        }
        Optional<JsonNode> verdict = ReplyJson.object(reply, "ok");
        Boolean ok = verdict.map(v -> ReplyFormats.bool(v.get("ok"))).orElse(null);
        String feedback = verdict.map(v -> ReplyJson.text(v.get("feedback")).strip()).orElse("");
        if (ok == null) {
            LOG.warn("the model critic's reply holds no verdict; accepting the result: {}", DataBlock.flat(reply, 200));
            return new CriticVerdict.Accepted(chat.usage());
        }
        if (ok || feedback.isEmpty()) return new CriticVerdict.Accepted(chat.usage());
        return new CriticVerdict.Rejected(CHECK, feedback, chat.usage(), false);
    }

    String systemPrompt(CriticRequest request) {
        return system.render(Map.of("dialect", request.catalog().dialect().displayName()));
    }

    String userPrompt(CriticRequest request) {
        return user.render(Map.of(
                "question", request.question().strip(),
                "sql", request.sql().strip(),
                "summary", ResultSample.summary(request.result()),
                "rows", ResultSample.rows(request.result())));
    }
}
