package io.askdb.app.config;

import java.util.Locale;

/**
 * Every askdb setting, with its one name. The key in the config file is {@code askdb.<path>},
 * the environment variable is {@code ASKDB_<PATH>} with dots and dashes as underscores, and the
 * flag is {@code --<path>} with dots as dashes: {@code askdb.llm.base-url},
 * {@code ASKDB_LLM_BASE_URL}, {@code --llm-base-url}. Precedence: flag, environment, file,
 * default (shared/design.md).
 *
 * @since 0.1
 */
public enum Setting {
    DB("db", null, "JDBC URL, or a path to a SQLite or DuckDB file; default: the bundled Chinook demo database"),
    DB_USER("db.user", null, "database user name"),
    DB_PASSWORD("db.password", null, "database password (prefer the environment variable to the flag)"),
    LLM_PROVIDER("llm.provider", null, "LLM provider: openai, anthropic, ollama or gemini (or replay, which answers from a recorded transcript named by the model setting); unset means the offline planner"),
    LLM_MODEL("llm.model", null, "model name, e.g. gpt-4o-mini"),
    LLM_BASE_URL("llm.base-url", null, "base URL of the provider's API (any OpenAI-compatible server with provider openai)"),
    LLM_API_KEY("llm.api-key", null, "API key; the vendor's own variable (e.g. OPENAI_API_KEY) also works"),
    LLM_TIMEOUT("llm.timeout", "60", "seconds to wait for one model reply, 1-600"),
    LLM_MAX_RETRIES("llm.max-retries", "2", "retries of a failed model call (timeout, HTTP 429 or 5xx, connection refused or closed), 0-9; exponential backoff with jitter, Retry-After honoured up to 30 s"),
    LLM_RETRY_DELAY("llm.retry-delay", "500", "milliseconds before the first retry of a model call, 0-60000; doubles each retry, at most 8 s or this value if larger"),
    MAX_RESULT_BYTES("max-result-bytes", "10000000", "byte cap: the most bytes of cell data a result holds, 1024-1000000000; rows past it are cut and the answer marked truncated"),
    MAX_COST("max-cost", "1000000", "the most the engine's own cost estimate may be before a statement runs (PostgreSQL EXPLAIN total cost, MySQL query_cost)"),
    MAX_SCAN_ROWS("max-scan-rows", "20000000", "the most rows a statement may build beyond its largest table: cross joins, series, recursive CTEs, DuckDB's estimate"),
    MAX_VALUE_BYTES("max-value-bytes", "100000", "the widest text or blob a function in the SQL may build (printf widths, repeat, lpad, ...)"),
    MAX_CONCURRENT_QUERIES("max-concurrent-queries", "4", "the most queries askdb runs at once on the database, 1-256; one more waits up to the statement timeout, then fails as busy"),
    CATALOG_MAX_OUTPUT_CHARS("catalog.max-output-chars", String.valueOf(io.askdb.catalog.TablePage.DEFAULT_MAX_OUTPUT_CHARS), "the most characters of one result of the MCP catalog tools (list_tables, describe_table, search_schema), of one page of the schema resource and of one page of GET /api/datasources/{id}/schema, 2000-10000000; a longer list is paged, with the total and the cursor of the next page (60000 is about 15,000 tokens: Claude Code refuses tool results over 25,000)"),
    TIMEOUT("timeout", "10", "statement timeout in seconds, 1-3600"),
    MAX_ROWS("max-rows", "1000", "row cap: the most rows a result holds, 1-1000000"),
    LLM_RECORD("llm.record", null, "append every model exchange to this JSONL file; replay it with --llm-provider replay --llm-model FILE"),
    MAX_REPAIRS("max-repairs", "3", "how many times a failed SQL attempt is sent back for repair, 0-5"),
    CLARIFY_BELOW("clarify-below", "50", "confidence 0-100 under which an ambiguous question gets a clarifying question instead of an answer; 0 never asks"),
    LINK_MAX_TABLES("link.max-tables", "200", "the most tables schema linking offers the model, 1-200; the prompt shows those that fit askdb.prompt.budget"),
    PROMPT_BUDGET("prompt.budget", "8000", "the most prompt tokens (o200k_base) of linked schema the model is shown, 500-200000; tables past it are left out"),
    KNOWLEDGE_DIR("knowledge.dir", null, "folder of Markdown business definitions for this database; default: the demo's own for the demo database"),
    SEMANTIC_PATH("semantic.path", null, "the semantic model (YAML) of this database: entities, metrics, relationships; default: the demo's own for the demo database"),
    EXAMPLES_PATH("examples.path", null, "JSONL file of verified question and SQL examples for this database"),
    INDEX_DIR("index.dir", null, "where schema indexes are kept; default: <data dir>/index"),
    CRITIC_MODEL("critic.model", "false", "true: the model also checks each result against the question (one more model call)"),
    PLANNER_FAST_PATH("planner.fast-path", "false", "true: with an LLM, the offline planner answers first when it is confident, with no model call"),
    PLANNER_MIN_CONFIDENCE("planner.min-confidence", "85", "the planner's confidence (0-100) at or above which the fast path takes its SQL"),
    PLANNER_TODAY("planner.today", null, "the day (YYYY-MM-DD) that relative dates such as 'the last 90 days' or 'this year' end on; default: today"),
    POLICY_PATH("policy.path", null, "the access policy (YAML) of this database: hidden tables and columns, masked columns, row filters; default: none (engine metadata is always hidden)"),
    EXPLAIN_MODEL("explain.model", "false", "true: the model writes the explanation from the rows (one more model call); default: templates"),
    SERVER_HOST("server.host", "127.0.0.1", "askdb serve: the address to listen on; a non-loopback address needs API keys"),
    SERVER_PORT("server.port", "8080", "askdb serve: the TCP port, 0-65535 (0 picks a free one)"),
    SERVER_API_KEYS("server.api-keys", null, "askdb serve: a file of API keys, one per line, or the keys separated by commas (each at least 20 random characters)"),
    SERVER_SECRET_KEY("server.secret-key", null, "askdb serve: the key (16+ characters) that encrypts passwords of datasources registered through the API"),
    SERVER_CORS_ORIGINS("server.cors-origins", null, "askdb serve: origins allowed to call the API from a browser, separated by commas"),
    SERVER_RATE_LIMIT("server.rate-limit", "120", "askdb serve: requests per minute per API key, 0-100000 (0 turns the limit off)"),
    SERVER_MAX_CONCURRENT_QUESTIONS("server.max-concurrent-questions", "64", "askdb serve: questions answered at once, 1-10000; the others wait their turn, at most 30 s"),
    OTEL_ENDPOINT("otel.endpoint", null, "askdb serve: OTLP http/protobuf base URL for traces, e.g. http://localhost:4318 (Jaeger, Tempo, Langfuse, Phoenix); unset: nothing is exported"),
    OTEL_CAPTURE_QUESTION("otel.capture-question", "false", "askdb serve: true puts the question's text on its trace span (askdb.question.text)"),
    LOG_FORMAT("log.format", "text", "askdb serve: log format on stderr, text or json (JSON lines with trace_id and span_id)"),
    HISTORY_PATH("history.path", null, "the history SQLite file; default: <data dir>/history.db"),
    STORE_URL("store.url", null, "JDBC URL of a PostgreSQL database holding history, traces, feedback, examples and registered datasources, shared by server replicas; default: the SQLite file of askdb.history.path"),
    DATA_DIR("data-dir", null, "askdb's data directory; default: $XDG_DATA_HOME/askdb or ~/.local/share/askdb");

    private final String path;
    private final String defaultValue;
    private final String description;

    Setting(String path, String defaultValue, String description) {
        this.path = path;
        this.defaultValue = defaultValue;
        this.description = description;
    }

    /** @return the config-file key, e.g. {@code askdb.llm.model} */
    public String key() {
        return "askdb." + path;
    }

    /** @return the environment variable, e.g. {@code ASKDB_LLM_MODEL} */
    public String envVar() {
        return "ASKDB_" + path.replace('.', '_').replace('-', '_').toUpperCase(Locale.ROOT);
    }

    /** @return the flag, e.g. {@code --llm-model} */
    public String flag() {
        return "--" + path.replace('.', '-');
    }

    /** @return the default value, or null when the setting has none */
    public String defaultValue() {
        return defaultValue;
    }

    /** @return one line for help text */
    public String description() {
        return description;
    }
}
