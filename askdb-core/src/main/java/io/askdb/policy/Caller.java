package io.askdb.policy;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Who is asking: named attributes (e.g. {@code tenant=42}) that row filters compare tenant columns
 * with, and, when the surface knows one, a stable identity that history records as the entry's
 * asker. Supplied per request by the surface (CLI option, HTTP header, MCP argument), never by the
 * model.
 *
 * @param attributes attribute name to value; names are not blank; not null
 * @param id         who asks, as history records it (since 0.5): a stable name that is not a secret
 *                   and does not reveal one, e.g. askdb serve's {@code key:} and the first 16 hex
 *                   digits of the API key's SHA-256; null when the surface knows no one (the CLI,
 *                   a server without API keys). Questions with an id read only their own asker's
 *                   earlier turns of a conversation; not blank when given, at most
 *                   {@value #MAX_ID_LENGTH} characters
 * @since 0.3
 */
public record Caller(Map<String, String> attributes, String id) {
    /** A caller without attributes or identity: every row-filtered table is refused. */
    public static final Caller ANONYMOUS = new Caller(Map.of());

    /** The longest {@link #id()}. */
    public static final int MAX_ID_LENGTH = 128;

    public Caller {
        Objects.requireNonNull(attributes, "Caller.attributes");
        for (Map.Entry<String, String> e : attributes.entrySet()) {
            if (e.getKey() == null || e.getKey().isBlank()) throw new IllegalArgumentException("Caller.attributes: a name is blank");
            if (e.getValue() == null) throw new IllegalArgumentException("Caller.attributes: '" + e.getKey() + "' has no value");
        }
        attributes = Map.copyOf(new TreeMap<>(attributes));
        if (id != null && (id.isBlank() || id.length() > MAX_ID_LENGTH)) {
            throw new IllegalArgumentException("Caller.id must be null or 1 to " + MAX_ID_LENGTH + " non-blank characters, was '"
                    + id + "'");
        }
    }

    /** A caller with these attributes and no identity, as 0.3 made them. */
    public Caller(Map<String, String> attributes) {
        this(attributes, null);
    }

    /** @return a caller with one attribute */
    public static Caller of(String name, String value) {
        return new Caller(Map.of(name, value));
    }

    /**
     * @param who the identity history records, e.g. "key:3f9a0c12d4e5b6a7"; null for none
     * @return a copy with this identity
     * @since 0.5
     */
    public Caller identified(String who) {
        return new Caller(attributes, who);
    }

    /** @return the attribute's value, or empty */
    public Optional<String> attribute(String name) {
        return Optional.ofNullable(attributes.get(name));
    }
}
