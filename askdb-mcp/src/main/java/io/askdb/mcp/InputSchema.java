package io.askdb.mcp;

import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a tool's JSON input schema (an object of named properties, no others allowed), with
 * the optional {@code datasource} property every askdb tool takes.
 */
final class InputSchema {
    private final Map<String, Object> properties = new LinkedHashMap<>();
    private final List<String> required = new ArrayList<>();

    InputSchema text(String name, String description, boolean mandatory) {
        return property(name, Map.of("type", "string", "description", description), mandatory);
    }

    InputSchema texts(String name, String description, int maxItems) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("type", "array");
        p.put("items", Map.of("type", "string"));
        p.put("maxItems", maxItems);
        p.put("description", description);
        return property(name, p, false);
    }

    InputSchema integer(String name, String description, int min, int max, int defaultValue) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("type", "integer");
        p.put("description", description);
        p.put("minimum", min);
        p.put("maximum", max);
        p.put("default", defaultValue);
        return property(name, p, false);
    }

    /** Adds the optional {@code datasource} property, listing the known names. */
    InputSchema datasource(List<String> names) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("type", "string");
        p.put("enum", names);
        p.put("description", "Which database to use; leave it out for '" + names.get(0) + "'.");
        return property("datasource", p, false);
    }

    McpSchema.JsonSchema build() {
        return new McpSchema.JsonSchema("object", Map.copyOf(properties), List.copyOf(required), false, null, null);
    }

    private InputSchema property(String name, Map<String, Object> schema, boolean mandatory) {
        properties.put(name, schema);
        if (mandatory) required.add(name);
        return this;
    }
}
