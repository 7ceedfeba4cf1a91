package io.askdb.planner.explain;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;

/** The explainer's sentences, read from {@code templates.properties}, with {name} placeholders. */
final class Templates {
    private final Properties props = new Properties();

    Templates(String resource) {
        try (InputStream in = Templates.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing explainer resource " + resource);
            props.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read explainer resource " + resource, e);
        }
    }

    /** @return the template with each {name} replaced by its value */
    String fill(String key, Map<String, String> values) {
        String t = props.getProperty(key);
        if (t == null) throw new IllegalStateException("missing explainer template '" + key + "'");
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < t.length()) {
            int open = t.indexOf('{', i);
            int close = open < 0 ? -1 : t.indexOf('}', open);
            if (close < 0) {
                out.append(t, i, t.length());
                break;
            }
            out.append(t, i, open);
            String name = t.substring(open + 1, close);
            out.append(values.getOrDefault(name, "{" + name + "}"));
            i = close + 1;
        }
        return out.toString();
    }

    String get(String key) {
        return fill(key, Map.of());
    }
}
