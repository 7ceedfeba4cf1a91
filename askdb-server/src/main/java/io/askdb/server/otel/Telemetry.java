package io.askdb.server.otel;

import io.askdb.server.ServerObserver;
import io.javalin.config.JavalinConfig;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.SdkTracerProviderBuilder;
import io.opentelemetry.sdk.trace.SpanProcessor;
import io.opentelemetry.sdk.trace.export.BatchSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import jakarta.servlet.DispatcherType;
import java.util.EnumSet;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.ee10.servlet.FilterHolder;

/**
 * Traces, metrics and log correlation for {@code askdb serve}, on the OpenTelemetry SDK (its own
 * tracer provider, not the global one) and Prometheus client_java. Wire it into a server:
 * <pre>{@code
 * Telemetry telemetry = Telemetry.start(settings);
 * ServerSetup setup = ServerSetup.builder(...).observer(telemetry.observer()).configure(telemetry::configure).build();
 * // ... on shutdown, after the server: telemetry.close();
 * }</pre>
 * Spans always get ids (log lines carry them); they leave the process only when
 * {@link TelemetrySettings#otlpEndpoint()} is set, through a batch processor and the OTLP
 * http/protobuf exporter, with the resource's {@code service.name} "askdb". Without an endpoint no
 * exporter and no thread is created.
 *
 * @since 0.2
 */
public final class Telemetry implements AutoCloseable {
    /** The {@code service.name} of askdb's resource. */
    public static final String SERVICE_NAME = "askdb";

    private final SdkTracerProvider tracerProvider;
    private final TelemetrySettings settings;
    private final ServerMetrics metrics = new ServerMetrics();
    private final Tracer tracer;

    Telemetry(TelemetrySettings settings, SpanProcessor processor) {
        this.settings = settings;
        SdkTracerProviderBuilder b = SdkTracerProvider.builder()
                .setResource(Resource.getDefault().merge(Resource.create(Attributes.builder().put("service.name", SERVICE_NAME).build())));
        if (processor != null) b.addSpanProcessor(processor);
        this.tracerProvider = b.build();
        this.tracer = tracerProvider.get("io.askdb.server");
    }

    /**
     * @param settings what to record and where to send it; not null
     * @return telemetry exporting over OTLP when the settings name an endpoint, otherwise only in-process
     */
    public static Telemetry start(TelemetrySettings settings) {
        if (settings.otlpEndpoint() == null) return new Telemetry(settings, null);
        String base = settings.otlpEndpoint().toString();
        String url = base.endsWith("/v1/traces") ? base : base.replaceAll("/+$", "") + "/v1/traces";
        SpanExporter exporter = OtlpHttpSpanExporter.builder().setEndpoint(url).build();
        return new Telemetry(settings, BatchSpanProcessor.builder(exporter).build());
    }

    /** @return the observer to give {@code ServerSetup.Builder#observer} */
    public ServerObserver observer() {
        return new TelemetryObserver(tracer, settings, metrics);
    }

    /**
     * Installs the request spans (a servlet filter ahead of every route) and {@code GET /metrics};
     * give it to {@code ServerSetup.Builder#configure}.
     *
     * @param config the server's Javalin configuration
     */
    public void configure(JavalinConfig config) {
        RequestSpans filter = new RequestSpans(tracer);
        config.jetty.modifyServletContextHandler(handler ->
                handler.addFilter(new FilterHolder(filter), "/*", EnumSet.of(DispatcherType.REQUEST)));
        config.routes.get(MetricsRoute.PATH, new MetricsRoute(metrics, settings.metricsKeys()));
    }

    /** Sends the spans still buffered (waiting at most 5 s) and stops the exporter's thread. */
    @Override
    public void close() {
        tracerProvider.shutdown().join(5, TimeUnit.SECONDS);
    }
}
