package io.askdb.bench;

import dev.langchain4j.data.message.ChatMessage;
import io.askdb.Answer;
import io.askdb.TextToSql;
import io.askdb.catalog.Catalog;
import io.askdb.critic.Critic;
import io.askdb.execution.ExecutionLimits;
import io.askdb.generation.GenerationRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.DatabaseDryRun;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.knowledge.EvidenceStore;
import io.askdb.knowledge.ExampleStore;
import io.askdb.knowledge.store.MarkdownEvidenceStore;
import io.askdb.langchain4j.LlmFollowUpRewriter;
import io.askdb.langchain4j.LlmGeneratorOptions;
import io.askdb.langchain4j.LlmSqlGenerator;
import io.askdb.linking.IndexProgress;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.linking.SchemaIndexStore;
import io.askdb.planner.CueRouter;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.sql.CatalogComplianceValidator;
import io.askdb.sql.ResultCritic;
import io.askdb.sql.StandardGuard;
import java.nio.file.Path;
import java.util.List;

/**
 * The agent as {@code askdb ask} runs it with an LLM configured and the default settings (the
 * parts {@code AskdbRuntime.textToSql} and {@code configureAgent} wire): {@link CueRouter};
 * {@link LuceneSchemaLinker} hybrid over a persisted {@link SchemaIndexStore}, whose index also
 * links values; at most 200 linked tables (the app default), shown within the 8,000-token prompt budget; {@link MarkdownEvidenceStore} over the database's
 * knowledge folder; no examples; {@link LlmFollowUpRewriter}; {@link LlmSqlGenerator};
 * {@link StandardGuard}; {@link CatalogComplianceValidator}; {@link DatabaseDryRun};
 * {@link JdbcSqlExecutor}; {@link ResultCritic}; {@link TemplateExplainer}; 10 s and 1,000
 * rows; 3 repairs; clarification below 50. The model is a {@link ScriptedChatModel}, and history
 * is kept in memory so that no disk write is timed.
 */
final class AgentPipeline {
    static final String MODEL = "bench/scripted";
    static final int MAX_LINKED_TABLES = 200;
    static final int MAX_REPAIRS = 3;
    static final int CLARIFY_BELOW = 50;

    private final AgentDatabase database;
    private final ScriptedChatModel model = new ScriptedChatModel();
    private final RecordingGenerator generator = new RecordingGenerator(new LlmSqlGenerator(model, MODEL));
    private final ScriptedChatModel wholeModel = new ScriptedChatModel();
    private final LlmSqlGenerator wholeSchema = new LlmSqlGenerator(wholeModel, MODEL,
            new LlmGeneratorOptions(Integer.MAX_VALUE, Integer.MAX_VALUE, true));
    private final SchemaIndexStore index;
    private final TextToSql askdb;

    /**
     * @param database the database and its questions; not null
     * @param indexDir where its schema index is persisted (reused when the schema is unchanged)
     */
    AgentPipeline(AgentDatabase database, Path indexDir) {
        this.database = database;
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(database.file().toString(), null);
        this.index = SchemaIndexStore.open(indexDir);
        this.askdb = agent(source, database.name(), index, generator, model, database.knowledge());
    }

    /**
     * The agent as {@code askdb ask} wires it with an LLM (see the class comment), over any generator.
     *
     * @param source    the database, read-only; not null
     * @param name      the database's name; not blank
     * @param index     its schema index; not null
     * @param generator the generator, usually an {@link LlmSqlGenerator}; not null
     * @param model     the model the follow-up rewriter talks to; not null
     * @param knowledge the knowledge folder, or null for none
     * @return the agent
     */
    static TextToSql agent(ReadOnlyConnectionSource source, String name, SchemaIndexStore index, io.askdb.generation.SqlGenerator generator,
                           dev.langchain4j.model.chat.ChatModel model, Path knowledge) {
        return TextToSql.builder()
                .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT))
                .generator(generator)
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(source))
                .explainer(new TemplateExplainer())
                .history(new MemoryHistoryStore())
                .limits(ExecutionLimits.DEFAULT)
                .maxRepairs(MAX_REPAIRS)
                .databaseName(name)
                .router(new CueRouter())
                .validator(new CatalogComplianceValidator())
                .dryRun(new DatabaseDryRun(source, ExecutionLimits.DEFAULT.timeout()))
                .critics(List.<Critic>of(new ResultCritic()))
                .clarifyBelow(CLARIFY_BELOW)
                .linker(new LuceneSchemaLinker(index))
                .maxLinkedTables(MAX_LINKED_TABLES)
                .evidence(knowledge == null ? EvidenceStore.NONE : MarkdownEvidenceStore.open(knowledge))
                .examples(ExampleStore.NONE)
                .rewriter(new LlmFollowUpRewriter(model, MODEL))
                .build();
    }

    /** Reads the catalog and brings the schema index up to date, so that neither is timed. */
    void prepare() {
        index.index(askdb.catalog(), IndexProgress.NONE);
    }

    /** @return the database asked */
    AgentDatabase database() {
        return database;
    }

    /** @return the catalog, read once */
    Catalog catalog() {
        return askdb.catalog();
    }

    /** @return the scripted model the agent talks to */
    ScriptedChatModel model() {
        return model;
    }

    /**
     * Scripts the model with the question's SQL and asks the agent.
     *
     * @param q the question; not null
     * @return the agent's answer, with its trace
     */
    Answer ask(ScriptedQuestion q) {
        model.script(q.sql());
        generator.reset();
        return askdb.ask(q.question());
    }

    /** @return the first generation request of the last {@link #ask}, or null when the agent called no generator */
    GenerationRequest lastRequest() {
        return generator.first();
    }

    /**
     * Builds the prompt of a request as if nothing had been linked and every table fit: the
     * same question, evidence, knowledge and examples, with the whole schema rendered the same
     * way.
     *
     * @param request a first-try request the agent sent; not null
     * @return the messages that prompt consists of (system, then user)
     */
    List<ChatMessage> wholeSchemaPrompt(GenerationRequest request) {
        wholeModel.script("SELECT 1");
        wholeSchema.generate(new GenerationRequest(request.question(), request.catalog(), List.of(), request.evidence(),
                LinkedSchema.NONE, request.knowledge(), request.examples()));
        return wholeModel.requests().get(0).messages();
    }
}
