package io.askdb.app.runtime;

import io.askdb.TextToSql;
import io.askdb.app.config.AskdbConfig;
import io.askdb.dialect.Dialect;
import io.askdb.generation.SqlGenerator;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.SqlGuard;
import io.askdb.history.HistoryStore;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.langchain4j.LlmGeneratorOptions;
import io.askdb.langchain4j.LlmSqlGenerator;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import dev.langchain4j.model.chat.ChatModel;
import io.askdb.jdbc.DatabaseDryRun;
import io.askdb.knowledge.EvidenceStore;
import io.askdb.knowledge.ExampleStore;
import io.askdb.knowledge.store.JsonlExampleStore;
import io.askdb.knowledge.store.MarkdownEvidenceStore;
import io.askdb.langchain4j.LlmFollowUpRewriter;
import io.askdb.linking.IndexedValueLinker;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.linking.SchemaIndexStore;
import io.askdb.linking.ValueIndexStore;
import io.askdb.linking.ValueLinker;
import io.askdb.linking.ValueSource;
import io.askdb.jdbc.DistinctValueOptions;
import io.askdb.semantic.SemanticEvidence;
import io.askdb.semantic.SemanticModel;
import io.askdb.linking.SchemaLinker;
import io.askdb.planner.CueRouter;
import io.askdb.sql.CatalogComplianceValidator;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * The one place that turns configuration into concrete parts: the database connection, catalog,
 * guard, executor, generator (an LLM when a provider is configured, otherwise the offline
 * planner), the agent's router, validator, dry run and critics, value linking over the database's
 * distinct values (for the planner too), and, for an LLM, schema linking, evidence, examples and
 * follow-up rewriting; explainer and history store. Parts are created on first use, so {@code askdb history}
 * never opens the database.
 *
 * <p>Over 400 lines (411): it is the one composition root of every app (CLI, server, MCP), one factory method per
 * concrete part with its configuration, and caches per database (value linkers, index stores) that must be shared;
 * splitting it by part is the next step when a part is added.
 *
 * @since 0.1
 */
public final class AskdbRuntime implements AutoCloseable {
    private final AskdbConfig config;
    private final StoreParts stores;
    private final KnowledgeSources sources;
    private final ModelParts models;
    private final PolicedExecution policed;
    private TextToSql textToSql;
    private SchemaLinker linker;
    private EvidenceStore semanticEvidence;
    private final java.util.Map<String, ValueLinker> valueLinkers = new java.util.HashMap<>();
    private final java.util.Map<String, SchemaIndexStore> indexStores = new java.util.HashMap<>();
    private io.askdb.policy.Policy policy;
    private final java.util.function.Consumer<String> warnings;

    /** Schema linking without an LLM: no tables (the planner selects its own), so the link step still hands it the values. */
    private static final SchemaLinker VALUES_ONLY = (question, evidence, catalog, maxTables) -> LinkedSchema.NONE;

    /** @param config the validated configuration; not null; warnings go to standard error */
    public AskdbRuntime(AskdbConfig config) {
        this(config, System.err::println);
    }

    /**
     * @param config   the validated configuration; not null
     * @param warnings where one-line warnings go (e.g. views left out of the catalog); not null
     * @since 0.7
     */
    public AskdbRuntime(AskdbConfig config, java.util.function.Consumer<String> warnings) {
        this.warnings = java.util.Objects.requireNonNull(warnings, "warnings");
        this.config = config;
        this.sources = new KnowledgeSources(config);
        this.models = new ModelParts(config, sources::semanticPath);
        this.policed = new PolicedExecution(config);
        this.stores = new StoreParts(config);
    }

    /** @return true when a database was configured (otherwise the demo database is used) */
    public boolean databaseConfigured() {
        return config.db() != null;
    }

    /**
     * @return the facade over the configured database, built on first use
     * @throws io.askdb.error.AskdbException when the database or the model cannot be set up
     */
    public synchronized TextToSql textToSql() {
        if (textToSql == null) {
            ReadOnlyConnectionSource source = source();
            textToSql = textToSql(source, source);
        }
        return textToSql;
    }

    /**
     * Builds askdb over a database with this configuration's generator, access policy, guard,
     * limits, agent steps and history, and its knowledge when the database is the configured one
     * (the server's configured datasource; registered ones use {@link #registeredTextToSql}).
     *
     * @param source     the database (catalog, dry run, value linking); not null
     * @param executions the connections statements run on: {@code source} or the server's cancellable wrapper; not null
     * @return a new facade (its catalog is read on first use)
     * @throws io.askdb.error.AskdbException when the database or the model cannot be set up
     * @since 0.2
     */
    public TextToSql textToSql(ReadOnlyConnectionSource source, io.askdb.jdbc.ConnectionSource executions) {
        boolean configured = source.displayUrl().equals(source().displayUrl());
        TextToSql.Builder b = pipeline(source, executions, configured);
        configureAgent(b, source, configured);
        return b.build();
    }

