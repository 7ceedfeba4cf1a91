package io.askdb.app.cli;

import io.askdb.app.config.ConfigSources;
import io.askdb.app.config.Setting;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.server.ApiKeys;
import io.askdb.server.ServerSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads {@code askdb serve}'s settings ({@code askdb.server.*}) into {@link ServerSettings},
 * reporting every bad value at once. API keys come from a file (one per line) when the value
 * looks like a path (holds a {@code /} or {@code \\} and no comma, or ends in {@code .txt},
 * {@code .keys} or {@code .conf}; the file must exist; {@code ~/} is expanded) or names an existing file,
 * and are otherwise the value itself, keys separated by commas (so inline keys must not look like
 * paths: make them with {@code openssl rand -hex 32}); either way each key may be followed by
 * caller attributes ({@code KEY customer=2 region=EU}, see {@link ApiKeys}).
 */
final class ServerOptions {
    private ServerOptions() {
    }

    /**
     * @param s        the configuration
     * @param warnings gets one line (without "askdb: ") for a keys file that holds no key on a loopback host
     * @return the settings
     * @throws AskdbException CONFIGURATION listing every bad value
     */
    static ServerSettings read(ConfigSources s, Consumer<String> warnings) {
        List<String> problems = new ArrayList<>();
        int port = number(s, Setting.SERVER_PORT, 0, 65535, problems);
        int rate = number(s, Setting.SERVER_RATE_LIMIT, 0, 100_000, problems);
        int questions = number(s, Setting.SERVER_MAX_CONCURRENT_QUESTIONS, 1, 10_000, problems);
        String host = s.value(Setting.SERVER_HOST).orElse(Setting.SERVER_HOST.defaultValue());
        ApiKeys keys = ApiKeys.NONE;
        String rawKeys = s.value(Setting.SERVER_API_KEYS).orElse(null);
        if (rawKeys != null) {
            try {
                Path file = keysFile(rawKeys.strip());
                if (file == null) {
                    keys = ApiKeys.parse(rawKeys);
                } else if (!Files.isRegularFile(file)) {
                    problems.add(Setting.SERVER_API_KEYS.key() + ": the keys file " + file + " does not exist. Fix the path,"
                            + " or create the file with one key per line (make a key with: openssl rand -hex 32). A value"
                            + " with a / (and no comma) or ending in .txt, .keys or .conf is always a file's path.");
                } else {
                    keys = ApiKeys.read(file);
                    if (keys.isEmpty() && ServerSettings.loopback(host)) {
                        warnings.accept("warning: the keys file " + file + " holds no key, so the server accepts requests"
                                + " without a key (only from this machine, as it listens on " + host + ").");
                    } else if (keys.isEmpty()) {
                        problems.add(Setting.SERVER_API_KEYS.key() + ": the keys file " + file + " holds no key, and askdb"
                                + " serve was asked to listen on " + host + ", which other machines can reach. Add a key to"
                                + " the file, one per line (make one with: openssl rand -hex 32), or bind to 127.0.0.1.");
                    }
                }
            } catch (IllegalArgumentException | IOException e) {
                problems.add(Setting.SERVER_API_KEYS.key() + ": " + (e instanceof IOException ? "cannot read the keys file ("
                        + e.getMessage() + ")" : e.getMessage()));
            }
        }
        List<String> origins = s.value(Setting.SERVER_CORS_ORIGINS)
                .map(v -> Arrays.stream(v.split(",")).map(String::strip).filter(o -> !o.isEmpty()).toList()).orElse(List.of());
        if (!problems.isEmpty()) return fail(problems);
        return new ServerSettings(host, port, keys, origins,
                rate, s.value(Setting.SERVER_SECRET_KEY).orElse(null), ServerSettings.DEFAULT_MAX_BODY_BYTES, questions);
    }

    private static ServerSettings fail(List<String> problems) {
        throw new AskdbException(ErrorCode.CONFIGURATION, "Invalid configuration:\n  - " + String.join("\n  - ", problems));
    }

    /** @return the keys file the value names (~/ expanded), or null when the value is the keys themselves */
    static Path keysFile(String value) {
        // a '/' or '\\' outside a list of keys is a path: a mistyped path must never become the only key
        boolean path = (value.indexOf('/') >= 0 || value.indexOf('\\') >= 0) && value.indexOf(',') < 0
                || value.endsWith(".txt") || value.endsWith(".keys") || value.endsWith(".conf");
        if (value.startsWith("~/")) return Path.of(System.getProperty("user.home"), value.substring(2));
        if (path) return Path.of(value);
        try {
            Path file = Path.of(value);
            return Files.isRegularFile(file) ? file : null;
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    private static int number(ConfigSources s, Setting setting, int min, int max, List<String> problems) {
        String raw = s.value(setting).orElse(setting.defaultValue()).strip();
        try {
            int v = Integer.parseInt(raw);
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException ignored) {
            // reported below with the rule
        }
        problems.add(setting.key() + " must be a whole number from " + min + " to " + max + " (" + setting.description()
                + "), was '" + raw + "'; set " + setting.envVar() + " or " + setting.flag());
        return Integer.parseInt(setting.defaultValue());
    }
}
