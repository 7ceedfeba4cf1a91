package io.askdb.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One table, view or materialized view as catalogued.
 *
 * @param id          schema and name; not null
 * @param kind        table, view or materialized view; not null
 * @param comment     the table comment, or null
 * @param columns     columns in ordinal order; not null
 * @param primaryKey  primary-key column names in key order; empty when none
 * @param foreignKeys foreign keys of this table; not null
 * @param rowEstimate the engine's row-count estimate, or -1 when unknown
 * @param definition  a view's or materialized view's defining SQL as the engine's catalog keeps
 *                    it (a query, or the whole {@code CREATE VIEW} statement where the engine keeps
 *                    that: SQLite, DuckDB), or null for a table, or when it could not be read; the
 *                    access policy follows it to the view's base columns (lineage)
 * @since 0.1
 */
public record Table(TableId id, Kind kind, String comment, List<Column> columns, List<String> primaryKey,
                    List<ForeignKey> foreignKeys, long rowEstimate, String definition) {

    /** What sort of relation this is. */
    public enum Kind { TABLE, VIEW, MATERIALIZED_VIEW }

    public Table {
        Objects.requireNonNull(id, "Table.id");
        Objects.requireNonNull(kind, "Table.kind");
        columns = List.copyOf(Objects.requireNonNull(columns, "Table.columns"));
        primaryKey = primaryKey == null ? List.of() : List.copyOf(primaryKey);
        foreignKeys = foreignKeys == null ? List.of() : List.copyOf(foreignKeys);
        definition = definition == null || definition.isBlank() ? null : definition;
    }

    /** A relation without a known definition (a table, or a view whose definition was not read). */
    public Table(TableId id, Kind kind, String comment, List<Column> columns, List<String> primaryKey,
                 List<ForeignKey> foreignKeys, long rowEstimate) {
        this(id, kind, comment, columns, primaryKey, foreignKeys, rowEstimate, null);
    }

    /**
     * @return true for a view or materialized view, whose rows a query derives from other relations
     *         (not named {@code isView}, so JSON views of a table gain no property)
     */
    public boolean derived() {
        return kind != Kind.TABLE;
    }

    /** @return a copy with these columns (keys, definition and the rest kept) */
    public Table withColumns(List<Column> newColumns) {
        return new Table(id, kind, comment, newColumns, primaryKey, foreignKeys, rowEstimate, definition);
    }

    /** @return a copy with this definition (null for none) */
    public Table withDefinition(String newDefinition) {
        return new Table(id, kind, comment, columns, primaryKey, foreignKeys, rowEstimate, newDefinition);
    }

    /**
     * Finds a column by name: the exact name first, then a case-insensitive match.
     *
     * @param name a column name; not null
     * @return the column, or empty
     */
    public Optional<Column> column(String name) {
        for (Column c : columns) {
            if (c.name().equals(name)) return Optional.of(c);
        }
        for (Column c : columns) {
            if (c.name().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) return Optional.of(c);
        }
        return Optional.empty();
    }
}
