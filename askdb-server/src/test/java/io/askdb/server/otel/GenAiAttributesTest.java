package io.askdb.server.otel;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.generation.Usage;
import io.askdb.server.ApiKeys;
import io.askdb.server.ServerSettings;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenAiAttributesTest {
    @TempDir
    Path dir;

    /** A scripted model: always the same SQL, reporting 120 prompt and 30 completion tokens over 40 ms. */
    private static final class ScriptedModel implements SqlGenerator {
        @Override
        public Generation generate(GenerationRequest request) {
            return new CandidateSql("SELECT COUNT(*) FROM Artist", "counts artists", List.of(), List.of("Artist"), List.of(), 90,
                    new Usage(1, 120, 30, 40));
        }

        @Override
        public String name() {
            return "llm";
        }
    }

    @Test
    void should_write_genai_model_and_token_attributes_when_a_model_generates_the_sql() throws Exception {
        TelemetrySettings settings = new TelemetrySettings(null, false, TelemetrySettings.Model.of("openai", "gpt-4o-mini"),
                ApiKeys.NONE, name -> "sqlite");
        try (ObservedChinook s = new ObservedChinook(dir, settings, ServerSettings.local("127.0.0.1", 0), ScriptedModel::new)) {
            s.ask("How many artists are there?");
            SpanData generate = s.find("askdb.generate").orElseThrow();
            SpanData question = s.find(QuestionSpan.NAME).orElseThrow();
            SpanData execute = s.find("askdb.execute").orElseThrow();
            String scrape = s.get("/metrics").body();

            assertThat(generate.getAttributes().get(SpanAttributes.GEN_AI_OPERATION)).isEqualTo("chat");
            assertThat(generate.getAttributes().get(SpanAttributes.GEN_AI_PROVIDER)).isEqualTo("openai");
            assertThat(generate.getAttributes().get(SpanAttributes.GEN_AI_MODEL)).isEqualTo("gpt-4o-mini");
            assertThat(generate.getAttributes().get(SpanAttributes.GEN_AI_INPUT_TOKENS)).isEqualTo(120L);
            assertThat(generate.getAttributes().get(SpanAttributes.GEN_AI_OUTPUT_TOKENS)).isEqualTo(30L);
            assertThat(generate.getAttributes().get(SpanAttributes.STEP_MODEL_MS)).isNotNull();
            assertThat(execute.getAttributes().get(SpanAttributes.GEN_AI_OPERATION)).isNull();
            assertThat(question.getAttributes().get(SpanAttributes.GEN_AI_OPERATION)).isEqualTo("invoke_agent");
            assertThat(question.getAttributes().get(SpanAttributes.GEN_AI_INPUT_TOKENS)).isEqualTo(120L);
            assertThat(question.getAttributes().get(SpanAttributes.GENERATOR)).isEqualTo("llm");
            assertThat(scrape).contains("askdb_model_tokens_total{direction=\"input\"} 120.0",
                    "askdb_model_tokens_total{direction=\"output\"} 30.0");
        }
    }
}
