package io.askdb.server.otel;

import io.askdb.server.ApiKeys;
import java.net.URI;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * What {@link Telemetry} records and where it sends it.
 *
 * @param otlpEndpoint    the OTLP http/protobuf base URL, e.g. {@code http://localhost:4318}
 *                        ({@code /v1/traces} is appended unless present, as the OpenTelemetry
 *                        exporter specification does for {@code OTEL_EXPORTER_OTLP_ENDPOINT}); null
 *                        exports nothing and starts no thread
 * @param captureQuestion true: the question's text goes on the question span as
 *                        {@code askdb.question.text}; false (the default) keeps it out of traces
 * @param model           the language model the generator calls, for the GenAI attributes; null for
 *                        the offline planner (no {@code gen_ai.*} attribute is then written)
 * @param metricsKeys     the API keys {@code GET /metrics} asks for, the same as {@code /api}'s;
 *                        {@link ApiKeys#NONE} leaves it open
 * @param dbSystem        a datasource's name to its {@code db.system.name} value (see
 *                        {@link #dbSystemName(io.askdb.dialect.Dialect)}), or null when unknown
 * @since 0.2
 */
public record TelemetrySettings(URI otlpEndpoint, boolean captureQuestion, Model model, ApiKeys metricsKeys,
                                Function<String, String> dbSystem) {
    public TelemetrySettings {
        if (otlpEndpoint != null && !"http".equals(otlpEndpoint.getScheme()) && !"https".equals(otlpEndpoint.getScheme())) {
            throw new IllegalArgumentException("TelemetrySettings.otlpEndpoint must be an http or https URL such as"
                    + " http://localhost:4318, was '" + otlpEndpoint + "'");
        }
        Objects.requireNonNull(metricsKeys, "TelemetrySettings.metricsKeys");
        Objects.requireNonNull(dbSystem, "TelemetrySettings.dbSystem");
    }

    /** @return settings that export nothing, capture no question, name no model and leave /metrics open */
    public static TelemetrySettings local() {
        return new TelemetrySettings(null, false, null, ApiKeys.NONE, name -> null);
    }

    /**
     * The model behind the generator, as the OpenTelemetry GenAI semantic conventions name it
     * (opentelemetry.io/docs/specs/semconv/gen-ai/gen-ai-spans: {@code gen_ai.provider.name},
     * {@code gen_ai.request.model}).
     *
     * @param provider the provider, e.g. "openai", "anthropic", "ollama", "gcp.gemini"; not blank
     * @param name     the model's name, e.g. "gpt-4o-mini"; not blank
     */
    public record Model(String provider, String name) {
        public Model {
            if (provider == null || provider.isBlank()) throw new IllegalArgumentException("Model.provider must not be blank");
            if (name == null || name.isBlank()) throw new IllegalArgumentException("Model.name must not be blank");
        }

        /**
         * @param askdbProvider askdb's provider name ({@code askdb.llm.provider}): openai, anthropic,
         *                      ollama, gemini, replay
         * @param name          the model's name
         * @return the model with the semantic conventions' provider value ("gemini" becomes
         *         "gcp.gemini"; others are kept)
         */
        public static Model of(String askdbProvider, String name) {
            String p = askdbProvider.toLowerCase(Locale.ROOT);
            return new Model(p.equals("gemini") ? "gcp.gemini" : p, name);
        }
    }

    /**
     * @param dialect a datasource's dialect
     * @return its {@code db.system.name} value from the OpenTelemetry database semantic conventions
     *         (opentelemetry.io/docs/specs/semconv/database: "sqlite", "postgresql", "mysql",
     *         "h2database"; "duckdb" is askdb's own, the conventions list none; "other_sql" otherwise)
     */
    public static String dbSystemName(io.askdb.dialect.Dialect dialect) {
        if (dialect == null) return null;
        switch (dialect) {
            case SQLITE: return "sqlite";
            case POSTGRESQL: return "postgresql";
            case MYSQL: return "mysql";
            case H2: return "h2database";
            case DUCKDB: return "duckdb";
            default: return "other_sql";
        }
    }
}
