package io.askdb.semantic;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The line on which each value of a YAML document starts, by YAML path ({@code metrics[2].expression}),
 * so that problems found after parsing can still name their line.
 */
final class YamlLines {
    static final YamlLines NONE = new YamlLines(Map.of());

    private final Map<String, Integer> lines;

    private YamlLines(Map<String, Integer> lines) {
        this.lines = lines;
    }

    /**
     * @param yaml a document that has already parsed without error
     * @return the lines of its values; {@link #NONE} if the document cannot be scanned
     */
    static YamlLines of(String yaml, YAMLFactory factory) {
        Map<String, Integer> lines = new HashMap<>();
        try (JsonParser parser = factory.createParser(yaml)) {
            for (JsonToken t = parser.nextToken(); t != null; t = parser.nextToken()) {
                if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) continue;
                JsonStreamContext context = parser.getParsingContext();
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) context = context.getParent();
                lines.putIfAbsent(path(context), parser.currentTokenLocation().getLineNr());
            }
        } catch (IOException e) {
            return NONE;
        }
        return new YamlLines(Map.copyOf(lines));
    }

    /** @return the 1-based line of the value at this path, or of its nearest enclosing value; 0 when unknown */
    int line(String path) {
        for (String p = path; !p.isEmpty(); p = parent(p)) {
            Integer line = lines.get(p);
            if (line != null) return line;
        }
        return 0;
    }

    private static String parent(String path) {
        int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
        return cut <= 0 ? "" : path.substring(0, cut);
    }

    private static String path(JsonStreamContext context) {
        if (context == null || context.inRoot()) return "";
        String parent = path(context.getParent());
        if (context.inArray()) return parent + "[" + Math.max(context.getCurrentIndex(), 0) + "]";
        String name = context.getCurrentName();
        if (name == null) return parent;
        return parent.isEmpty() ? name : parent + "." + name;
    }
}
