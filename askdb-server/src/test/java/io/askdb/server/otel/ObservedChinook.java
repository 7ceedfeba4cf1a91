package io.askdb.server.otel;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.TextToSql;
import io.askdb.execution.ExecutionLimits;
import io.askdb.generation.SqlGenerator;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.ConnectionSource;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.server.AskdbServer;
import io.askdb.server.ServerSettings;
import io.askdb.server.ServerSetup;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Supplier;

/**
 * A real server on a random loopback port over a copy of the Chinook demo database (repository
 * data/chinook, its licence there) with {@link Telemetry} wired as askdb-app wires it, spans kept in
 * memory (or sent over OTLP when the settings name an endpoint), and a real HTTP client.
 */
final class ObservedChinook implements AutoCloseable {
    static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    final InMemorySpanExporter spans = InMemorySpanExporter.create();
    final Telemetry telemetry;
    final AskdbServer server;
    private final JdbcHistoryStore history;
    private final Supplier<SqlGenerator> generator;

    ObservedChinook(Path dir, TelemetrySettings settings, ServerSettings server, Supplier<SqlGenerator> generator) throws IOException {
        this.generator = generator;
        Path chinook = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        this.history = JdbcHistoryStore.openSqlite(dir.resolve("history.sqlite"));
        this.telemetry = settings.otlpEndpoint() != null ? Telemetry.start(settings)
                : new Telemetry(settings, SimpleSpanProcessor.create(spans));
        this.server = AskdbServer.start(ServerSetup.builder(server, this::open, history, history.dataSource())
                .datasource("chinook", ReadOnlyConnectionSource.of(chinook.toString(), new Properties()))
                .observer(telemetry.observer())
                .configure(telemetry::configure)
                .build());
    }

    static ObservedChinook planner(Path dir, TelemetrySettings settings) throws IOException {
        return new ObservedChinook(dir, settings, ServerSettings.local("127.0.0.1", 0), KeywordPlanner::new);
    }

    private TextToSql open(String name, ReadOnlyConnectionSource source, ConnectionSource executions) {
        return TextToSql.builder()
                .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT))
                .generator(generator.get())
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(executions, source.dialect()))
                .explainer(new TemplateExplainer())
                .history(history)
                .limits(new ExecutionLimits(Duration.ofSeconds(10), 1000))
                .databaseName(name)
                .build();
    }

    HttpResponse<String> ask(String question, String... headers) throws IOException, InterruptedException {
        return send("/api/query", JSON.createObjectNode().put("question", question).toString(), headers);
    }

    HttpResponse<String> send(String path, String body, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder b = request(path, headers).header("Content-Type", "application/json");
        return CLIENT.send(b.POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> get(String path, String... headers) throws IOException, InterruptedException {
        return CLIENT.send(request(path, headers).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder request(String path, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(30));
        if (headers.length > 0) b.headers(headers);
        return b;
    }

    static JsonNode json(HttpResponse<String> response) throws IOException {
        return JSON.readTree(response.body());
    }

    /**
     * The request span ends after its response is sent: waits (at most 5 s) until a server span
     * with this name has been exported.
     */
    SpanData requestSpan(String name) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (System.nanoTime() < deadline) {
            Optional<SpanData> found = find(name);
            if (found.isPresent()) return found.get();
            Thread.onSpinWait();
        }
        throw new AssertionError("no span named '" + name + "' among " + names());
    }

    Optional<SpanData> find(String name) {
        return spans.getFinishedSpanItems().stream().filter(s -> s.getName().equals(name)).findFirst();
    }

    List<String> names() {
        return spans.getFinishedSpanItems().stream().map(SpanData::getName).toList();
    }

    @Override
    public void close() {
        server.close();
        telemetry.close();
    }
}
