package io.askdb.app.cli;

import io.askdb.app.config.Setting;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.util.EnumMap;
import java.util.Map;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * Options every command takes. Each setting's flag is {@link Setting#flag()}; the environment
 * variable and config key are named in the help text.
 */
final class GlobalOptions {
    @Option(names = "--db", paramLabel = "URL|FILE", scope = ScopeType.INHERIT,
            description = "JDBC URL, or a path to a SQLite or DuckDB file (env ASKDB_DB). Default: the bundled Chinook demo database.")
    String db;

    @Option(names = "--db-user", paramLabel = "NAME", scope = ScopeType.INHERIT, description = "Database user (env ASKDB_DB_USER).")
    String dbUser;

    @Option(names = "--db-password", paramLabel = "SECRET", scope = ScopeType.INHERIT,
            description = "Database password (env ASKDB_DB_PASSWORD, preferred over the flag).")
    String dbPassword;

    @Option(names = "--llm-provider", paramLabel = "NAME", scope = ScopeType.INHERIT,
            description = "openai, anthropic, ollama or gemini; replay answers from a transcript given as --llm-model (env ASKDB_LLM_PROVIDER). Unset: the offline planner.")
    String llmProvider;

    @Option(names = "--llm-model", paramLabel = "NAME", scope = ScopeType.INHERIT, description = "Model name (env ASKDB_LLM_MODEL).")
    String llmModel;

    @Option(names = "--llm-base-url", paramLabel = "URL", scope = ScopeType.INHERIT,
            description = "API base URL, e.g. an OpenAI-compatible server (env ASKDB_LLM_BASE_URL).")
    String llmBaseUrl;

    @Option(names = "--llm-api-key", paramLabel = "KEY", scope = ScopeType.INHERIT,
            description = "API key (env ASKDB_LLM_API_KEY or the vendor's own, e.g. OPENAI_API_KEY).")
    String llmApiKey;

    @Option(names = "--llm-timeout", paramLabel = "SECONDS", scope = ScopeType.INHERIT,
            description = "Seconds to wait for one model reply (env ASKDB_LLM_TIMEOUT, default 60).")
    String llmTimeout;

    @Option(names = "--llm-max-retries", paramLabel = "N", scope = ScopeType.INHERIT,
            description = "Retries of a failed model call: timeout, 429, 5xx, connection (env ASKDB_LLM_MAX_RETRIES, default 2; Retry-After honoured up to 30 s).")
    String llmMaxRetries;

    @Option(names = "--llm-retry-delay", paramLabel = "MS", scope = ScopeType.INHERIT,
            description = "Milliseconds before the first retry of a model call, doubling each time (env ASKDB_LLM_RETRY_DELAY, default 500).")
    String llmRetryDelay;

    @Option(names = "--max-result-bytes", paramLabel = "BYTES", scope = ScopeType.INHERIT,
            description = "Byte cap on a result's cells; past it rows are cut and the answer marked truncated (env ASKDB_MAX_RESULT_BYTES, default 10000000).")
    String maxResultBytes;

    @Option(names = "--max-concurrent-queries", paramLabel = "N", scope = ScopeType.INHERIT,
            description = "Most queries run at once on the database; one more waits up to the timeout, then fails as busy (env ASKDB_MAX_CONCURRENT_QUERIES, default 4).")
    String maxConcurrentQueries;

    @Option(names = "--max-cost", paramLabel = "COST", scope = ScopeType.INHERIT,
            description = "Most the engine's cost estimate may be before a statement runs (PostgreSQL, MySQL EXPLAIN; env ASKDB_MAX_COST, default 1000000).")
    String maxCost;

    @Option(names = "--max-scan-rows", paramLabel = "ROWS", scope = ScopeType.INHERIT,
            description = "Most rows a statement may build beyond its largest table: cross joins, series, recursive CTEs (env ASKDB_MAX_SCAN_ROWS, default 20000000).")
    String maxScanRows;

    @Option(names = "--max-value-bytes", paramLabel = "BYTES", scope = ScopeType.INHERIT,
            description = "Widest text or blob a function in the SQL may build (env ASKDB_MAX_VALUE_BYTES, default 100000).")
    String maxValueBytes;

    @Option(names = "--timeout", paramLabel = "SECONDS", scope = ScopeType.INHERIT,
            description = "Statement timeout (env ASKDB_TIMEOUT, default 10).")
    String timeout;

    @Option(names = "--max-rows", paramLabel = "N", scope = ScopeType.INHERIT,
            description = "Row cap (env ASKDB_MAX_ROWS, default 1000).")
    String maxRows;

