package io.askdb.server.otel;

import static org.assertj.core.api.Assertions.assertThat;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QuestionTracingTest {
    @TempDir
    Path dir;

    @Test
    void should_nest_step_spans_under_the_question_under_the_request_when_the_planner_answers() throws Exception {
        try (ObservedChinook s = ObservedChinook.planner(dir, TelemetrySettings.local())) {
            HttpResponse<String> response = s.ask("How many artists are there?");
            assertThat(response.statusCode()).isEqualTo(200);

            SpanData request = s.requestSpan("POST /api/query");
            SpanData question = s.find(QuestionSpan.NAME).orElseThrow();
            List<SpanData> steps = s.spans.getFinishedSpanItems().stream()
                    .filter(sp -> sp.getParentSpanId().equals(question.getSpanId())).toList();

            assertThat(request.getKind()).isEqualTo(SpanKind.SERVER);
            assertThat(request.getAttributes().get(SpanAttributes.HTTP_METHOD)).isEqualTo("POST");
            assertThat(request.getAttributes().get(SpanAttributes.HTTP_ROUTE)).isEqualTo("/api/query");
            assertThat(request.getAttributes().get(SpanAttributes.HTTP_STATUS)).isEqualTo(200L);
            assertThat(request.getParentSpanContext().isValid()).isFalse();

            assertThat(question.getParentSpanId()).isEqualTo(request.getSpanId());
            assertThat(question.getTraceId()).isEqualTo(request.getTraceId());
            assertThat(question.getAttributes().get(SpanAttributes.STATUS)).isEqualTo("answered");
            assertThat(question.getAttributes().get(SpanAttributes.GENERATOR)).isEqualTo("planner");
            assertThat(question.getAttributes().get(SpanAttributes.DATASOURCE)).isEqualTo("chinook");
            assertThat(question.getAttributes().get(SpanAttributes.QUESTION_TEXT)).isNull();
            assertThat(question.getAttributes().asMap().keySet()).extracting(AttributeKey::getKey)
                    .noneMatch(k -> k.startsWith("gen_ai."));
            assertThat(question.getResource().getAttribute(AttributeKey.stringKey("service.name"))).isEqualTo("askdb");

            List<String> traced = ObservedChinook.json(response).get("trace").findValuesAsText("step");
            assertThat(steps).extracting(SpanData::getName).containsExactlyElementsOf(traced.stream().map(t -> "askdb." + t).toList());
            assertThat(traced).contains("generate", "validate", "execute", "explain");
            SpanData execute = s.find("askdb.execute").orElseThrow();
            assertThat(execute.getAttributes().get(SpanAttributes.STEP_OUTCOME)).isEqualTo("1 row(s)");
            assertThat(execute.getAttributes().get(SpanAttributes.STEP)).isEqualTo("execute");
            assertThat(execute.getStartEpochNanos()).isGreaterThanOrEqualTo(question.getStartEpochNanos() - 1_000_000);
        }
    }

    @Test
    void should_put_the_question_text_on_its_span_when_capture_is_on() throws Exception {
        TelemetrySettings capture = new TelemetrySettings(null, true, null, io.askdb.server.ApiKeys.NONE, name -> "sqlite");
        try (ObservedChinook s = ObservedChinook.planner(dir, capture)) {
            s.ask("How many artists are there?");
            SpanData question = s.find(QuestionSpan.NAME).orElseThrow();

            assertThat(question.getAttributes().get(SpanAttributes.QUESTION_TEXT)).isEqualTo("How many artists are there?");
            assertThat(question.getAttributes().get(SpanAttributes.DB_SYSTEM)).isEqualTo("sqlite");
        }
    }

    @Test
    void should_parent_the_question_span_to_the_request_span_when_the_answer_is_streamed() throws Exception {
        try (ObservedChinook s = ObservedChinook.planner(dir, TelemetrySettings.local())) {
            HttpResponse<String> response = s.send("/api/query/stream", "{\"question\":\"How many artists are there?\"}",
                    "Accept", "text/event-stream");
            assertThat(response.body()).contains("event: answer");

            SpanData request = s.requestSpan("POST /api/query/stream");
            SpanData question = s.find(QuestionSpan.NAME).orElseThrow();

            assertThat(question.getParentSpanId()).isEqualTo(request.getSpanId());
            assertThat(question.getAttributes().get(SpanAttributes.STATUS)).isEqualTo("answered");
        }
    }

    @Test
    void should_continue_the_callers_trace_when_a_traceparent_header_is_sent() throws Exception {
        try (ObservedChinook s = ObservedChinook.planner(dir, TelemetrySettings.local())) {
            s.get("/api/health", "traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01");
            SpanData request = s.requestSpan("GET /api/health");

            assertThat(request.getTraceId()).isEqualTo("4bf92f3577b34da6a3ce929d0e0e4736");
            assertThat(request.getParentSpanId()).isEqualTo("00f067aa0ba902b7");
        }
    }
}
