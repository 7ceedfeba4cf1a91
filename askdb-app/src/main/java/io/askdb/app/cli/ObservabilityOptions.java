package io.askdb.app.cli;

import io.askdb.app.config.AskdbConfig;
import io.askdb.app.config.ConfigSources;
import io.askdb.app.config.Setting;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.server.ServerSettings;
import io.askdb.server.otel.TelemetrySettings;
import java.net.URI;
import java.util.Locale;
import java.util.function.Function;

/**
 * Reads {@code askdb serve}'s observability settings ({@code askdb.otel.*}, {@code askdb.log.format})
 * into {@link TelemetrySettings}, naming the setting, the rule and the bad value.
 */
final class ObservabilityOptions {
    private ObservabilityOptions() {
    }

    static TelemetrySettings read(ConfigSources s, ServerSettings server, AskdbConfig.LlmSettings llm,
                                  Function<String, String> dbSystem) {
        URI endpoint = s.value(Setting.OTEL_ENDPOINT).map(String::strip).filter(v -> !v.isEmpty()).map(ObservabilityOptions::url).orElse(null);
        String capture = s.value(Setting.OTEL_CAPTURE_QUESTION).orElse(Setting.OTEL_CAPTURE_QUESTION.defaultValue()).strip();
        if (!capture.equalsIgnoreCase("true") && !capture.equalsIgnoreCase("false")) {
            throw bad(Setting.OTEL_CAPTURE_QUESTION, "must be true or false", capture);
        }
        TelemetrySettings.Model model = llm == null ? null : TelemetrySettings.Model.of(llm.provider(), llm.model());
        return new TelemetrySettings(endpoint, capture.equalsIgnoreCase("true"), model, server.apiKeys(), dbSystem);
    }

    /** @return true for {@code askdb.log.format=json}, false for text @throws AskdbException for any other value */
    static boolean jsonLogs(ConfigSources s) {
        String format = s.value(Setting.LOG_FORMAT).orElse(Setting.LOG_FORMAT.defaultValue()).strip().toLowerCase(Locale.ROOT);
        if (!format.equals("json") && !format.equals("text")) throw bad(Setting.LOG_FORMAT, "must be text or json", format);
        return format.equals("json");
    }

    private static URI url(String raw) {
        try {
            URI uri = URI.create(raw);
            if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) return uri;
        } catch (IllegalArgumentException ignored) {
            // reported below with the rule
        }
        throw bad(Setting.OTEL_ENDPOINT, "must be an http or https URL such as http://localhost:4318", raw);
    }

    private static AskdbException bad(Setting setting, String rule, String value) {
        return new AskdbException(ErrorCode.CONFIGURATION, "Invalid configuration:\n  - " + setting.key() + " " + rule + " ("
                + setting.description() + "), was '" + value + "'; set " + setting.envVar() + " or " + setting.flag());
    }
}