    @Option(names = "--max-repairs", paramLabel = "N", scope = ScopeType.INHERIT,
            description = "Repairs of a failed SQL attempt (env ASKDB_MAX_REPAIRS, default 3).")
    String maxRepairs;

    @Option(names = "--llm-record", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "Append every model exchange to this JSONL file; replay it with --llm-provider replay --llm-model FILE (env ASKDB_LLM_RECORD).")
    String llmRecord;

    @Option(names = "--clarify-below", paramLabel = "0-100", scope = ScopeType.INHERIT,
            description = "Confidence under which an ambiguous question gets a clarifying question (env ASKDB_CLARIFY_BELOW, default 50; 0 never asks).")
    String clarifyBelow;

    @Option(names = "--catalog-max-output-chars", paramLabel = "N", scope = ScopeType.INHERIT,
            description = "Most characters of one MCP catalog tool result or schema page; longer lists are paged (env ASKDB_CATALOG_MAX_OUTPUT_CHARS, default 60000).")
    String catalogMaxOutputChars;

    @Option(names = "--link-max-tables", paramLabel = "N", scope = ScopeType.INHERIT,
            description = "Most tables schema linking offers the model; the prompt shows those that fit --prompt-budget (env ASKDB_LINK_MAX_TABLES, default 200).")
    String linkMaxTables;

    @Option(names = "--prompt-budget", paramLabel = "TOKENS", scope = ScopeType.INHERIT,
            description = "Most prompt tokens of linked schema the model is shown; eval reports prompt recall at it (env ASKDB_PROMPT_BUDGET, default 8000).")
    String promptBudget;

    @Option(names = "--knowledge-dir", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "Folder of Markdown business definitions for this database (env ASKDB_KNOWLEDGE_DIR).")
    String knowledgeDir;

    @Option(names = "--semantic-path", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "The semantic model (YAML) of this database: entities, metrics, relationships (env ASKDB_SEMANTIC_PATH; askdb model init writes one).")
    String semanticPath;

    @Option(names = "--policy-path", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "The access policy (YAML) of this database: hidden tables and columns, masked columns, row filters (env ASKDB_POLICY_PATH).")
    String policyPath;

    @Option(names = "--caller", paramLabel = "NAME=VALUE", scope = ScopeType.INHERIT,
            description = "An attribute of who is asking, for the access policy's row filters, e.g. --caller tenant=42 (repeatable).")
    Map<String, String> caller;

    @Option(names = "--examples-path", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "JSONL file of verified question and SQL examples (env ASKDB_EXAMPLES_PATH).")
    String examplesPath;

    @Option(names = "--index-dir", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "Where schema indexes are kept (env ASKDB_INDEX_DIR, default <data dir>/index).")
    String indexDir;

    @Option(names = "--critic-model", paramLabel = "true|false", scope = ScopeType.INHERIT,
            description = "The model also checks each result against the question (env ASKDB_CRITIC_MODEL, default false).")
    String criticModel;

    @Option(names = "--planner-fast-path", paramLabel = "true|false", scope = ScopeType.INHERIT,
            description = "With an LLM, the offline planner answers first when it is confident (env ASKDB_PLANNER_FAST_PATH, default false).")
    String plannerFastPath;

    @Option(names = "--planner-min-confidence", paramLabel = "0-100", scope = ScopeType.INHERIT,
            description = "Planner confidence the fast path needs (env ASKDB_PLANNER_MIN_CONFIDENCE, default 85).")
    String plannerMinConfidence;

    @Option(names = "--planner-today", paramLabel = "YYYY-MM-DD", scope = ScopeType.INHERIT,
            description = "The day relative dates such as 'the last 90 days' end on (env ASKDB_PLANNER_TODAY, default: today).")
    String plannerToday;

    @Option(names = "--explain-model", paramLabel = "true|false", scope = ScopeType.INHERIT,
            description = "The model writes the explanation from the rows (env ASKDB_EXPLAIN_MODEL, default false: templates).")
    String explainModel;

    @Option(names = "--history-path", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "History SQLite file (env ASKDB_HISTORY_PATH).")
    String historyPath;

    @Option(names = "--store-url", paramLabel = "JDBC_URL", scope = ScopeType.INHERIT,
            description = "A PostgreSQL store shared by server replicas: history, traces, feedback, examples, datasources"
                    + " (env ASKDB_STORE_URL; default: the SQLite file of --history-path).")
    String storeUrl;

    @Option(names = "--data-dir", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "askdb's data directory (env ASKDB_DATA_DIR).")
    String dataDir;