    /**
     * Builds askdb over a datasource registered through askdb serve's API: the same generator,
     * policy, guard, limits, agent steps and history as {@link #textToSql(ReadOnlyConnectionSource,
     * io.askdb.jdbc.ConnectionSource)}, but no knowledge of the configured database (no semantic
     * model, knowledge folder or examples file); with a PostgreSQL store, its own verified examples.
     *
     * @param name the datasource's name in the API; @param source the database; @param executions its cancellable connections
     * @return a new facade (its catalog is read on first use)
     * @throws io.askdb.error.AskdbException when the database or the model cannot be set up
     * @since 0.6
     */
    public TextToSql registeredTextToSql(String name, ReadOnlyConnectionSource source, io.askdb.jdbc.ConnectionSource executions) {
        java.util.Objects.requireNonNull(name, "name");
        TextToSql.Builder b = pipeline(source, executions, false);
        agentSteps(b, source).ifPresent(m -> agentRetrieval(b, m, new LuceneSchemaLinker(indexStore(source)), false)
                .examples(storeExamples(name)));
        return b.build();
    }

    /** The generator, policy, guard, executor, explainer, history and limits; the semantic model only when {@code semantic}. */
    private TextToSql.Builder pipeline(ReadOnlyConnectionSource source, io.askdb.jdbc.ConnectionSource executions, boolean semantic) {
        io.askdb.policy.Policy p = policy();
        io.askdb.catalog.CatalogProvider full = new MemoizedCatalog(new JdbcCatalogProvider(source, io.askdb.jdbc.CatalogOptions.DEFAULT),
                c -> OmittedWarning.of(c, p).ifPresent(warnings));
        JdbcSqlExecutor executor = new JdbcSqlExecutor(executions, source.dialect(), new io.askdb.jdbc.ExecutorOptions(
                config.limits().maxResultBytes(), config.limits().maxConcurrentQueries(), config.timeout()));
        return policed.apply(TextToSql.builder(), p, full, source, executor)
                .catalogProvider(full)
                .generator(models.generator(semantic, full))
                .explainer(models.explainer())
                .dataRanges(new io.askdb.sql.DateRangeReader())
                .history(history())
                .limits(new io.askdb.execution.ExecutionLimits(config.timeout(), config.maxRows()))
                .maxRepairs(config.maxRepairs())
                .databaseName(source.displayUrl());
    }

    /**
     * Adds the agent's steps to a pipeline: the router, schema compliance, the database dry run,
     * the critics, the clarification threshold and value linking over the database's distinct
     * values (without an LLM beside a schema linker that links no tables, so the planner gets the
     * values); with an LLM also schema linking, evidence, examples and follow-up rewriting. Used
     * for questions and for evaluations.
     *
     * @param b         the pipeline being built; not null
     * @param source    the database's connection source, for the dry run; not null
     * @param knowledge whether to read the configured (or demo) knowledge folder and examples;
     *                  false for evaluations, whose datasets carry their own evidence
     * @throws io.askdb.error.AskdbException when the model, knowledge folder or examples file cannot be set up
     */
    public void configureAgent(TextToSql.Builder b, ReadOnlyConnectionSource source, boolean knowledge) {
        if (knowledge) sources.check();
        agentSteps(b, source).ifPresent(m -> agentRetrieval(b, m, knowledge ? new LuceneSchemaLinker(indexStore(source)) : linker(), knowledge));
    }

    /** The router, compliance, dry run, critics, clarification and value linking; without an LLM the values-only linker. */
    private Optional<ChatModel> agentSteps(TextToSql.Builder b, ReadOnlyConnectionSource source) {
        Optional<ChatModel> model = models.chatModel();
        b.router(new CueRouter())
                .validator(new CatalogComplianceValidator())
                .dryRun(new DatabaseDryRun(source, config.timeout()))
                .critics(models.critics())
                .clarifyBelow(config.agent().clarifyBelow())
                .valueLinker(valueLinker(source));
        if (model.isEmpty()) b.linker(VALUES_ONLY);
        return model;
    }

