package io.askdb.server.otel;

import io.opentelemetry.api.common.AttributeKey;

/**
 * The attribute names askdb writes on its spans. Standard names follow the OpenTelemetry semantic
 * conventions: HTTP server spans (opentelemetry.io/docs/specs/semconv/http/http-spans:
 * {@code http.request.method}, {@code http.route}, {@code http.response.status_code},
 * {@code url.path}); GenAI spans (opentelemetry.io/docs/specs/semconv/gen-ai/gen-ai-spans, status
 * "Development": {@code gen_ai.operation.name}, {@code gen_ai.provider.name} (called
 * {@code gen_ai.system} up to semantic conventions 1.36), {@code gen_ai.request.model},
 * {@code gen_ai.usage.input_tokens}, {@code gen_ai.usage.output_tokens}, {@code gen_ai.agent.name});
 * databases ({@code db.system.name}). The rest are askdb's own, under {@code askdb.}.
 */
final class SpanAttributes {
    static final AttributeKey<String> HTTP_METHOD = AttributeKey.stringKey("http.request.method");
    static final AttributeKey<String> HTTP_ROUTE = AttributeKey.stringKey("http.route");
    static final AttributeKey<Long> HTTP_STATUS = AttributeKey.longKey("http.response.status_code");
    static final AttributeKey<String> URL_PATH = AttributeKey.stringKey("url.path");

    static final AttributeKey<String> GEN_AI_OPERATION = AttributeKey.stringKey("gen_ai.operation.name");
    static final AttributeKey<String> GEN_AI_PROVIDER = AttributeKey.stringKey("gen_ai.provider.name");
    static final AttributeKey<String> GEN_AI_MODEL = AttributeKey.stringKey("gen_ai.request.model");
    static final AttributeKey<String> GEN_AI_AGENT = AttributeKey.stringKey("gen_ai.agent.name");
    static final AttributeKey<Long> GEN_AI_INPUT_TOKENS = AttributeKey.longKey("gen_ai.usage.input_tokens");
    static final AttributeKey<Long> GEN_AI_OUTPUT_TOKENS = AttributeKey.longKey("gen_ai.usage.output_tokens");

    static final AttributeKey<String> DB_SYSTEM = AttributeKey.stringKey("db.system.name");

    static final AttributeKey<String> DATASOURCE = AttributeKey.stringKey("askdb.datasource");
    static final AttributeKey<String> QUESTION_TEXT = AttributeKey.stringKey("askdb.question.text");
    static final AttributeKey<String> STATUS = AttributeKey.stringKey("askdb.status");
    static final AttributeKey<String> GENERATOR = AttributeKey.stringKey("askdb.generator");
    static final AttributeKey<String> ERROR_CODE = AttributeKey.stringKey("askdb.error.code");
    static final AttributeKey<Long> ATTEMPTS = AttributeKey.longKey("askdb.attempts");
    static final AttributeKey<Long> HISTORY_ID = AttributeKey.longKey("askdb.history_id");
    static final AttributeKey<String> STEP = AttributeKey.stringKey("askdb.step");
    static final AttributeKey<String> STEP_OUTCOME = AttributeKey.stringKey("askdb.step.outcome");
    static final AttributeKey<Long> STEP_MODEL_MS = AttributeKey.longKey("askdb.step.model_ms");

    /** GenAI operation of a step that called a model: a chat completion. */
    static final String OPERATION_CHAT = "chat";
    /** GenAI operation of the whole question: the agent's run. */
    static final String OPERATION_AGENT = "invoke_agent";

    private SpanAttributes() {
    }
}
