package io.askdb.server.otel;

import io.askdb.Answer;
import io.askdb.trace.TraceStep;
import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Histogram;
import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.IOException;
import java.io.OutputStream;

/**
 * askdb's Prometheus metrics, in a registry of their own (Prometheus client_java 1.x), written in
 * the text exposition format 0.0.4 (prometheus.io/docs/instrumenting/exposition_formats):
 * <ul>
 *   <li>{@code askdb_questions_total{status,generator}}: questions by outcome ("answered",
 *       "refused", "unanswerable", "clarification_needed", "failed", or "error" for a fault, whose
 *       generator is then "unknown") and generator;</li>
 *   <li>{@code askdb_repairs_total}: repair steps (a failed SQL attempt sent back to the generator);</li>
 *   <li>{@code askdb_question_duration_seconds}: histogram of a question's wall-clock time;</li>
 *   <li>{@code askdb_step_duration_seconds{step}}: histogram of each agent step's time;</li>
 *   <li>{@code askdb_model_tokens_total{direction}}: model tokens, "input" and "output";</li>
 *   <li>{@code askdb_http_requests_total{route,status}}: HTTP requests by route pattern and status.</li>
 * </ul>
 */
final class ServerMetrics {
    private static final double[] SECONDS = {0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60};

    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final PrometheusTextFormatWriter writer = PrometheusTextFormatWriter.create();
    private final Counter questions = Counter.builder().name("askdb_questions_total").withoutExemplars()
            .help("Questions answered, by status and generator").labelNames("status", "generator").register(registry);
    private final Counter repairs = Counter.builder().name("askdb_repairs_total").withoutExemplars()
            .help("Repair steps: failed SQL attempts sent back to the generator").register(registry);
    private final Histogram questionSeconds = Histogram.builder().name("askdb_question_duration_seconds").withoutExemplars()
            .help("Wall-clock time of a question").classicOnly().classicUpperBounds(SECONDS).register(registry);
    private final Histogram stepSeconds = Histogram.builder().name("askdb_step_duration_seconds").withoutExemplars()
            .help("Wall-clock time of an agent step").classicOnly().classicUpperBounds(SECONDS).labelNames("step").register(registry);
    private final Counter tokens = Counter.builder().name("askdb_model_tokens_total").withoutExemplars()
            .help("Model tokens spent, by direction (input: prompt, output: completion)").labelNames("direction").register(registry);
    private final Counter requests = Counter.builder().name("askdb_http_requests_total").withoutExemplars()
            .help("HTTP requests, by route pattern and response status").labelNames("route", "status").register(registry);

    void answered(Answer answer) {
        questions.labelValues(answer.status().wireName(), answer.generator()).inc();
        questionSeconds.observe(answer.elapsedMs() / 1000.0);
        long repaired = answer.trace().steps().stream().filter(s -> s.step().equals("repair")).count();
        if (repaired > 0) repairs.inc(repaired);
        if (answer.usage().inputTokens() > 0) tokens.labelValues("input").inc(answer.usage().inputTokens());
        if (answer.usage().outputTokens() > 0) tokens.labelValues("output").inc(answer.usage().outputTokens());
    }

    void step(TraceStep step) {
        stepSeconds.labelValues(step.step()).observe(step.millis() / 1000.0);
    }

    void failed() {
        questions.labelValues("error", "unknown").inc();
    }

    void request(String route, int status) {
        requests.labelValues(route, Integer.toString(status)).inc();
    }

    /** @return the content type of {@link #write(OutputStream)}: {@code text/plain; version=0.0.4; charset=utf-8} */
    String contentType() {
        return writer.getContentType();
    }

    void write(OutputStream out) throws IOException {
        writer.write(out, registry.scrape());
    }
}
