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

/**
 * Reads {@code askdb serve}'s settings ({@code askdb.server.*}) into {@link ServerSettings},
 * reporting every bad value at once. API keys come from a file (one per line) when the value
 * names an existing file, and are otherwise the value itself, keys separated by commas; either
 * way each key may be followed by caller attributes ({@code KEY customer=2 region=EU}, see
 * {@link ApiKeys}).
 */
final class ServerOptions {
    private ServerOptions() {
    }

    static ServerSettings read(ConfigSources s) {
        List<String> problems = new ArrayList<>();
        int port = number(s, Setting.SERVER_PORT, 0, 65535, problems);
        int rate = number(s, Setting.SERVER_RATE_LIMIT, 0, 100_000, problems);
        int questions = number(s, Setting.SERVER_MAX_CONCURRENT_QUESTIONS, 1, 10_000, problems);
        ApiKeys keys = ApiKeys.NONE;
        String rawKeys = s.value(Setting.SERVER_API_KEYS).orElse(null);
        if (rawKeys != null) {
            try {
                Path file = Path.of(rawKeys.strip());
                keys = Files.isRegularFile(file) ? ApiKeys.read(file) : ApiKeys.parse(rawKeys);
            } catch (IllegalArgumentException | IOException e) {
                problems.add(Setting.SERVER_API_KEYS.key() + ": " + (e instanceof IOException ? "cannot read the keys file ("
                        + e.getMessage() + ")" : e.getMessage()));
            }
        }
        List<String> origins = s.value(Setting.SERVER_CORS_ORIGINS)
                .map(v -> Arrays.stream(v.split(",")).map(String::strip).filter(o -> !o.isEmpty()).toList()).orElse(List.of());
        if (!problems.isEmpty()) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Invalid configuration:\n  - " + String.join("\n  - ", problems));
        }
        return new ServerSettings(s.value(Setting.SERVER_HOST).orElse(Setting.SERVER_HOST.defaultValue()), port, keys, origins,
                rate, s.value(Setting.SERVER_SECRET_KEY).orElse(null), ServerSettings.DEFAULT_MAX_BODY_BYTES, questions);
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
