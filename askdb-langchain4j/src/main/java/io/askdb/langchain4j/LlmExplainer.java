package io.askdb.langchain4j;

import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.ContentFilteredException;
import dev.langchain4j.model.chat.ChatModel;
import io.askdb.execution.ResultTable;
import io.askdb.explanation.Explainer;
import io.askdb.explanation.Explanation;
import io.askdb.prompt.DataBlock;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

/**
 * Writes the answer with a model from at most {@value ResultSample#MAX_ROWS} rows in a data
 * block, telling it the row count, whether rows are not shown or were cut by the row cap, and the
 * assumptions the SQL makes, with the instruction to use only values shown and never invent one.
 * When the model replies with nothing, or the provider's content filter blocks it, the fallback
 * explainer (e.g. the template explainer) answers instead. Plain-text reply, no response format.
 *
 * <p>Failures of the model call become {@link io.askdb.error.AskdbException} as in
 * {@link LlmSqlGenerator}. This class is thread-safe if the model and the fallback are.
 *
 * @since 0.2
 */
public final class LlmExplainer implements Explainer {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(LlmExplainer.class);

    static final String SYSTEM = "prompts/explain-system.txt";
    static final String USER = "prompts/explain-user.txt";

    private final ChatModel model;
    private final ModelFailureTranslator failures;
    private final Explainer fallback;
    private final String system = PromptTemplate.load(SYSTEM).render(Map.of());
    private final PromptTemplate user = PromptTemplate.load(USER);

    /**
     * @param model            the chat model, built by the application for its provider; not null
     * @param modelDescription provider and model for messages, e.g. "openai/gpt-4o-mini"; not blank
     * @param fallback         answers when the model gives no text; not null
     */
    public LlmExplainer(ChatModel model, String modelDescription, Explainer fallback) {
        this.model = Objects.requireNonNull(model, "model");
        this.failures = ModelFailureTranslator.forModel(modelDescription);
        this.fallback = Objects.requireNonNull(fallback, "fallback");
    }

    @Override
    public String explain(String question, String sql, ResultTable result) {
        return explain(question, sql, result, List.of());
    }

    @Override
    public String explain(String question, String sql, ResultTable result, List<String> assumptions) {
        return explanation(question, sql, result, assumptions).text();
    }

    /**
     * The model's explanation with the usage it spent; the fallback's text when the result is
     * empty (there is nothing for a model to add, and an empty result invites invention), when the
     * model gives none, or when it states a number or name the rows do not hold ({@link Faithfulness}).
     */
    @Override
    public Explanation explanation(String question, String sql, ResultTable result, List<String> assumptions) {
        if (result.rowCount() == 0) return new Explanation(fallback.explain(question, sql, result, assumptions), null);
        MeteredChat chat = new MeteredChat(model, new AtomicBoolean(false), failures);
        String reply;
        try {
            reply = chat.ask(List.of(SystemMessage.from(system), UserMessage.from(userPrompt(question, sql, result, assumptions))));
        } catch (ContentFilteredException e) {
            return new Explanation(fallback.explain(question, sql, result, assumptions), chat.usage());
        }
        boolean faithful = !reply.isBlank() && Faithfulness.grounded(reply, question, sql, result, assumptions);
        if (!faithful && !reply.isBlank()) LOG.info("the model's explanation states what the rows do not hold; using the template");
        String text = faithful ? reply.strip() : fallback.explain(question, sql, result, assumptions);
        return new Explanation(text, chat.usage());
    }

    /**
     * A result that found nothing in a date range outside the data (issue 17) is the fallback's: its
     * text says which rows were missing and the data's range, and a model has nothing to add.
     */
    @Override
    public Explanation explanation(String question, String sql, ResultTable result, List<String> assumptions,
                                   io.askdb.explanation.DataRange range) {
        if (range != null && range.outside()) return fallback.explanation(question, sql, result, assumptions, range);
        return Explainer.super.explanation(question, sql, result, assumptions, range);
    }

    String systemPrompt() {
        return system;
    }

    String userPrompt(String question, String sql, ResultTable result, List<String> assumptions) {
        return user.render(Map.of(
                "question", question.strip(),
                "sql", sql.strip(),
                "assumptions", assumptions.stream().map(a -> "- " + DataBlock.flat(a, 300)).collect(Collectors.joining("\n")),
                "summary", ResultSample.summary(result),
                "rows", ResultSample.rows(result)));
    }
}
