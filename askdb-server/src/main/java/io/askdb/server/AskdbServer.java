package io.askdb.server;

import io.askdb.error.AskdbException;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.config.JavalinConfig;
import io.javalin.http.HttpResponseException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * askdb's HTTP server: the API of {@link io.askdb.server} on Javalin. Start one with
 * {@link #start(ServerSetup)}; in tests, give port 0 and read the port back with {@link #port()}:
 * <pre>{@code
 * AskdbServer server = AskdbServer.start(ServerSetup.builder(ServerSettings.local("127.0.0.1", 0), opener, history, store)
 *         .datasource("chinook", source).build());
 * URI base = URI.create("http://127.0.0.1:" + server.port());
 * }</pre>
 *
 * @since 0.2
 */
public final class AskdbServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(AskdbServer.class);
    private static final String STARTED = "askdb.started";
    private static final String VERSION_PLACEHOLDER = "@askdb.version@";

    private final Javalin app;
    private final ExecutorService workers;
    private final List<String> routes;

    private AskdbServer(Javalin app, ExecutorService workers, List<String> routes) {
        this.app = app;
        this.workers = workers;
        this.routes = routes;
    }

    /**
     * Opens the configured datasources through the opener, then listens.
     *
     * @param setup what to serve and how; not null
     * @return the running server; close it to stop
     * @throws AskdbException when a configured datasource cannot be opened, or the port is taken
     */
    public static AskdbServer start(ServerSetup setup) {
        StoreTables tables = new StoreTables(setup.store());
        Datasources datasources = new Datasources(setup, tables);
        AccessControl access = new AccessControl(setup.settings());
        AtomicInteger threads = new AtomicInteger();
        ExecutorService workers = setup.observer().workers(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "askdb-question-" + threads.incrementAndGet());
            t.setDaemon(true);
            return t;
        }));
        String openApi = openApi();
        AtomicReference<List<String>> registered = new AtomicReference<>();
        Javalin app = Javalin.create(config -> {
            configure(config, setup);
            WebPage.configure(config);
            config.routes.before(ctx -> {
                ctx.attribute(STARTED, System.nanoTime());
                access.check(ctx);
            });
            RouteList routes = new RouteList(config.routes);
            new QueryRoutes(datasources, setup.observer(), workers, new QuestionSlots(setup.settings().maxConcurrentQuestions())).register(routes);
            new HistoryRoutes(setup.history()).register(routes);
            new FeedbackRoutes(setup.history(), datasources, tables, setup.examples()).register(routes);
            new DatasourceRoutes(datasources, setup.maxOutputChars()).register(routes);
            new HealthRoutes(tables, datasources).register(routes);
            routes.get("/api/openapi.json", ctx -> ctx.contentType("application/json").result(openApi));
            registered.set(routes.registered());
            setup.configure().forEach(c -> c.accept(config));
        });
        try {
            app.start(setup.settings().host(), setup.settings().port());
        } catch (RuntimeException e) {
            workers.shutdownNow();
            throw new AskdbException(io.askdb.error.ErrorCode.CONFIGURATION, "askdb serve could not listen on "
                    + setup.settings().host() + ":" + setup.settings().port() + " (" + e.getMessage() + "). Choose another"
                    + " port with --port, or stop the program that holds it.", e);
        }
        LOG.info("askdb serves {} datasource(s) on http://{}:{}", setup.datasources().size(), setup.settings().host(), app.port());
        return new AskdbServer(app, workers, registered.get());
    }

    private static void configure(JavalinConfig config, ServerSetup setup) {
        ServerSettings s = setup.settings();
        config.startup.showJavalinBanner = false;
        config.http.maxRequestSize = s.maxBodyBytes();
        config.http.compressionStrategy = CompressionStrategy.NONE;
        config.router.ignoreTrailingSlashes = true;
        config.http.prefer405over404 = true;
        if (!s.corsOrigins().isEmpty()) {
            config.bundledPlugins.enableCors(cors -> cors.addRule(rule -> s.corsOrigins().forEach(rule::allowHost)));
        }
        config.routes.exception(ApiProblem.class, (e, ctx) -> Problems.write(ctx, e));
        config.routes.exception(AskdbException.class, (e, ctx) -> Problems.write(ctx, e));
        config.routes.exception(HttpResponseException.class, (e, ctx) -> Problems.write(ctx, e));
        config.routes.exception(IllegalArgumentException.class, (e, ctx) -> Problems.write(ctx, ApiProblem.badInput(e.getMessage())));
        config.routes.exception(Exception.class, (e, ctx) -> Problems.internal(ctx, e));
        config.routes.error(404, ctx -> {
            if (!Problems.CONTENT_TYPE.equals(ctx.res().getContentType())) {
                Problems.write(ctx, new HttpResponseException(404, "Not found"));
            }
        });
        config.routes.after(ctx -> {
            Long started = ctx.attribute(STARTED);
            long millis = started == null ? 0 : (System.nanoTime() - started) / 1_000_000;
            // The matched route, not this after-handler's own "*" (ctx.endpoint() is the running handler).
            io.javalin.router.Endpoint matched = ctx.endpoints().matchedHttpEndpoint();
            setup.observer().requestEnded(ctx.method().name(), matched == null ? ctx.path() : matched.path, ctx.statusCode(), millis);
        });
    }

    /** @return the OpenAPI document, its info.version the project's ({@link #version()}) */
    private static String openApi() {
        String doc = resource("openapi.json");
        return doc.replace("\"version\": \"" + VERSION_PLACEHOLDER + "\"", "\"version\": \"" + version() + "\"");
    }

    /**
     * @return askdb's version, as {@code askdb --version} prints it (the Maven project version
     *         without "-SNAPSHOT", written into the jar's version.properties when it is built)
     */
    public static String version() {
        Properties p = new Properties();
        try {
            p.load(new StringReader(resource("version.properties")));
        } catch (IOException e) {
            throw new UncheckedIOException("askdb-server's version.properties cannot be read", e);
        }
        return p.getProperty("version").replace("-SNAPSHOT", "");
    }

    private static String resource(String name) {
        try (InputStream in = AskdbServer.class.getResourceAsStream(name)) {
            if (in == null) throw new IOException(name + " is not on the class path");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("the resource " + name + " is missing from askdb-server's jar", e);
        }
    }

    /** @return the port the server listens on (the chosen one when the settings asked for 0) */
    public int port() {
        return app.port();
    }

    /** @return the API's routes as "METHOD /path", in registration order (the OpenAPI document lists each) */
    public List<String> routes() {
        return routes;
    }

    /** Stops listening and ends the questions still running. */
    @Override
    public void close() {
        app.stop();
        workers.shutdownNow();
    }
}