    @Option(names = "--config", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "Properties file with askdb.* keys (env ASKDB_CONFIG; default ~/.config/askdb/askdb.properties if present).")
    String config;

    @Option(names = "--json", scope = ScopeType.INHERIT, description = "Print JSON on stdout.")
    boolean json;

    @Option(names = "--debug", scope = ScopeType.INHERIT, description = "Show stack traces of faults on stderr.")
    boolean debug;

    @Option(names = "--verbose", scope = ScopeType.INHERIT,
            description = "Also show on stderr the steps the question went through (time, model time, tokens, outcome) and every SQL attempt with its error.")
    boolean verbose;

    /** @return the settings given as flags */
    Map<Setting, String> flags() {
        Map<Setting, String> m = new EnumMap<>(Setting.class);
        put(m, Setting.DB, db);
        put(m, Setting.DB_USER, dbUser);
        put(m, Setting.DB_PASSWORD, dbPassword);
        put(m, Setting.LLM_PROVIDER, llmProvider);
        put(m, Setting.LLM_MODEL, llmModel);
        put(m, Setting.LLM_BASE_URL, llmBaseUrl);
        put(m, Setting.LLM_API_KEY, llmApiKey);
        put(m, Setting.LLM_TIMEOUT, llmTimeout);
        put(m, Setting.LLM_MAX_RETRIES, llmMaxRetries);
        put(m, Setting.LLM_RETRY_DELAY, llmRetryDelay);
        put(m, Setting.MAX_RESULT_BYTES, maxResultBytes);
        put(m, Setting.MAX_CONCURRENT_QUERIES, maxConcurrentQueries);
        put(m, Setting.MAX_COST, maxCost);
        put(m, Setting.MAX_SCAN_ROWS, maxScanRows);
        put(m, Setting.MAX_VALUE_BYTES, maxValueBytes);
        put(m, Setting.TIMEOUT, timeout);
        put(m, Setting.MAX_ROWS, maxRows);
        put(m, Setting.MAX_REPAIRS, maxRepairs);
        put(m, Setting.LLM_RECORD, llmRecord);
        put(m, Setting.CLARIFY_BELOW, clarifyBelow);
        put(m, Setting.LINK_MAX_TABLES, linkMaxTables);
        put(m, Setting.CATALOG_MAX_OUTPUT_CHARS, catalogMaxOutputChars);
        put(m, Setting.PROMPT_BUDGET, promptBudget);
        put(m, Setting.KNOWLEDGE_DIR, knowledgeDir);
        put(m, Setting.EXAMPLES_PATH, examplesPath);
        put(m, Setting.SEMANTIC_PATH, semanticPath);
        put(m, Setting.POLICY_PATH, policyPath);
        put(m, Setting.INDEX_DIR, indexDir);
        put(m, Setting.CRITIC_MODEL, criticModel);
        put(m, Setting.EXPLAIN_MODEL, explainModel);
        put(m, Setting.PLANNER_FAST_PATH, plannerFastPath);
        put(m, Setting.PLANNER_MIN_CONFIDENCE, plannerMinConfidence);
        put(m, Setting.PLANNER_TODAY, plannerToday);
        put(m, Setting.HISTORY_PATH, historyPath);
        put(m, Setting.STORE_URL, storeUrl);
        put(m, Setting.DATA_DIR, dataDir);
        return m;
    }

    /**
     * @return who is asking, from {@code --caller}; anonymous when not given
     * @throws AskdbException BAD_INPUT when an attribute has no name or an empty value ({@code --caller tenant=}, as an
     *         unset shell variable leaves it): a row filter would compare with '' and the rows would silently be none
     */
    io.askdb.policy.Caller caller() {
        if (caller == null || caller.isEmpty()) return io.askdb.policy.Caller.ANONYMOUS;
        for (Map.Entry<String, String> e : caller.entrySet()) {
            String given = "--caller '" + e.getKey() + "=" + e.getValue() + "'";
            if (e.getKey().isBlank()) {
                throw new AskdbException(ErrorCode.BAD_INPUT, given + " has no attribute name: give NAME=VALUE, e.g. --caller tenant=42.");
            }
            if (e.getValue() == null || e.getValue().isBlank()) {
                throw new AskdbException(ErrorCode.BAD_INPUT, given + " has no value: give NAME=VALUE, e.g. --caller " + e.getKey().strip()
                        + "=42 (an unset shell variable leaves the value empty).");
            }
        }
        return new io.askdb.policy.Caller(caller);
    }

    private static void put(Map<Setting, String> m, Setting s, String v) {
        if (v != null) m.put(s, v);
    }
}
