package io.askdb.app.runtime;

import io.askdb.TextToSql;
import io.askdb.app.config.AskdbConfig;
import io.askdb.app.llm.ChatModels;
import io.askdb.dialect.Dialect;
import io.askdb.generation.SqlGenerator;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.SqlGuard;
import io.askdb.history.HistoryStore;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.langchain4j.LlmSqlGenerator;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import java.util.Properties;

/**
 * The one place that turns configuration into concrete parts: the database connection, catalog,
 * guard, executor, generator (an LLM when a provider is configured, otherwise the offline
 * planner), explainer and history store. Parts are created on first use, so {@code askdb history}
 * never opens the database.
 *
 * @since 0.1
 */
public final class AskdbRuntime implements AutoCloseable {
    private final AskdbConfig config;
    private HistoryStore history;
    private TextToSql textToSql;

    /** @param config the validated configuration; not null */
    public AskdbRuntime(AskdbConfig config) {
        this.config = config;
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
            String target = config.db() != null ? config.db() : DemoDatabase.file(config.dataDir()).toString();
            Properties credentials = new Properties();
            if (config.dbUser() != null) credentials.setProperty("user", config.dbUser());
            if (config.dbPassword() != null) credentials.setProperty("password", config.dbPassword());
            ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(target, credentials);
            textToSql = TextToSql.builder()
                    .catalogProvider(new JdbcCatalogProvider(source, io.askdb.jdbc.CatalogOptions.DEFAULT))
                    .generator(generator())
                    .guard(guard())
                    .executor(new JdbcSqlExecutor(source))
                    .explainer(new TemplateExplainer())
                    .history(history())
                    .limits(new io.askdb.execution.ExecutionLimits(config.timeout(), config.maxRows()))
                    .maxRepairs(config.maxRepairs())
                    .databaseName(source.displayUrl())
                    .build();
        }
        return textToSql;
    }

    /**
     * Checks SQL with the guard for a dialect, without a database (no table-existence check).
     *
     * @param sql     the statement
     * @param dialect the dialect to check it for
     * @return approved SQL or a refusal
     */
    public GuardResult checkWithoutDatabase(String sql, Dialect dialect) {
        return guard().check(new GuardRequest(sql, dialect, null, config.maxRows()));
    }

    /** @return the history store, opened on first use */
    public synchronized HistoryStore history() {
        if (history == null) history = JdbcHistoryStore.openSqlite(config.historyPath());
        return history;
    }

    /** @return the guard every statement passes: {@link StandardGuard#create()} */
    public SqlGuard guard() {
        return StandardGuard.create();
    }

    /** @return the configuration this runtime was built from */
    public AskdbConfig config() {
        return config;
    }

    /**
     * @return the LLM generator when a provider and model are configured
     * @throws io.askdb.error.AskdbException (CONFIGURATION) when the provider cannot be set up
     */
    public java.util.Optional<SqlGenerator> llmGenerator() {
        return config.optionalLlm().map(s -> new LlmSqlGenerator(ChatModels.create(s), s.provider() + "/" + s.model()));
    }

    private SqlGenerator generator() {
        return config.optionalLlm()
                .<SqlGenerator>map(s -> new LlmSqlGenerator(ChatModels.create(s), s.provider() + "/" + s.model()))
                .orElseGet(KeywordPlanner::new);
    }

    @Override
    public void close() {
        // Connections are opened per statement; the history store closes its own.
    }
}
