package io.askdb.catalog;

import java.util.Locale;
import java.util.Objects;

/**
 * A view (or other relation) the catalog reader left out because the engine could not give its
 * columns or bind it: e.g. a SQLite view with an ambiguous column, or a DuckDB or SQLite view over
 * a table dropped after the view was made. Such a relation cannot be queried, so it is not a
 * {@link Table} of the {@link Catalog}; it is kept here so askdb can say once why it is missing.
 *
 * @param id     schema and name; not null
 * @param kind   what the engine's catalog lists it as; not null
 * @param reason the engine's message, one line, without a stack trace; not blank
 * @since 0.7
 */
public record OmittedRelation(TableId id, Table.Kind kind, String reason) {
    public OmittedRelation {
        Objects.requireNonNull(id, "OmittedRelation.id");
        Objects.requireNonNull(kind, "OmittedRelation.kind");
        if (reason == null || reason.isBlank()) throw new IllegalArgumentException("OmittedRelation.reason must not be blank");
        reason = reason.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    /** @return e.g. {@code view v_orders (ambiguous column name: id)}, for warnings and notes */
    public String describe() {
        return kind.name().toLowerCase(Locale.ROOT).replace('_', ' ') + " " + id.displayName() + " (" + reason + ")";
    }
}
