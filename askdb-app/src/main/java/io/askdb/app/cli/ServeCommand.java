package io.askdb.app.cli;

import io.askdb.app.config.ConfigSources;
import io.askdb.app.config.Setting;
import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.knowledge.store.JsonlExampleStore;
import io.askdb.mcp.AskdbMcpServer;
import io.askdb.mcp.McpDatasource;
import io.askdb.server.AskdbServer;
import io.askdb.server.ServletMount;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.askdb.server.ServerSettings;
import io.askdb.server.ServerSetup;
import io.askdb.server.otel.Telemetry;
import io.askdb.server.otel.TelemetrySettings;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code askdb serve}: the HTTP API (and, later, the web page) until the process is stopped. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve askdb over HTTP: POST /api/query, /api/query/stream (server-sent events), history, feedback,"
                + " datasources, /api/health and /api/openapi.json, and MCP (streamable HTTP) at /mcp. Stop it with Ctrl+C.")
final class ServeCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    @Option(names = {"--port", "--server-port"}, paramLabel = "PORT",
            description = "TCP port, 0-65535; 0 picks a free one (env ASKDB_SERVER_PORT; default 8080).")
    String port;

    @Option(names = {"--host", "--server-host"}, paramLabel = "ADDRESS",
            description = "Address to listen on (env ASKDB_SERVER_HOST; default 127.0.0.1). Any other address needs API keys.")
    String host;

    @Option(names = "--server-api-keys", paramLabel = "FILE|KEYS",
            description = "A file of API keys, one per line, or keys separated by commas (env ASKDB_SERVER_API_KEYS);"
                    + " a key may be followed by caller attributes for the access policy, e.g. '<key> customer=2'.")
    String apiKeys;

    @Option(names = "--server-secret-key", paramLabel = "SECRET",
            description = "Encrypts passwords of datasources registered through the API (env ASKDB_SERVER_SECRET_KEY; prefer the variable).")
    String secretKey;

    @Option(names = "--server-cors-origins", paramLabel = "ORIGINS",
            description = "Origins allowed to call the API from a browser, separated by commas (env ASKDB_SERVER_CORS_ORIGINS).")
    String corsOrigins;

    @Option(names = "--server-rate-limit", paramLabel = "N",
            description = "Requests per minute per API key, 0 for no limit (env ASKDB_SERVER_RATE_LIMIT; default 120).")
    String rateLimit;

    @Option(names = "--server-max-concurrent-questions", paramLabel = "N",
            description = "Questions answered at once; the others wait their turn, first come first served (env"
                    + " ASKDB_SERVER_MAX_CONCURRENT_QUESTIONS; default 64; the others wait at most 30 s, then get 503).")
    String maxConcurrentQuestions;

    @Option(names = "--otel-endpoint", paramLabel = "URL",
            description = "OTLP http/protobuf base URL to send traces to, e.g. http://localhost:4318 (env ASKDB_OTEL_ENDPOINT; default: none).")
    String otelEndpoint;

    @Option(names = "--otel-capture-question", paramLabel = "true|false",
            description = "Put the question's text on its trace span (env ASKDB_OTEL_CAPTURE_QUESTION; default false).")
    String otelCaptureQuestion;

    @Option(names = "--log-format", paramLabel = "text|json",
            description = "Log lines on stderr as text or as JSON with trace_id and span_id (env ASKDB_LOG_FORMAT; default text).")
    String logFormat;

    ServeCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() throws InterruptedException {
        ConfigSources sources = cli.sources(parent.options, flags());
        ServerSettings settings = ServerOptions.read(sources, warning -> cli.err.println("askdb: " + warning));
        boolean json = ObservabilityOptions.jsonLogs(sources);
        AskdbRuntime runtime = cli.runtime(parent.options);
        String name = McpCommand.datasourceName(runtime.config().db());
        String dbSystem = TelemetrySettings.dbSystemName(runtime.source().dialect());
        Telemetry telemetry = Telemetry.start(ObservabilityOptions.read(sources, settings, runtime.config().llm(),
                n -> n.equals(name) ? dbSystem : null));
        if (json) JsonLogs.install(cli.env.get("ASKDB_LOG_LEVEL") == null);
        Path examples = runtime.config().agent().examplesPath();
        // With API keys, MCP tools ask as the request's key's caller; without, as --caller.
        HttpServletStreamableServerTransportProvider mcpTransport = HttpServletStreamableServerTransportProvider.builder()
                .mcpEndpoint("/mcp")
                .contextExtractor(request -> ServletMount.keyCaller(request).map(AskdbMcpServer::transportContext)
                        .orElse(McpTransportContext.EMPTY))
                .build();
        McpSyncServer mcp = new AskdbMcpServer(List.of(new McpDatasource(name, runtime.textToSql(),
                runtime.searchLinker(runtime.source()), parent.options.caller())), McpCommand.version(),
                runtime.config().limits().catalogMaxOutputChars())
                .warmUp(line -> cli.err.println("askdb: " + line))
                .start(mcpTransport);
        ServerSetup setup = ServerSetup.builder(settings, (n, source, executions) -> n.equals(name)
                                ? runtime.textToSql(source, executions) : runtime.registeredTextToSql(n, source, executions),
                        runtime.history(), runtime.storeDataSource())
                .datasource(name, runtime.source())
                .examples((datasource, question, sql) -> {
                    if (examples == null) {
                        runtime.storeExamples(datasource).add(question, sql);
                        return true;
                    }
                    if (examples == null || !datasource.equals(name)) return false;
                    JsonlExampleStore.open(examples).add(question, sql);
                    return true;
                })
                .environment(cli.env::get)
                .maxOutputChars(runtime.config().limits().catalogMaxOutputChars())
                .observer(telemetry.observer())
                .configure(telemetry::configure)
                .configure(ServletMount.behindApiKeys(settings, "/mcp", mcpTransport))
                .build();
        AskdbServer server;
        try {
            server = AskdbServer.start(setup);
        } catch (RuntimeException | Error e) {
            // the exporter's thread and the MCP session threads would otherwise keep the JVM alive after the error
            telemetry.close();
            mcp.closeGracefully();
            runtime.close();
            throw e;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            telemetry.close();
            mcp.closeGracefully();
            runtime.close();
            stopped.countDown();
        }, "askdb-serve-stop"));
        cli.err.println("askdb: serving " + name + " (" + runtime.source().displayUrl() + ") on http://" + settings.host() + ":"
                + server.port() + " (API: /api/openapi.json; MCP: /mcp). Stop with Ctrl+C.");
        stopped.await();
        return 0;
    }

    private Map<Setting, String> flags() {
        Map<Setting, String> m = new EnumMap<>(Setting.class);
        put(m, Setting.SERVER_PORT, port);
        put(m, Setting.SERVER_HOST, host);
        put(m, Setting.SERVER_API_KEYS, apiKeys);
        put(m, Setting.SERVER_SECRET_KEY, secretKey);
        put(m, Setting.SERVER_CORS_ORIGINS, corsOrigins);
        put(m, Setting.SERVER_RATE_LIMIT, rateLimit);
        put(m, Setting.SERVER_MAX_CONCURRENT_QUESTIONS, maxConcurrentQuestions);
        put(m, Setting.OTEL_ENDPOINT, otelEndpoint);
        put(m, Setting.OTEL_CAPTURE_QUESTION, otelCaptureQuestion);
        put(m, Setting.LOG_FORMAT, logFormat);
        return m;
    }

    private static void put(Map<Setting, String> m, Setting s, String v) {
        if (v != null) m.put(s, v);
    }
}
