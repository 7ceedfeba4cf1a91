package io.askdb.catalog;

import java.util.Objects;

/**
 * A table's identity: its schema (null where the engine has none, as in a single SQLite file)
 * and its name, both exactly as catalogued. Two tables of one name in two schemas are two ids.
 *
 * @param schema the schema (namespace), or null when the database has only one
 * @param name   the table name as catalogued; not empty
 * @since 0.1
 */
public record TableId(String schema, String name) implements Comparable<TableId> {
    public TableId {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("TableId.name must not be empty");
        }
        if (schema != null && schema.isEmpty()) {
            schema = null;
        }
    }

    /** @return {@code schema.name}, or the name alone, unquoted, for messages and display */
    public String displayName() {
        return schema == null ? name : schema + "." + name;
    }

    @Override
    public int compareTo(TableId o) {
        int c = Objects.compare(schema, o.schema, java.util.Comparator.nullsFirst(String::compareTo));
        return c != 0 ? c : name.compareTo(o.name);
    }

    @Override
    public String toString() {
        return displayName();
    }
}
