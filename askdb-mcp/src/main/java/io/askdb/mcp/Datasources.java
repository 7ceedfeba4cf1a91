package io.askdb.mcp;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The server's datasources by name; the first is the default when a call names none. */
final class Datasources {
    private final Map<String, McpDatasource> byName = new LinkedHashMap<>();

    Datasources(List<McpDatasource> datasources) {
        if (datasources == null || datasources.isEmpty()) {
            throw new IllegalArgumentException("datasources must name at least one datasource");
        }
        for (McpDatasource d : datasources) {
            if (byName.put(d.name(), d) != null) {
                throw new IllegalArgumentException("datasources: the name '" + d.name() + "' is used twice");
            }
        }
    }

    /**
     * @param name a datasource name from a tool call, or null for the default
     * @return the datasource
     * @throws ToolFailure naming the known datasources when the name is unknown
     */
    McpDatasource pick(String name) {
        if (name == null) return byName.values().iterator().next();
        McpDatasource d = byName.get(name);
        if (d == null) {
            throw new ToolFailure("There is no datasource '" + name + "'. Use one of " + names()
                    + ", or leave 'datasource' out for " + names().get(0) + ".");
        }
        return d;
    }

    List<String> names() {
        return List.copyOf(byName.keySet());
    }

    List<McpDatasource> all() {
        return List.copyOf(byName.values());
    }
}