    /**
     * Applies the access policy ({@code askdb.policy.path}) to a pipeline over another database
     * (an evaluation's): the agent sees the catalog through the policy, the guard enforces it and
     * results are masked. Does nothing without a policy file (engine metadata is refused by the
     * standard guard anyway).
     *
     * @param b      the pipeline being built, after its guard and executor are set; not null
     * @param source the database; not null
     * @throws io.askdb.error.AskdbException (CONFIGURATION) when the policy file is invalid
     */
    public void applyPolicy(TextToSql.Builder b, ReadOnlyConnectionSource source) {
        io.askdb.policy.Policy p = policy();
        if (p.isOpen()) return;
        io.askdb.catalog.CatalogProvider full = new MemoizedCatalog(new JdbcCatalogProvider(source, io.askdb.jdbc.CatalogOptions.NO_SAMPLES));
        policed.apply(b, p, full, source, new JdbcSqlExecutor(source));
    }

    /**
     * @return the access policy read from {@code askdb.policy.path}, or {@link io.askdb.policy.Policy#NONE}
     * @throws io.askdb.error.AskdbException (CONFIGURATION, exit code 2) naming the file, the line and what to fix
     */
    public synchronized io.askdb.policy.Policy policy() {
        if (policy == null) {
            Path file = config.agent().policyPath();
            policy = file == null ? io.askdb.policy.Policy.NONE : PolicyFile.read(file);
        }
        return policy;
    }

    /** Schema and value linking, evidence, examples and follow-ups: what an LLM generator is given. */
    private TextToSql.Builder agentRetrieval(TextToSql.Builder b, ChatModel model, SchemaLinker schemaLinker, boolean withKnowledge) {
        AskdbConfig.AgentSettings agent = config.agent();
        Path knowledge = withKnowledge ? sources.knowledgeDir() : null;
        Path examples = withKnowledge ? sources.examplesPath() : null;
        List<EvidenceStore> evidence = new ArrayList<>();
        if (withKnowledge && semanticPath() != null) evidence.add(this::semanticEvidence);
        if (knowledge != null) evidence.add(MarkdownEvidenceStore.open(knowledge));
        return b.linker(schemaLinker)
                .maxLinkedTables(agent.linkMaxTables())
                .evidence(EvidenceStore.all(evidence))
                .examples(examples != null ? JsonlExampleStore.open(examples)
                        : withKnowledge ? storeExamples(DatasourceName.of(config.db())) : ExampleStore.NONE)
                .rewriter(new LlmFollowUpRewriter(model, models.modelName()));
    }

    /**
     * The persisted schema index of a database: one directory per database under
     * {@code askdb.index.dir}, named from its display URL and a hash of it.
     *
     * @param source the database; not null
     * @return the store, opened lazily (nothing is read until it indexes); one per database and
     *         process, so the question pipeline's linker and the MCP tool search_schema share one
     *         loaded index (two stores on one directory would each load it, and clash on its write lock)
     */
    public synchronized SchemaIndexStore indexStore(ReadOnlyConnectionSource source) {
        return indexStores.computeIfAbsent(source.displayUrl(), url -> openIndexStore(source));
    }

    private SchemaIndexStore openIndexStore(ReadOnlyConnectionSource source) {
        String url = source.displayUrl();
        String slug = url.replaceAll("[^A-Za-z0-9._-]+", "_");
        if (slug.length() > 60) slug = slug.substring(slug.length() - 60);
        String hash = Integer.toHexString(url.hashCode());
        return SchemaIndexStore.open(config.agent().indexDir().resolve(slug + "-" + hash));
    }

    /**
     * The persisted value index of a database: the {@value ValueIndexStore#SUBDIRECTORY}
     * subdirectory of its schema index directory ({@link #indexStore}).
     *
     * @param source the database; not null
     * @return the store, opened lazily
     */
    public ValueIndexStore valueIndexStore(ReadOnlyConnectionSource source) {
        return ValueIndexStore.beside(indexStore(source));
    }

    /**
     * @param source the database; not null
     * @return the distinct values of its text columns the policy (followed through views) leaves
     *         visible and unmasked, read with {@link DistinctValueOptions#DEFAULT}
     */
    public ValueSource valueSource(ReadOnlyConnectionSource source) {
        return new UnmaskedValues(source, policy(), PolicedExecution.LINEAGE);
    }

    /**
     * @param source the database
     * @return a schema linker over the database's persisted index that also finds values among all
     *         its distinct values (not only the catalog's samples), as the MCP tool search_schema needs
     */
    public SchemaLinker searchLinker(ReadOnlyConnectionSource source) {
        return new LuceneSchemaLinker(indexStore(source), valueLinker(source));
    }

    /** @return the value linker of a database, one per database and process so its loaded index is kept */
    private synchronized ValueLinker valueLinker(ReadOnlyConnectionSource source) {
        return valueLinkers.computeIfAbsent(source.displayUrl(), url -> new IndexedValueLinker(valueIndexStore(source), valueSource(source)));
    }

