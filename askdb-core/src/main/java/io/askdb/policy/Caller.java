package io.askdb.policy;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Who is asking: named attributes (e.g. {@code tenant=42}) that row filters compare tenant columns
 * with. Supplied per request by the surface (CLI option, HTTP header, MCP argument), never by the
 * model.
 *
 * @param attributes attribute name to value; names are not blank; not null
 * @since 0.3
 */
public record Caller(Map<String, String> attributes) {
    /** A caller without attributes: every row-filtered table is refused. */
    public static final Caller ANONYMOUS = new Caller(Map.of());

    public Caller {
        Objects.requireNonNull(attributes, "Caller.attributes");
        for (Map.Entry<String, String> e : attributes.entrySet()) {
            if (e.getKey() == null || e.getKey().isBlank()) throw new IllegalArgumentException("Caller.attributes: a name is blank");
            if (e.getValue() == null) throw new IllegalArgumentException("Caller.attributes: '" + e.getKey() + "' has no value");
        }
        attributes = Map.copyOf(new TreeMap<>(attributes));
    }

    /** @return a caller with one attribute */
    public static Caller of(String name, String value) {
        return new Caller(Map.of(name, value));
    }

    /** @return the attribute's value, or empty */
    public Optional<String> attribute(String name) {
        return Optional.ofNullable(attributes.get(name));
    }
}
