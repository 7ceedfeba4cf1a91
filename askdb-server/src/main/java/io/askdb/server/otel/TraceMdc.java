package io.askdb.server.otel;

import io.opentelemetry.api.trace.SpanContext;
import org.slf4j.MDC;

/**
 * Puts a span's ids into the SLF4J MDC as {@code trace_id} and {@code span_id} (the names of the
 * OpenTelemetry logback MDC instrumentation), and puts back what was there before.
 */
final class TraceMdc implements AutoCloseable {
    static final String TRACE_ID = "trace_id";
    static final String SPAN_ID = "span_id";

    private final String previousTrace;
    private final String previousSpan;

    private TraceMdc(SpanContext span) {
        previousTrace = MDC.get(TRACE_ID);
        previousSpan = MDC.get(SPAN_ID);
        MDC.put(TRACE_ID, span.getTraceId());
        MDC.put(SPAN_ID, span.getSpanId());
    }

    /** @param span the span whose ids log lines carry until {@link #close()} @return the restorer */
    static TraceMdc put(SpanContext span) {
        return new TraceMdc(span);
    }

    @Override
    public void close() {
        restore(TRACE_ID, previousTrace);
        restore(SPAN_ID, previousSpan);
    }

    private static void restore(String key, String value) {
        if (value == null) MDC.remove(key);
        else MDC.put(key, value);
    }
}
