package io.askdb.server.otel;

import io.askdb.Answer;
import io.askdb.server.ServerObserver;
import io.askdb.trace.StepListener;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import java.util.concurrent.ExecutorService;

/**
 * The server's observer: a {@link QuestionSpan} per question (kept on the question's thread from
 * start to answer), the metrics, the route on the request's span, and the tracing context carried
 * to the worker threads of streamed questions.
 */
final class TelemetryObserver implements ServerObserver {
    private final Tracer tracer;
    private final TelemetrySettings settings;
    private final ServerMetrics metrics;
    private final ThreadLocal<QuestionSpan> current = new ThreadLocal<>();

    TelemetryObserver(Tracer tracer, TelemetrySettings settings, ServerMetrics metrics) {
        this.tracer = tracer;
        this.settings = settings;
        this.metrics = metrics;
    }

    @Override
    public StepListener questionStarted(String datasource, String question) {
        QuestionSpan span = QuestionSpan.start(tracer, settings, datasource, question);
        current.set(span);
        return step -> {
            span.stepEnded(step);
            metrics.step(step);
        };
    }

    @Override
    public void questionAnswered(String datasource, Answer answer) {
        metrics.answered(answer);
        QuestionSpan span = take();
        if (span != null) span.answered(answer);
    }

    @Override
    public void questionFailed(String datasource, String code) {
        metrics.failed();
        QuestionSpan span = take();
        if (span != null) span.failed(code);
    }

    @Override
    public void requestEnded(String method, String route, int status, long millis) {
        metrics.request(route, status);
        // Javalin's after-handler runs inside RequestSpans' filter, where the request's span is current.
        Span span = Span.current();
        if (span.getSpanContext().isValid() && RequestSpans.isRequestSpan(span)) {
            span.setAttribute(SpanAttributes.HTTP_ROUTE, route).updateName(method + " " + route);
        }
    }

    @Override
    public ExecutorService workers(ExecutorService workers) {
        return Context.taskWrapping(workers);
    }

    private QuestionSpan take() {
        QuestionSpan span = current.get();
        current.remove();
        return span;
    }
}
