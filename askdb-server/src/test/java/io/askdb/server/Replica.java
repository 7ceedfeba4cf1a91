package io.askdb.server;

import io.askdb.TextToSql;
import io.askdb.execution.ExecutionLimits;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.ConnectionSource;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.knowledge.ExampleStore;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Properties;
import java.util.function.Function;

/**
 * One server replica as a separate {@code askdb serve} process would be: its own connection to the
 * shared store (opened, and migrated by Flyway, on start), its own datasources and indexes, and the
 * store's examples table as its example sink. The offline planner answers; the explainer is the
 * template one.
 */
final class Replica implements AutoCloseable {
    /** Letter counts a-z: enough similarity for tests, no model to load. */
    static final Function<String, float[]> LETTERS = text -> {
        float[] v = new float[26];
        for (char ch : text.toLowerCase(Locale.ROOT).toCharArray()) if (ch >= 'a' && ch <= 'z') v[ch - 'a']++;
        return v;
    };

    final JdbcHistoryStore store;
    final AskdbServer server;

    Replica(String storeUrl, Path chinook, ServerSettings settings) {
        this.store = JdbcHistoryStore.open(storeUrl, null, null);
        this.server = AskdbServer.start(ServerSetup.builder(settings, this::open, store, store.dataSource())
                .datasource("chinook", ReadOnlyConnectionSource.of(chinook.toString(), new Properties()))
                .examples((datasource, question, sql) -> {
                    examples(datasource).add(question, sql);
                    return true;
                })
                .build());
    }

    ExampleStore examples(String datasource) {
        return store.examples(datasource, LETTERS);
    }

    String base() {
        return "http://127.0.0.1:" + server.port();
    }

    private TextToSql open(String name, ReadOnlyConnectionSource source, ConnectionSource executions) {
        return TextToSql.builder()
                .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT))
                .generator(new KeywordPlanner())
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(executions, source.dialect()))
                .explainer(new TemplateExplainer())
                .history(store)
                .limits(new ExecutionLimits(Duration.ofSeconds(10), 1000))
                .databaseName(name)
                .build();
    }

    @Override
    public void close() {
        server.close();
    }
}
