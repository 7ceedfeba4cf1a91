package io.askdb.langchain4j;


import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.ContentFilteredException;
import dev.langchain4j.model.chat.ChatModel;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes candidate SQL with any LangChain4j {@link ChatModel}: the application builds the model
 * for its provider; this class only talks to the {@code ChatModel} interface.
 *
 * <p>Steps for one request: take the tables to show from the linked schema when the request has
 * one (those that fit the prompt budget in tokens), else select them (the whole catalog when small, the most related tables when large); render
 * the system prompt (dialect and its rules) and the user prompt (schema, join paths, stored values,
 * evidence, knowledge and examples when present, failed attempts for a repair); ask for the JSON reply; when it is damaged (JSON cut off, malformed
 * or without "sql"), ask once more for the whole object, and fail with MODEL_UNAVAILABLE if it is
 * damaged again; read it, or extract SQL from free text; when the reply
 * holds several alternative statements, ask once more for exactly one, and decline if it still
 * does. Model calls and tokens are counted into the result's usage.
 *
 * <p>Failures of the model call become {@link io.askdb.error.AskdbException}: {@code CONFIGURATION}
 * for a rejected key or unknown model, {@code MODEL_UNAVAILABLE} otherwise, with the LangChain4j
 * exception (retriable or not) as the cause. This class is thread-safe if the model is.
 *
 * @since 0.1
 */
public final class LlmSqlGenerator implements SqlGenerator {
    private static final Logger LOG = LoggerFactory.getLogger(LlmSqlGenerator.class);

    private final ChatModel model;
    private final String modelDescription;
    private final SchemaSelector selector;
    private final LinkedSchemaRenderer linkedSchema;
    private final GenerationPrompts prompts = new GenerationPrompts();
    private final ReplyInterpreter interpreter = new ReplyInterpreter();
    private final ModelFailureTranslator failures;
    private final AtomicBoolean structured;

    /**
     * A generator with {@link LlmGeneratorOptions#DEFAULTS}.
     *
     * @param model            the chat model, built by the application for its provider; not null
     * @param modelDescription provider and model for names and messages, e.g. "openai/gpt-4o-mini"; not blank
     */
    public LlmSqlGenerator(ChatModel model, String modelDescription) {
        this(model, modelDescription, LlmGeneratorOptions.DEFAULTS);
    }

    /**
     * @param model            the chat model, built by the application for its provider; not null
     * @param modelDescription provider and model for names and messages, e.g. "openai/gpt-4o-mini"; not blank
     * @param options          schema budget and structured-output settings; not null
     */
    public LlmSqlGenerator(ChatModel model, String modelDescription, LlmGeneratorOptions options) {
        this.model = Objects.requireNonNull(model, "model");
        if (modelDescription == null || modelDescription.isBlank()) {
            throw new IllegalArgumentException("modelDescription must not be blank, e.g. \"openai/gpt-4o-mini\"");
        }
        Objects.requireNonNull(options, "options");
        this.modelDescription = modelDescription.strip();
        this.selector = new SchemaSelector(options.wholeCatalogMaxTables(), options.schemaCharBudget());
        this.linkedSchema = new LinkedSchemaRenderer(options.promptBudget(), new O200kTokenCounter());
        this.failures = new ModelFailureTranslator(this.modelDescription);
        this.structured = new AtomicBoolean(options.structuredOutput());
    }

    @Override
    public Generation generate(GenerationRequest request) {
        Objects.requireNonNull(request, "request");
        SchemaSelection selection = linkedSchema.select(request.catalog(), request.linked())
                .orElseGet(() -> selector.select(request.catalog(), selectionText(request)));
        LOG.debug("offering {} of {} tables to {}: {}", selection.tables().size(), selection.totalTables(),
                modelDescription, selection.tables().stream().map(t -> t.id().displayName()).collect(Collectors.joining(", ")));
        List<ChatMessage> messages = new ArrayList<>(List.of(
                SystemMessage.from(prompts.system(request.catalog().dialect())),
                UserMessage.from(prompts.user(request, selection))));
        MeteredChat chat = new MeteredChat(model, structured, failures);
        try {
            String reply = undamaged(chat, messages, chat.ask(messages));
            ReplyInterpreter.Reading reading = interpreter.read(reply);
            if (reading.statements().size() <= 1) return reading.toGeneration(chat.usage());
            if (!allQueries(reading.statements())) return wholeScript(reading.statements(), chat);
            messages.add(AiMessage.from(reply));
            messages.add(UserMessage.from(prompts.reask(reading.statements().size())));
            ReplyInterpreter.Reading second = interpreter.read(chat.ask(messages));
            if (second.statements().size() <= 1) return second.toGeneration(chat.usage());
            return new Declined("The model offered " + second.statements().size() + " alternative SQL statements for this "
                    + "question, even when asked for exactly one, and askdb does not pick one silently.",
                    List.of("Rephrase the question so that it has one reading, for example by naming the exact measure."),
                    chat.usage());
        } catch (ContentFilteredException e) {
            return new Declined("The model provider's content filter blocked this question (" + modelDescription + ").",
                    List.of("Rephrase the question."), chat.usage());
        }
    }

    /**
     * A damaged structured reply (JSON cut off, malformed, or without "sql") is repaired by asking
     * once more for the whole object; a second damaged reply is a model failure, not a guess.
     *
     * @return the usable reply
     * @throws io.askdb.error.AskdbException MODEL_UNAVAILABLE when the second reply is damaged too
     */
    private String undamaged(MeteredChat chat, List<ChatMessage> messages, String reply) {
        java.util.Optional<String> damage = ReplyDamage.of(reply);
        if (damage.isEmpty()) return reply;
        LOG.debug("{}: {}; asking once more", modelDescription, damage.get());
        messages.add(AiMessage.from(reply));
        messages.add(UserMessage.from(ReplyDamage.RESEND));
        String second = chat.ask(messages);
        java.util.Optional<String> again = ReplyDamage.of(second);
        if (again.isPresent()) throw failures.malformedReply(again.get(), 2);
        messages.remove(messages.size() - 1);
        messages.remove(messages.size() - 1);
        return second;
    }

    /**
     * Several statements of which some are not queries are not alternatives but a script (a write
     * smuggled after a read, as in case C26). It goes to the guard whole, which refuses it as more
     * than one statement; askdb neither re-asks nor picks the harmless part.
     */
    private static Generation wholeScript(List<String> statements, MeteredChat chat) {
        return new CandidateSql(String.join(";\n", statements), "", List.of(), List.of(), List.of(), 0, chat.usage(), "");
    }

    private static boolean allQueries(List<String> statements) {
        for (String s : statements) {
            String head = s.stripLeading().toLowerCase(java.util.Locale.ROOT);
            if (!(head.startsWith("select") || head.startsWith("with") || head.startsWith("values") || head.startsWith("("))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String name() {
        return "llm:" + modelDescription;
    }

    /** The words the schema is selected by: the question, and for a repair the failed SQL and errors. */
    private static String selectionText(GenerationRequest request) {
        StringBuilder text = new StringBuilder(request.question());
        for (Attempt a : request.failed()) {
            text.append('\n').append(a.sql()).append('\n').append(a.error() == null ? "" : a.error());
        }
        return text.toString();
    }
}
