package io.askdb.server.otel;

import static io.askdb.server.otel.SpanAttributes.*;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.trace.StepListener;
import io.askdb.trace.TraceStep;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import java.util.concurrent.TimeUnit;

/**
 * One question's {@code askdb.question} span, current on the question's thread from start to end,
 * and a child span {@code askdb.<step>} for each agent step as it ends (started {@code millis}
 * before its end). Steps that waited for a model carry the GenAI attributes of a chat call; the
 * question span carries those of the agent's run with the question's token totals. Never the
 * rows, the SQL's values or secrets; the question's text only when the settings allow it.
 */
final class QuestionSpan implements StepListener {
    static final String NAME = "askdb.question";
    private static final int MAX_OUTCOME = 200;

    private final Tracer tracer;
    private final TelemetrySettings settings;
    private final Span span;
    private final Scope scope;
    private final TraceMdc mdc;

    private QuestionSpan(Tracer tracer, TelemetrySettings settings, Span span) {
        this.tracer = tracer;
        this.settings = settings;
        this.span = span;
        this.scope = span.makeCurrent();
        this.mdc = TraceMdc.put(span.getSpanContext());
    }

    /** Starts the span as a child of the thread's current context (the request's span) and makes it current. */
    static QuestionSpan start(Tracer tracer, TelemetrySettings settings, String datasource, String question) {
        SpanBuilder b = tracer.spanBuilder(NAME).setParent(Context.current()).setAttribute(DATASOURCE, datasource);
        String db = settings.dbSystem().apply(datasource);
        if (db != null) b.setAttribute(DB_SYSTEM, db);
        if (settings.captureQuestion()) b.setAttribute(QUESTION_TEXT, question);
        if (settings.model() != null) {
            b.setAttribute(GEN_AI_OPERATION, OPERATION_AGENT).setAttribute(GEN_AI_AGENT, "askdb")
                    .setAttribute(GEN_AI_PROVIDER, settings.model().provider()).setAttribute(GEN_AI_MODEL, settings.model().name());
        }
        return new QuestionSpan(tracer, settings, b.startSpan());
    }

    @Override
    public void stepEnded(TraceStep step) {
        long end = System.currentTimeMillis();
        SpanBuilder b = tracer.spanBuilder("askdb." + step.step()).setParent(Context.current().with(span))
                .setStartTimestamp(end - step.millis(), TimeUnit.MILLISECONDS)
                .setAttribute(STEP, step.step()).setAttribute(STEP_OUTCOME, outcome(step));
        boolean model = step.modelMillis() > 0 || step.inputTokens() > 0 || step.outputTokens() > 0;
        if (model) b.setAttribute(STEP_MODEL_MS, step.modelMillis());
        if (model && settings.model() != null) {
            b.setAttribute(GEN_AI_OPERATION, OPERATION_CHAT).setAttribute(GEN_AI_PROVIDER, settings.model().provider())
                    .setAttribute(GEN_AI_MODEL, settings.model().name())
                    .setAttribute(GEN_AI_INPUT_TOKENS, step.inputTokens()).setAttribute(GEN_AI_OUTPUT_TOKENS, step.outputTokens());
        }
        b.startSpan().end(end, TimeUnit.MILLISECONDS);
    }

    /** Ends the span with the answer's status, generator and token totals. */
    void answered(Answer answer) {
        span.setAttribute(STATUS, answer.status().wireName()).setAttribute(GENERATOR, answer.generator())
                .setAttribute(ATTEMPTS, (long) answer.attempts().size());
        if (answer.historyId() > 0) span.setAttribute(HISTORY_ID, answer.historyId());
        if (settings.model() != null) {
            span.setAttribute(GEN_AI_INPUT_TOKENS, answer.usage().inputTokens())
                    .setAttribute(GEN_AI_OUTPUT_TOKENS, answer.usage().outputTokens());
        }
        if (answer.status() == Status.FAILED) span.setStatus(StatusCode.ERROR, "the question failed");
        end();
    }

    /** Ends the span as an error with the fault's stable code. */
    void failed(String code) {
        span.setAttribute(STATUS, "error").setAttribute(ERROR_CODE, code).setStatus(StatusCode.ERROR, code);
        end();
    }

    private void end() {
        mdc.close();
        scope.close();
        span.end();
    }

    private String outcome(TraceStep step) {
        // The follow-up rewriter's outcome quotes the rewritten question.
        if (step.step().equals("rewrite") && !settings.captureQuestion() && step.outcome().startsWith("follow-up rewritten")) {
            return "follow-up rewritten";
        }
        String o = step.outcome();
        return o.length() <= MAX_OUTCOME ? o : o.substring(0, MAX_OUTCOME - 1) + "…";
    }
}
