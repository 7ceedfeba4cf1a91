/**
 * Observability for {@code askdb serve}: OpenTelemetry traces (an HTTP server span per request, an
 * {@code askdb.question} span per question, a child span per agent step, GenAI attributes where a
 * model was called), exported over OTLP http/protobuf when an endpoint is configured; Prometheus
 * text-format metrics at {@code GET /metrics}; and the current trace and span ids in the SLF4J MDC
 * ({@code trace_id}, {@code span_id}) for structured logs. Start here: {@link io.askdb.server.otel.Telemetry}.
 */
package io.askdb.server.otel;
