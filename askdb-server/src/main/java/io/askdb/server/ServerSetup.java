package io.askdb.server;

import io.askdb.history.HistoryStore;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.javalin.config.JavalinConfig;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.sql.DataSource;

/**
 * Everything a server is built from. Required: settings, the opener, the history store and the
 * store's data source (for feedback and registered datasources); at least one configured
 * datasource. Optional: the example sink, an observer, extra Javalin configuration, and where
 * {@code password_env} names are looked up.
 *
 * @param settings    how to listen and whom to let in
 * @param opener      builds askdb over a database
 * @param history     the history store every datasource records into (the same the opener wires)
 * @param store       the store's database (askdb-store's {@code JdbcHistoryStore#dataSource()})
 * @param datasources the configured datasources by name, in order; the first is the default
 * @param examples    where thumbs-ups become verified examples
 * @param observer    tracing and metrics hooks
 * @param configure   extra Javalin configuration applied last (static files, extra routes)
 * @param environment looks up environment variables for {@code password_env}
 * @param maxOutputChars the most characters of one page of {@code GET /api/datasources/{id}/schema},
 *                    at least 2,000; the MCP tools' default, 60,000, unless set
 * @since 0.2
 */
public record ServerSetup(ServerSettings settings, DatasourceOpener opener, HistoryStore history, DataSource store,
                          Map<String, ReadOnlyConnectionSource> datasources, ExampleSink examples,
                          ServerObserver observer, List<Consumer<JavalinConfig>> configure,
                          Function<String, String> environment, int maxOutputChars) {
    /** The default most characters of one schema page: 60,000, as the MCP catalog tools' (askdb.catalog.max-output-chars). */
    public static final int DEFAULT_MAX_OUTPUT_CHARS = io.askdb.catalog.TablePage.DEFAULT_MAX_OUTPUT_CHARS;

    /** The setup with the default schema page size ({@link #DEFAULT_MAX_OUTPUT_CHARS}). */
    public ServerSetup(ServerSettings settings, DatasourceOpener opener, HistoryStore history, DataSource store,
                       Map<String, ReadOnlyConnectionSource> datasources, ExampleSink examples, ServerObserver observer,
                       List<Consumer<JavalinConfig>> configure, Function<String, String> environment) {
        this(settings, opener, history, store, datasources, examples, observer, configure, environment,
                DEFAULT_MAX_OUTPUT_CHARS);
    }

    public ServerSetup {
        Objects.requireNonNull(settings, "ServerSetup.settings");
        Objects.requireNonNull(opener, "ServerSetup.opener");
        Objects.requireNonNull(history, "ServerSetup.history");
        Objects.requireNonNull(store, "ServerSetup.store");
        datasources = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(datasources));
        if (datasources.isEmpty()) throw new IllegalArgumentException("ServerSetup.datasources must hold at least one datasource");
        Objects.requireNonNull(examples, "ServerSetup.examples");
        Objects.requireNonNull(observer, "ServerSetup.observer");
        configure = List.copyOf(configure);
        Objects.requireNonNull(environment, "ServerSetup.environment");
        if (maxOutputChars < 2_000) {
            throw new IllegalArgumentException("ServerSetup.maxOutputChars must be at least 2000, was " + maxOutputChars);
        }
    }

    /**
     * @param settings how to listen and whom to let in; not null
     * @param opener   builds askdb over a database; not null
     * @param history  the history store; not null
     * @param store    the store's database; not null
     * @return a builder with no datasource, no examples, no observer and the process environment
     */
    public static Builder builder(ServerSettings settings, DatasourceOpener opener, HistoryStore history, DataSource store) {
        return new Builder(settings, opener, history, store);
    }

    /** Builds a {@link ServerSetup}; required arguments first. */
    public static final class Builder {
        private final ServerSettings settings;
        private final DatasourceOpener opener;
        private final HistoryStore history;
        private final DataSource store;
        private final Map<String, ReadOnlyConnectionSource> datasources = new LinkedHashMap<>();
        private ExampleSink examples = ExampleSink.NONE;
        private ServerObserver observer = ServerObserver.NONE;
        private final List<Consumer<JavalinConfig>> configure = new ArrayList<>();
        private Function<String, String> environment = System::getenv;
        private int maxOutputChars = DEFAULT_MAX_OUTPUT_CHARS;

        private Builder(ServerSettings settings, DatasourceOpener opener, HistoryStore history, DataSource store) {
            this.settings = settings;
            this.opener = opener;
            this.history = history;
            this.store = store;
        }

        /**
         * @param name   the name in the API: 1-64 letters, digits, '_', '-' or '.'
         * @param source the database
         * @return this builder
         */
        public Builder datasource(String name, ReadOnlyConnectionSource source) {
            datasources.put(DatasourceName.check(name), Objects.requireNonNull(source, "source"));
            return this;
        }

        /** @param v where thumbs-ups become examples @return this builder */
        public Builder examples(ExampleSink v) { this.examples = v; return this; }

        /** @param v tracing and metrics hooks @return this builder */
        public Builder observer(ServerObserver v) { this.observer = v; return this; }

        /**
         * Extra Javalin configuration, applied after askdb's own: static files
         * ({@code config.staticFiles.add(...)}), WebJars, extra routes ({@code config.routes.get(...)}).
         * Routes outside {@code /api/} need no API key.
         *
         * @param v the configuration step
         * @return this builder
         */
        public Builder configure(Consumer<JavalinConfig> v) { this.configure.add(Objects.requireNonNull(v)); return this; }

        /** @param v looks up environment variables (tests pass a map's get) @return this builder */
        public Builder environment(Function<String, String> v) { this.environment = v; return this; }

        /** @param v the most characters of one schema page, at least 2,000 @return this builder */
        public Builder maxOutputChars(int v) { this.maxOutputChars = v; return this; }

        /** @return the setup @throws IllegalArgumentException when no datasource was added */
        public ServerSetup build() {
            return new ServerSetup(settings, opener, history, store, datasources, examples, observer, configure, environment,
                    maxOutputChars);
        }
    }
}
