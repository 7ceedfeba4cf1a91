package io.askdb.sql;

import io.askdb.catalog.Table;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One relation in a FROM clause as the validator sees it: a catalog table, a CTE or derived table
 * with known output columns, or an open relation (table function, VALUES, unknown table, a
 * derived table with {@code *} over something open) whose columns are not known and are
 * therefore never reported.
 *
 * @param name    the name SQL uses to qualify its columns (the alias, else the table name), or
 *                null for an unnamed relation
 * @param written the table name as written before any alias (for {@code FROM person p}, "person"), or null
 * @param table   the catalog table, or null when the relation is not a catalog table
 * @param columns the output column names of a CTE or derived table; empty for catalog tables and open relations
 * @param open    true when the columns are not known
 */
record Source(String name, String written, Table table, List<String> columns, boolean open) {
    Source {
        columns = List.copyOf(columns);
    }

    static Source catalog(String name, String written, Table table) {
        return new Source(name, written, table, List.of(), false);
    }

    static Source derived(String name, Output output) {
        return new Source(name, null, null, output.names(), output.open());
    }

    static Source open(String name) {
        return new Source(name, null, null, List.of(), true);
    }

    /** @return true when SQL may qualify columns with {@code qualifier} to mean this relation */
    boolean answersTo(String qualifier) {
        return (name != null && name.equalsIgnoreCase(qualifier)) || (written != null && written.equalsIgnoreCase(qualifier));
    }

    /**
     * @param column  the column name as written, unquoted
     * @param rules   the dialect's identifier rules
     * @param quoted  whether the column name was quoted
     * @return the column's catalogued or output name, or empty when this (closed) relation has no such column
     */
    Optional<String> column(String column, NameRules rules, boolean quoted) {
        if (table != null) {
            return table.columns().stream().map(io.askdb.catalog.Column::name)
                    .filter(c -> rules.same(column, quoted, c)).findFirst();
        }
        return columns.stream().filter(c -> rules.same(column, quoted, c)).findFirst();
    }

    /** @return every column name of a closed relation */
    List<String> columnNames() {
        if (table != null) return table.columns().stream().map(io.askdb.catalog.Column::name).toList();
        return columns;
    }

    /** @return the name to show in messages: "person (alias p)", "person", or the alias of a derived table */
    String display() {
        if (table != null) {
            String t = table.id().name();
            return name == null || name.toLowerCase(Locale.ROOT).equals(t.toLowerCase(Locale.ROOT)) ? t : t + " (alias " + name + ")";
        }
        return name == null ? "a subquery" : name;
    }
}
