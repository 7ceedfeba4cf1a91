package io.askdb.mcp;

import io.askdb.policy.Caller;
import java.util.Map;

/**
 * The arguments of one tool call, read with messages the calling model can act on. The SDK has
 * already checked them against the tool's input schema; these checks name the argument when a
 * value is present but unusable (blank text, a number out of range). It also carries who the call
 * asks for, which never comes from the arguments themselves.
 */
final class Arguments {
    private final String tool;
    private final Map<String, Object> values;
    private final Caller requestCaller;

    Arguments(String tool, Map<String, Object> values) {
        this(tool, values, null);
    }

    /**
     * @param requestCaller the caller the transport gave for this request (an API key's), or null
     *                      to ask as the datasource's caller
     */
    Arguments(String tool, Map<String, Object> values, Caller requestCaller) {
        this.tool = tool;
        this.values = values == null ? Map.of() : values;
        this.requestCaller = requestCaller;
    }

    /** @return the tool's name, for messages */
    String tool() {
        return tool;
    }

    /** @return who this call asks for: the request's caller when the transport gave one, else the datasource's */
    Caller caller(McpDatasource ds) {
        return requestCaller != null ? requestCaller : ds.caller();
    }

    /** @return the non-blank text of a required argument, stripped */
    String text(String name) {
        String v = optionalText(name);
        if (v == null) {
            throw new ToolFailure(tool + ": the argument '" + name + "' is required and must be non-empty text.");
        }
        return v;
    }

    /** @return the stripped text of an optional argument, or null when absent or blank */
    String optionalText(String name) {
        Object v = values.get(name);
        if (v == null) return null;
        if (!(v instanceof String s)) {
            throw new ToolFailure(tool + ": the argument '" + name + "' must be text, was " + v + ".");
        }
        return s.isBlank() ? null : s.strip();
    }

    /** @return the non-blank texts of an optional list-of-text argument, stripped, or an empty list when absent */
    java.util.List<String> texts(String name) {
        Object v = values.get(name);
        if (v == null) return java.util.List.of();
        if (!(v instanceof java.util.List<?> list) || !list.stream().allMatch(e -> e instanceof String)) {
            throw new ToolFailure(tool + ": the argument '" + name + "' must be a list of text, was " + v + ".");
        }
        return list.stream().map(e -> ((String) e).strip()).filter(e -> !e.isEmpty()).toList();
    }

    /** @return an optional whole number between min and max, or the default when absent */
    int integer(String name, int min, int max, int defaultValue) {
        Object v = values.get(name);
        if (v == null) return defaultValue;
        if (!(v instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())
                || n.doubleValue() < min || n.doubleValue() > max) {
            throw new ToolFailure(tool + ": the argument '" + name + "' must be a whole number from " + min + " to " + max
                    + ", was " + v + ".");
        }
        return n.intValue();
    }
}
