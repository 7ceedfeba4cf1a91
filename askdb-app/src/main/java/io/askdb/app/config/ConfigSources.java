package io.askdb.app.config;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Where setting values come from: flags, the environment and a properties file, resolved with
 * the precedence flag, environment, file, default.
 *
 * @param flags       values given as flags; not null
 * @param environment the process environment; not null
 * @param file        the config file's properties (keys such as {@code askdb.llm.model}); not null
 * @param fileName    the config file's path for messages, or null when there is none
 * @since 0.1
 */
public record ConfigSources(Map<Setting, String> flags, Map<String, String> environment, Properties file, String fileName) {
    public ConfigSources {
        Map<Setting, String> given = new EnumMap<>(Setting.class);
        if (flags != null) flags.forEach((k, v) -> { if (v != null) given.put(k, v); });
        flags = Map.copyOf(given);
        environment = environment == null ? Map.of() : Map.copyOf(environment);
        Properties copy = new Properties();
        if (file != null) copy.putAll(file);
        file = copy;
    }

    /**
     * @param setting a setting
     * @return its value by precedence (flag, environment, file, default), blank values ignored
     */
    public Optional<String> value(Setting setting) {
        return firstNonBlank(flags.get(setting), environment.get(setting.envVar()),
                file.getProperty(setting.key()), setting.defaultValue());
    }

    /** @return the first of the named environment variables that is set and not blank */
    public Optional<String> env(String... names) {
        for (String n : names) {
            String v = environment.get(n);
            if (v != null && !v.isBlank()) return Optional.of(v.strip());
        }
        return Optional.empty();
    }

    private static Optional<String> firstNonBlank(String... values) {
        for (String v : values) {
            if (v != null && !v.isBlank()) return Optional.of(v.strip());
        }
        return Optional.empty();
    }

    /**
     * Reads a properties file.
     *
     * @param path the file; not null
     * @return its properties
     * @throws IOException when it cannot be read
     */
    public static Properties readFile(Path path) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }
}
