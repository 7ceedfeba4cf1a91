package io.askdb.app.config;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Turns {@link ConfigSources} into a validated {@link AskdbConfig}, reporting every bad setting
 * at once, each naming the setting, where its value came from and the rule it broke.
 *
 * @since 0.1
 */
public final class ConfigLoader {
    /** The vendors' own API-key variables, consulted after ASKDB_LLM_API_KEY. */
    private static final Map<String, List<String>> VENDOR_KEY_VARS = Map.of(
            "openai", List.of("OPENAI_API_KEY"),
            "anthropic", List.of("ANTHROPIC_API_KEY"),
            "gemini", List.of("GEMINI_API_KEY", "GOOGLE_API_KEY"),
            "ollama", List.of());

    private ConfigLoader() {
    }

    /**
     * @param sources where values come from; not null
     * @return the configuration
     * @throws AskdbException with {@link ErrorCode#CONFIGURATION} listing every problem
     */
    public static AskdbConfig load(ConfigSources sources) {
        List<String> problems = new ArrayList<>();
        unknownKeys(sources, problems);
        unknownEnvironment(sources, problems);
        int timeout = intSetting(sources, Setting.TIMEOUT, 1, 3600, problems);
        int maxRows = intSetting(sources, Setting.MAX_ROWS, 1, 1_000_000, problems);
        int maxRepairs = intSetting(sources, Setting.MAX_REPAIRS, 0, 5, problems);
        int llmTimeout = intSetting(sources, Setting.LLM_TIMEOUT, 1, 600, problems);
        int llmRetries = intSetting(sources, Setting.LLM_MAX_RETRIES, 0, 9, problems);
        int llmRetryDelay = intSetting(sources, Setting.LLM_RETRY_DELAY, 0, 60_000, problems);
        AskdbConfig.LimitSettings limits = new AskdbConfig.LimitSettings(
                intSetting(sources, Setting.MAX_RESULT_BYTES, 1_024, 1_000_000_000, problems),
                intSetting(sources, Setting.MAX_CONCURRENT_QUERIES, 1, 256, problems),
                longSetting(sources, Setting.MAX_COST, problems),
                longSetting(sources, Setting.MAX_SCAN_ROWS, problems),
                longSetting(sources, Setting.MAX_VALUE_BYTES, problems),
                intSetting(sources, Setting.CATALOG_MAX_OUTPUT_CHARS, 2_000, 10_000_000, problems));
        AskdbConfig.LlmSettings llm = llm(sources, llmTimeout, problems);
        if (llm != null) {
            llm = new AskdbConfig.LlmSettings(llm.provider(), llm.model(), llm.baseUrl(), llm.apiKey(), llm.timeout(),
                    llmRetries, Duration.ofMillis(llmRetryDelay));
        }
        Path dataDir = dataDir(sources);
        Path history = historyPath(sources);
        AskdbConfig.AgentSettings agent = new AskdbConfig.AgentSettings(
                sources.value(Setting.LLM_RECORD).map(Path::of).orElse(null),
                intSetting(sources, Setting.CLARIFY_BELOW, 0, 100, problems),
                intSetting(sources, Setting.LINK_MAX_TABLES, 1, 200, problems),
                sources.value(Setting.KNOWLEDGE_DIR).map(Path::of).orElse(null),
                sources.value(Setting.EXAMPLES_PATH).map(Path::of).orElse(null),
                sources.value(Setting.INDEX_DIR).map(Path::of).orElse(dataDir.resolve("index")),
                booleanSetting(sources, Setting.CRITIC_MODEL, problems),
                booleanSetting(sources, Setting.EXPLAIN_MODEL, problems),
                booleanSetting(sources, Setting.PLANNER_FAST_PATH, problems),
                intSetting(sources, Setting.PLANNER_MIN_CONFIDENCE, 0, 100, problems),
                sources.value(Setting.SEMANTIC_PATH).map(Path::of).orElse(null),
                dateSetting(sources, Setting.PLANNER_TODAY, problems),
                sources.value(Setting.POLICY_PATH).map(Path::of).orElse(null),
                intSetting(sources, Setting.PROMPT_BUDGET, 500, 200_000, problems));
        if (!problems.isEmpty()) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Invalid configuration:\n  - " + String.join("\n  - ", problems));
        }
        return new AskdbConfig(sources.value(Setting.DB).orElse(null), sources.value(Setting.DB_USER).orElse(null),
                sources.value(Setting.DB_PASSWORD).orElse(null), llm, Duration.ofSeconds(timeout), maxRows, maxRepairs,
                dataDir, history, agent, limits, sources.value(Setting.STORE_URL).map(String::strip).orElse(null));
    }

    private static java.time.LocalDate dateSetting(ConfigSources sources, Setting setting, List<String> problems) {
        Optional<String> v = sources.value(setting);
        if (v.isEmpty()) return null;
        try {
            return java.time.LocalDate.parse(v.get().strip());
        } catch (java.time.format.DateTimeParseException e) {
            problems.add(setting.key() + " must be a date written YYYY-MM-DD, was '" + v.get() + "'; set " + setting.envVar()
                    + " or " + setting.flag() + " to a day such as 2025-12-31");
            return null;
        }
    }

    private static AskdbConfig.LlmSettings llm(ConfigSources s, int timeout, List<String> problems) {
        Optional<String> provider = s.value(Setting.LLM_PROVIDER).map(p -> p.toLowerCase(Locale.ROOT));
        Optional<String> model = s.value(Setting.LLM_MODEL);
        if (provider.isEmpty()) {
            if (model.isPresent()) {
                problems.add(Setting.LLM_MODEL.key() + " is set but " + Setting.LLM_PROVIDER.key()
                        + " is not; set " + Setting.LLM_PROVIDER.envVar() + " (openai, anthropic, ollama or gemini) or " + Setting.LLM_PROVIDER.flag());
            }
            return null;
        }
        if (model.isEmpty()) {
            problems.add(Setting.LLM_MODEL.key() + " is required when " + Setting.LLM_PROVIDER.key() + " is set; set "
                    + Setting.LLM_MODEL.envVar() + " or " + Setting.LLM_MODEL.flag() + " (e.g. gpt-4o-mini; for the replay provider, the transcript file)");
            return null;
        }
        List<String> vendorVars = VENDOR_KEY_VARS.getOrDefault(provider.get(), List.of());
        String key = s.value(Setting.LLM_API_KEY).or(() -> s.env(vendorVars.toArray(String[]::new))).orElse(null);
        return new AskdbConfig.LlmSettings(provider.get(), model.get(), s.value(Setting.LLM_BASE_URL).orElse(null), key,
                Duration.ofSeconds(timeout));
    }

    /** Environment variables that are not settings: the config file's path, the launcher's JVM options, logback's level (logback.xml), the guard fuzz test's PostgreSQL switch. */
    private static final java.util.Set<String> OTHER_ENV = java.util.Set.of("ASKDB_CONFIG", "ASKDB_JAVA_OPTS", "ASKDB_LOG_LEVEL", "ASKDB_FUZZ_POSTGRES");

    /** Every ASKDB_* environment variable must be a setting: a misspelt one is not silently ignored. */
    private static void unknownEnvironment(ConfigSources s, List<String> problems) {
        java.util.Set<String> known = new java.util.TreeSet<>(OTHER_ENV);
        for (Setting setting : Setting.values()) known.add(setting.envVar());
        for (String name : new java.util.TreeSet<>(s.environment().keySet())) {
            if (!name.startsWith("ASKDB_") || known.contains(name)) continue;
            String near = known.stream().min(java.util.Comparator.comparingInt(k -> distance(k, name))).orElse(null);
            problems.add("unknown environment variable " + name
                    + (near != null && distance(near, name) <= 3 ? "; did you mean " + near + "?" : "; see the README for the settings")
                    + " Unset it or correct its name.");
        }
    }

    /** Every askdb.* key in the config file must be a setting: a misspelt key is not silently ignored. */
    private static void unknownKeys(ConfigSources s, List<String> problems) {
        java.util.Set<String> known = new java.util.TreeSet<>();
        for (Setting setting : Setting.values()) known.add(setting.key());
        for (String key : new java.util.TreeSet<>(s.file().stringPropertyNames())) {
            if (known.contains(key)) continue;
            String near = known.stream().min(java.util.Comparator.comparingInt(k -> distance(k, key))).orElse(null);
            problems.add("unknown key " + key + " in " + s.fileName()
                    + (near != null && distance(near, key) <= 3 ? "; did you mean " + near + "?" : "; see the README for the keys"));
        }
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            int[] cur = new int[b.length() + 1];
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            }
            prev = cur;
        }
        return prev[b.length()];
    }

    private static boolean booleanSetting(ConfigSources s, Setting setting, List<String> problems) {
        String raw = s.value(setting).orElse(setting.defaultValue()).strip().toLowerCase(Locale.ROOT);
        if (raw.equals("true") || raw.equals("false")) return Boolean.parseBoolean(raw);
        problems.add(setting.key() + " must be true or false (" + setting.description() + "), was '" + raw + "'");
        return Boolean.parseBoolean(setting.defaultValue());
    }

    private static long longSetting(ConfigSources s, Setting setting, List<String> problems) {
        String raw = s.value(setting).orElse(setting.defaultValue());
        try {
            long v = Long.parseLong(raw.replace("_", ""));
            if (v < 1) {
                problems.add(setting.key() + " must be at least 1, was " + raw);
                return Long.parseLong(setting.defaultValue());
            }
            return v;
        } catch (NumberFormatException e) {
            problems.add(setting.key() + " must be a whole number (" + setting.description() + "), was '" + raw + "'");
            return Long.parseLong(setting.defaultValue());
        }
    }

    private static int intSetting(ConfigSources s, Setting setting, int min, int max, List<String> problems) {
        String raw = s.value(setting).orElse(setting.defaultValue());
        try {
            int v = Integer.parseInt(raw.replace("_", ""));
            if (v < min || v > max) {
                problems.add(setting.key() + " must be between " + min + " and " + max + ", was " + raw);
                return Integer.parseInt(setting.defaultValue());
            }
            return v;
        } catch (NumberFormatException e) {
            problems.add(setting.key() + " must be a whole number (" + setting.description() + "), was '" + raw + "'");
            return Integer.parseInt(setting.defaultValue());
        }
    }

    /**
     * The history file from the history and data-dir settings alone, so that a question can be
     * recorded even when the rest of the configuration is invalid.
     *
     * @param sources where values come from; not null
     * @return the history SQLite file
     */
    public static Path historyPath(ConfigSources sources) {
        return sources.value(Setting.HISTORY_PATH).map(Path::of).orElse(dataDir(sources).resolve("history.db"));
    }

    private static Path dataDir(ConfigSources sources) {
        return sources.value(Setting.DATA_DIR).map(Path::of).orElseGet(() -> defaultDataDir(sources));
    }

    private static Path defaultDataDir(ConfigSources s) {
        return s.env("XDG_DATA_HOME").map(x -> Path.of(x, "askdb"))
                .orElseGet(() -> Path.of(System.getProperty("user.home"), ".local", "share", "askdb"));
    }
}
