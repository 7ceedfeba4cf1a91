package io.askdb.server.otel;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.context.propagation.TextMapGetter;
import io.opentelemetry.sdk.trace.ReadableSpan;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A servlet filter in front of Javalin: one SERVER span per request (OpenTelemetry HTTP server span
 * conventions: named "{method} {http.route}" once Javalin has matched the route, attributes
 * {@code http.request.method}, {@code url.path}, {@code http.route}, {@code http.response.status_code};
 * status ERROR for 5xx), continuing a W3C {@code traceparent} sent by the caller; its ids in the MDC
 * while the request runs, and one access log line at INFO ("POST /api/query 200 12 ms").
 */
final class RequestSpans implements Filter {
    private static final Logger LOG = LoggerFactory.getLogger("io.askdb.server.access");
    private static final TextMapGetter<HttpServletRequest> HEADERS = new TextMapGetter<>() {
        @Override
        public Iterable<String> keys(HttpServletRequest request) {
            return Collections.list(request.getHeaderNames());
        }

        @Override
        public String get(HttpServletRequest request, String key) {
            return request == null ? null : request.getHeader(key);
        }
    };

    private final Tracer tracer;

    RequestSpans(Tracer tracer) {
        this.tracer = tracer;
    }

    /** @return true when the span is a request's span (so the route may be set on it) */
    static boolean isRequestSpan(Span span) {
        return span instanceof ReadableSpan r && r.getKind() == SpanKind.SERVER;
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        HttpServletResponse response = (HttpServletResponse) res;
        long started = System.nanoTime();
        Context parent = W3CTraceContextPropagator.getInstance().extract(Context.root(), request, HEADERS);
        String method = request.getMethod();
        Span span = tracer.spanBuilder(method).setParent(parent).setSpanKind(SpanKind.SERVER)
                .setAttribute(SpanAttributes.HTTP_METHOD, method).setAttribute(SpanAttributes.URL_PATH, request.getRequestURI())
                .startSpan();
        try (Scope scope = span.makeCurrent(); TraceMdc mdc = TraceMdc.put(span.getSpanContext())) {
            try {
                chain.doFilter(req, res);
            } finally {
                int status = response.getStatus();
                span.setAttribute(SpanAttributes.HTTP_STATUS, (long) status);
                if (status >= 500) span.setStatus(StatusCode.ERROR);
                LOG.info("{} {} {} {} ms", method, request.getRequestURI(), status, (System.nanoTime() - started) / 1_000_000);
            }
        } finally {
            span.end();
        }
    }
}
