package io.askdb.langchain4j;

import com.fasterxml.jackson.databind.JsonNode;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.ContentFilteredException;
import dev.langchain4j.model.chat.ChatModel;
import io.askdb.conversation.FollowUpRewriter;
import io.askdb.conversation.Rewrite;
import io.askdb.conversation.Turn;
import io.askdb.generation.Usage;
import io.askdb.prompt.DataBlock;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Rewrites follow-up questions with a model. Steps: with no earlier turn, or when the question
 * obviously stands alone ({@link SelfContainedQuestion}: a full question, no "and"/"what
 * about"/"only" opening, no word referring back), return it unchanged without a model call;
 * otherwise show the model the last {@value #MAX_TURNS} questions and the new one and ask for
 * {@code {"standalone_question": string, "is_follow_up": boolean}}. Only {@code is_follow_up=true}
 * with a non-blank question rewrites; anything else (not a follow-up, an unreadable reply, a
 * provider's content filter) keeps the question as asked, so an unrelated question is never merged
 * into the earlier ones (case C21). Usage counts the model's calls, tokens and time.
 *
 * <p>Failures of the model call become {@link io.askdb.error.AskdbException} as in
 * {@link LlmSqlGenerator}. This class is thread-safe if the model is.
 *
 * @since 0.2
 */
public final class LlmFollowUpRewriter implements FollowUpRewriter {
    /** The most earlier questions shown to the model, the latest ones. */
    public static final int MAX_TURNS = 6;
    static final String SYSTEM = "prompts/rewrite-system.txt";
    static final String USER = "prompts/rewrite-user.txt";

    private final ChatModel model;
    private final ModelFailureTranslator failures;
    private final AtomicBoolean structured;
    private final PromptTemplate user = PromptTemplate.load(USER);
    private final String system = PromptTemplate.load(SYSTEM).render(Map.of());

    /**
     * A rewriter that requests the JSON-schema response format (dropped by itself if the model refuses it).
     *
     * @param model            the chat model, built by the application for its provider; not null
     * @param modelDescription provider and model for messages, e.g. "openai/gpt-4o-mini"; not blank
     */
    public LlmFollowUpRewriter(ChatModel model, String modelDescription) {
        this(model, modelDescription, true);
    }

    /**
     * @param model            the chat model; not null
     * @param modelDescription provider and model for messages; not blank
     * @param structuredOutput whether to request the JSON-schema response format (the prompt asks for JSON either way)
     */
    public LlmFollowUpRewriter(ChatModel model, String modelDescription, boolean structuredOutput) {
        this.model = Objects.requireNonNull(model, "model");
        this.failures = ModelFailureTranslator.forModel(modelDescription);
        this.structured = new AtomicBoolean(structuredOutput);
    }

    @Override
    public Rewrite rewrite(String question, List<Turn> earlier) {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("question must not be blank");
        Objects.requireNonNull(earlier, "earlier");
        String asked = question.strip();
        if (earlier.isEmpty() || SelfContainedQuestion.obviously(asked)) return new Rewrite(asked, false, Usage.NONE);
        MeteredChat chat = new MeteredChat(model, structured, failures, ReplyFormats.REWRITE);
        String reply;
        try {
            reply = chat.ask(List.of(SystemMessage.from(system), UserMessage.from(userPrompt(asked, earlier))));
        } catch (ContentFilteredException e) {
            return new Rewrite(asked, false, chat.usage());
        }
        Optional<JsonNode> node = ReplyJson.object(reply, "is_follow_up");
        boolean followUp = node.map(n -> Boolean.TRUE.equals(ReplyFormats.bool(n.get("is_follow_up")))).orElse(false);
        String standalone = node.map(n -> ReplyJson.text(n.get("standalone_question")).strip()).orElse("");
        if (!followUp || standalone.isEmpty()) return new Rewrite(asked, false, chat.usage());
        return new Rewrite(standalone, true, chat.usage());
    }

    String systemPrompt() {
        return system;
    }

    String userPrompt(String question, List<Turn> earlier) {
        List<Turn> shown = earlier.subList(Math.max(0, earlier.size() - MAX_TURNS), earlier.size());
        StringBuilder turns = new StringBuilder();
        for (int i = 0; i < shown.size(); i++) {
            if (i > 0) turns.append('\n');
            turns.append(i + 1).append(". ").append(DataBlock.flat(shown.get(i).question(), 500));
        }
        return user.render(Map.of("turns", turns.toString(), "question", question));
    }
}