    /** @return the connection source of the configured (or demo) database */
    public ReadOnlyConnectionSource source() {
        String target = config.db() != null ? config.db() : DemoDatabase.file(config.dataDir()).toString();
        Properties credentials = new Properties();
        if (config.dbUser() != null) credentials.setProperty("user", config.dbUser());
        if (config.dbPassword() != null) credentials.setProperty("password", config.dbPassword());
        return ReadOnlyConnectionSource.of(target, credentials);
    }

    /** @return the semantic model's file: the configured one, or the demo's own for the demo database, or null */
    public Path semanticPath() {
        return sources.semanticPath();
    }

    /**
     * The model is checked against the whole catalog only for its names (read without samples: a
     * model carries no values), then kept to what the visible catalog holds.
     *
     * @return the semantic model checked against the catalog, or empty when none is configured
     * @throws io.askdb.error.AskdbException (BAD_INPUT) listing every problem of the file, or when a
     *         configured file does not exist
     */
    public Optional<SemanticModel> semanticModel() {
        Path file = semanticPath();
        if (file == null) return Optional.empty();
        return Optional.of(SemanticPlanner.model(file, policy() == io.askdb.policy.Policy.NONE ? textToSql().catalog() : new JdbcCatalogProvider(source(), io.askdb.jdbc.CatalogOptions.NO_SAMPLES).catalog(), textToSql().catalog()));
    }

    /** The semantic model's metric definitions as evidence; the model is read on the first question (it needs the catalog). */
    private synchronized List<io.askdb.knowledge.EvidenceChunk> semanticEvidence(String question, int k) {
        if (semanticEvidence == null) semanticEvidence = semanticModel().<EvidenceStore>map(SemanticEvidence::new).orElse(EvidenceStore.NONE);
        return semanticEvidence.find(question, k);
    }

    /** @return the offline planner, with the configured semantic model (or the demo's) when there is one */
    public SqlGenerator planner() {
        return models.planner();
    }

    /** @return the schema linker for evaluations, one per process so its in-memory indexes are kept */
    private synchronized SchemaLinker linker() {
        if (linker == null) linker = new LuceneSchemaLinker();
        return linker;
    }

    /** @return approved SQL or a refusal: {@code sql} checked by the guard for {@code dialect} without a database (no table-existence check) */
    public GuardResult checkWithoutDatabase(String sql, Dialect dialect) {
        return guard().check(new GuardRequest(sql, dialect, null, config.maxRows()));
    }

    /**
     * @return the history store, opened on first use; a store that cannot be opened or written
     *         costs no answer: the question is not recorded and one warning goes to stderr
     */
    public HistoryStore history() {
        return stores.history();
    }

    /**
     * @return the history store's database, for the server's feedback and registered datasources
     * @throws io.askdb.error.AskdbException CONFIGURATION when the store cannot be opened (the
     *         server needs it, unlike a single question)
     * @since 0.2
     */
    public javax.sql.DataSource storeDataSource() {
        return store().dataSource();
    }

    /**
     * @return the store itself (history, feedback, examples, registered datasources): PostgreSQL at
     *         askdb.store.url when set, else the SQLite file at askdb.history.path; opened, and
     *         migrated by Flyway, on first use
     * @throws io.askdb.error.AskdbException CONFIGURATION when the store cannot be opened
     * @since 0.2
     */
    public JdbcHistoryStore store() {
        return stores.store();
    }

    /**
     * @param datasource the datasource's name, e.g. from {@link DatasourceName#of(String)}
     * @return the verified examples of that datasource in the store (the SQLite history file by default;
     *         shared by replicas on PostgreSQL), by MiniLM similarity; used when {@code askdb.examples.path} is unset
     * @throws io.askdb.error.AskdbException CONFIGURATION when the store cannot be opened
     * @since 0.2
     */
    public ExampleStore storeExamples(String datasource) {
        io.askdb.linking.TextEmbedder embedder = io.askdb.linking.TextEmbedder.miniLm();
        return store().examples(datasource, embedder::embed);
    }

    /** @return the guard every statement passes, without a database: {@link StandardGuard#create(io.askdb.sql.CostBounds)} */
    public SqlGuard guard() {
        return policed.guard();
    }

    /** @return the configuration this runtime was built from */
    public AskdbConfig config() {
        return config;
    }

    /**
     * @return the LLM generator when a provider and model are configured
     * @throws io.askdb.error.AskdbException (CONFIGURATION) when the provider cannot be set up
     */
    public Optional<SqlGenerator> llmGenerator() {
        return models.chatModel().map(m -> new LlmSqlGenerator(m, models.modelName(),
                LlmGeneratorOptions.DEFAULTS.withPromptBudget(config.agent().promptBudget())));
    }

    @Override
    public void close() {
        // Connections are opened per statement; the history store closes its own.
    }
}
