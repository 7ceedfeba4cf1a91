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
 * @param agent       the agent's settings (issue 4)
 * @param limits      result byte cap and concurrent queries (issue 6)
 * @param storeUrl    the JDBC URL of a shared PostgreSQL store, or null for the SQLite file at historyPath
 * @since 0.1
 */
public record AskdbConfig(String db, String dbUser, String dbPassword, LlmSettings llm, Duration timeout,
                          int maxRows, int maxRepairs, Path dataDir, Path historyPath, AgentSettings agent,
                          LimitSettings limits, String storeUrl) {

    /** A configuration whose store is the SQLite file at historyPath (no store URL). */
    public AskdbConfig(String db, String dbUser, String dbPassword, LlmSettings llm, Duration timeout,
                       int maxRows, int maxRepairs, Path dataDir, Path historyPath, AgentSettings agent,
                       LimitSettings limits) {
        this(db, dbUser, dbPassword, llm, timeout, maxRows, maxRepairs, dataDir, historyPath, agent, limits, null);
    }

    /**
     * Limits on results and load (issue 6).
     *
     * @param maxResultBytes       most bytes of cell data a result holds, 1,024-1,000,000,000
     * @param maxConcurrentQueries most queries run at once on the database, 1-256
     * @param maxCost              ceiling of the engine's own cost estimate (PostgreSQL, MySQL EXPLAIN), at least 1 (issue 16)
     * @param maxScanRows          most rows a statement may build beyond its largest table, at least 1 (issue 16)
     * @param maxValueBytes        widest text or blob a function in the SQL may build, at least 1 (issue 16)
     * @param catalogMaxOutputChars most characters of one catalog tool result (MCP list_tables,
     *                             describe_table, search_schema), schema resource page or HTTP schema
     *                             page, 2,000-10,000,000 (issue 18)
     */
    public record LimitSettings(long maxResultBytes, int maxConcurrentQueries, long maxCost, long maxScanRows, long maxValueBytes,
                                int catalogMaxOutputChars) {
        /** The catalog pages' default size: 60,000 characters, about 15,000 tokens (Claude Code cuts tool results at 25,000). */
        public static final int DEFAULT_CATALOG_MAX_OUTPUT_CHARS = io.askdb.catalog.TablePage.DEFAULT_MAX_OUTPUT_CHARS;

        public LimitSettings(long maxResultBytes, int maxConcurrentQueries, long maxCost, long maxScanRows, long maxValueBytes) {
            this(maxResultBytes, maxConcurrentQueries, maxCost, maxScanRows, maxValueBytes, DEFAULT_CATALOG_MAX_OUTPUT_CHARS);
        }

        /** The defaults: 10,000,000 bytes, 4 queries, cost 1,000,000, 20,000,000 rows, 100,000 characters (README "Cost bounds"). */
        public static final LimitSettings DEFAULTS = new LimitSettings(10_000_000, 4);

        /** Byte cap and concurrency with the default cost bounds. */
        public LimitSettings(long maxResultBytes, int maxConcurrentQueries) {
            this(maxResultBytes, maxConcurrentQueries, (long) io.askdb.jdbc.EngineCostGuard.DEFAULT_MAX_COST, io.askdb.sql.CostBounds.DEFAULTS.maxScanRows(),
                    io.askdb.sql.CostBounds.DEFAULTS.maxValueBytes());
        }

        /** @return the guard's static cost bounds */
        public io.askdb.sql.CostBounds costBounds() {
            return new io.askdb.sql.CostBounds(maxScanRows, maxValueBytes);
        }
    }

    /**
     * The agent's settings.
     *
     * @param llmRecord      JSONL file every model exchange is appended to, or null
     * @param clarifyBelow   confidence 0-100 under which an ambiguous question gets a clarifying question
     * @param linkMaxTables  the most tables schema linking offers the model, 1-200
     * @param knowledgeDir   the knowledge folder, or null for none (the demo's own for the demo database)
     * @param examplesPath   the verified-examples JSONL file, or null for none
     * @param indexDir       where schema indexes are kept
     * @param modelCritic    true when the model also checks each result
     * @param modelExplainer true when the model writes the explanation
     * @param plannerFastPath true when, with an LLM, the planner answers first when confident
     * @param plannerMinConfidence the planner confidence (0-100) the fast path needs
     * @param semanticPath   the semantic model YAML, or null (the demo's own for the demo database)
     * @param plannerToday   the day relative dates end on for the planner, or null for the system clock's today
     * @param policyPath     the access policy YAML, or null for none
     * @param promptBudget   the most prompt tokens of linked schema the model is shown, 500-200,000
     */
    public record AgentSettings(Path llmRecord, int clarifyBelow, int linkMaxTables, Path knowledgeDir, Path examplesPath,
                                Path indexDir, boolean modelCritic, boolean modelExplainer, boolean plannerFastPath,
                                int plannerMinConfidence, Path semanticPath, java.time.LocalDate plannerToday,
                                Path policyPath, int promptBudget) {
    }

    /**
     * LLM settings.
     *
     * @param provider provider name as configured, lower case, e.g. "openai"
     * @param model    model name; not blank
     * @param baseUrl  base URL, or null for the provider's default
     * @param apiKey   API key, or null (local servers need none); never printed
     * @param timeout  how long to wait for one reply
     * @param maxRetries retries of a failed call, 0-9
     * @param retryDelay the backoff before the first retry
     */
    public record LlmSettings(String provider, String model, String baseUrl, String apiKey, Duration timeout,
                              int maxRetries, Duration retryDelay) {
        /** Settings with the default retries: 2 retries, 500 ms first backoff. */
        public LlmSettings(String provider, String model, String baseUrl, String apiKey, Duration timeout) {
            this(provider, model, baseUrl, apiKey, timeout, 2, Duration.ofMillis(500));
        }

        @Override
        public String toString() {
            return "LlmSettings[provider=" + provider + ", model=" + model + ", baseUrl=" + baseUrl
                    + ", apiKey=" + (apiKey == null ? "unset" : "set") + ", timeout=" + timeout + ", maxRetries=" + maxRetries
                    + ", retryDelay=" + retryDelay + "]";
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
