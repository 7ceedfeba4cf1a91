package io.askdb.app.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * The validated, immutable configuration of one askdb process.
 *
 * @param db          JDBC URL or file path of the database, or null for the bundled demo database
 * @param dbUser      database user, or null
 * @param dbPassword  database password, or null; never printed
 * @param llm         the LLM settings, or null when no provider is configured (offline planner)
 * @param timeout     statement timeout
 * @param maxRows     row cap, 1-1,000,000
 * @param maxRepairs  repairs per question, 0-5
 * @param dataDir     askdb's data directory (history, demo database copy)
 * @param historyPath the history SQLite file
 * @since 0.1
 */
public record AskdbConfig(String db, String dbUser, String dbPassword, LlmSettings llm, Duration timeout,
                          int maxRows, int maxRepairs, Path dataDir, Path historyPath) {

    /**
     * LLM settings.
     *
     * @param provider provider name as configured, lower case, e.g. "openai"
     * @param model    model name; not blank
     * @param baseUrl  base URL, or null for the provider's default
     * @param apiKey   API key, or null (local servers need none); never printed
     * @param timeout  how long to wait for one reply
     */
    public record LlmSettings(String provider, String model, String baseUrl, String apiKey, Duration timeout) {
        @Override
        public String toString() {
            return "LlmSettings[provider=" + provider + ", model=" + model + ", baseUrl=" + baseUrl
                    + ", apiKey=" + (apiKey == null ? "unset" : "set") + ", timeout=" + timeout + "]";
        }
    }

    /** @return the LLM settings when a provider is configured */
    public Optional<LlmSettings> optionalLlm() {
        return Optional.ofNullable(llm);
    }

    @Override
    public String toString() {
        return "AskdbConfig[db=" + db + ", llm=" + llm + ", timeout=" + timeout + ", maxRows=" + maxRows
                + ", maxRepairs=" + maxRepairs + ", dataDir=" + dataDir + ", historyPath=" + historyPath + "]";
    }
}
