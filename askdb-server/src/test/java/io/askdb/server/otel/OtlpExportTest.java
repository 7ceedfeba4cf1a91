package io.askdb.server.otel;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.encoder.JsonEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.ByteString;
import com.sun.net.httpserver.HttpServer;
import io.askdb.server.ApiKeys;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.trace.v1.ResourceSpans;
import io.opentelemetry.proto.trace.v1.Span;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * One real OTLP http/protobuf round trip: the SDK's exporter posts to a local receiver (a JDK
 * HttpServer on 127.0.0.1 accepting POST /v1/traces), which decodes the body with the OTLP proto
 * classes. The request's JSON log line (logback's JsonEncoder) carries the exported trace id.
 */
class OtlpExportTest {
    @TempDir
    Path dir;

    private static final class JsonLines extends AppenderBase<ILoggingEvent> {
        final JsonEncoder encoder = new JsonEncoder();
        final List<String> lines = new CopyOnWriteArrayList<>();

        @Override
        protected void append(ILoggingEvent e) {
            lines.add(new String(encoder.encode(e), StandardCharsets.UTF_8).strip());
        }
    }

    @Test
    void should_send_the_span_tree_over_otlp_and_log_its_trace_id_when_an_endpoint_is_set() throws Exception {
        List<ExportTraceServiceRequest> received = new CopyOnWriteArrayList<>();
        HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/v1/traces", exchange -> {
            received.add(ExportTraceServiceRequest.parseFrom(exchange.getRequestBody().readAllBytes()));
            exchange.getResponseHeaders().add("Content-Type", "application/x-protobuf");
            exchange.sendResponseHeaders(200, 0);
            exchange.getResponseBody().write(new byte[0]);
            exchange.close();
        });
        receiver.start();
        Logger access = (Logger) LoggerFactory.getLogger("io.askdb.server.access");
        JsonLines logs = new JsonLines();
        logs.encoder.setContext(access.getLoggerContext());
        logs.encoder.setWithFormattedMessage(true);
        logs.encoder.start();
        logs.start();
        access.addAppender(logs);
        access.setLevel(Level.INFO);
        TelemetrySettings settings = new TelemetrySettings(URI.create("http://127.0.0.1:" + receiver.getAddress().getPort()),
                false, null, ApiKeys.NONE, name -> "sqlite");
        try {
            try (ObservedChinook s = ObservedChinook.planner(dir, settings)) {
                s.ask("How many artists are there?");
            }
        } finally {
            access.detachAppender(logs);
            access.setLevel(null);
            receiver.stop(0);
        }

        List<ResourceSpans> resources = received.stream().flatMap(r -> r.getResourceSpansList().stream()).toList();
        List<Span> spans = resources.stream().flatMap(r -> r.getScopeSpansList().stream())
                .flatMap(s -> s.getSpansList().stream()).toList();
        Span request = spans.stream().filter(sp -> sp.getName().equals("POST /api/query")).findFirst().orElseThrow();
        Span question = spans.stream().filter(sp -> sp.getName().equals("askdb.question")).findFirst().orElseThrow();
        String traceId = HexFormat.of().formatHex(request.getTraceId().toByteArray());
        JsonNode line = logs.lines.stream().map(OtlpExportTest::parse)
                .filter(l -> l.get("formattedMessage").asText().startsWith("POST /api/query 200 ")).findFirst().orElseThrow();

        assertThat(resources.get(0).getResource().getAttributesList()).contains(KeyValue.newBuilder().setKey("service.name")
                .setValue(io.opentelemetry.proto.common.v1.AnyValue.newBuilder().setStringValue("askdb")).build());
        assertThat(question.getParentSpanId()).isEqualTo(request.getSpanId());
        assertThat(question.getAttributesList()).contains(KeyValue.newBuilder().setKey("askdb.status")
                .setValue(io.opentelemetry.proto.common.v1.AnyValue.newBuilder().setStringValue("answered")).build());
        assertThat(spans.stream().filter(sp -> sp.getParentSpanId().equals(question.getSpanId())).map(Span::getName))
                .contains("askdb.generate", "askdb.validate", "askdb.execute", "askdb.explain");
        assertThat(spans).extracting(Span::getTraceId).containsOnly(ByteString.copyFrom(request.getTraceId().toByteArray()));
        assertThat(line.get("mdc").get("trace_id").asText()).isEqualTo(traceId);
        assertThat(line.get("mdc").get("span_id").asText()).isEqualTo(HexFormat.of().formatHex(request.getSpanId().toByteArray()));
    }

    private static JsonNode parse(String line) {
        try {
            return ObservedChinook.JSON.readTree(line);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("not a JSON log line: " + line, e);
        }
    }
}
