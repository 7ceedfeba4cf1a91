package io.askdb.policy;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A datasource's access policy. Hidden tables and columns are removed from the catalog the agent
 * sees ({@link #visible(Catalog)}) and refused wherever SQL names them; masked columns are shown
 * only masked and may not be compared, sorted or grouped; row filters restrict tables to the
 * caller's rows. Engine metadata ({@link #SYSTEM_TABLES}) is always hidden.
 *
 * <p>A policy only narrows: nothing at run time (a question, a model's answer) can change it.
 *
 * @param hiddenTables  table patterns ({@link NamePattern}); not null
 * @param hiddenColumns column patterns; not null
 * @param masked        masked columns; the first matching entry's rule applies; not null
 * @param rowFilters    row filters; at most one may match a table (the first applies); not null
 * @since 0.3
 */
public record Policy(List<NamePattern> hiddenTables, List<NamePattern> hiddenColumns, List<MaskedColumn> masked,
                     List<RowFilter> rowFilters) {
    /**
     * Engine metadata, hidden always: information_schema, pg_catalog and every {@code pg_}
     * relation (PostgreSQL finds them on every search path), SQLite's {@code sqlite_master},
     * {@code sqlite_schema}, {@code sqlite_stat*} and other {@code sqlite_} tables (the prefix is
     * reserved, SQLite "CREATE TABLE"), MySQL's mysql, sys and performance_schema, DuckDB's
     * {@code duckdb_*} views and {@code pragma_*} tables.
     */
    public static final List<NamePattern> SYSTEM_TABLES = List.of("information_schema.*", "pg_catalog.*", "pg_toast.*",
            "mysql.*", "performance_schema.*", "sys.*", "pg_*", "sqlite_*", "duckdb_*", "pragma_*")
            .stream().map(NamePattern::new).toList();

    /** A policy that hides only engine metadata. */
    public static final Policy NONE = new Policy(List.of(), List.of(), List.of(), List.of());

    public Policy {
        hiddenTables = List.copyOf(Objects.requireNonNull(hiddenTables, "Policy.hiddenTables"));
        hiddenColumns = List.copyOf(Objects.requireNonNull(hiddenColumns, "Policy.hiddenColumns"));
        masked = List.copyOf(Objects.requireNonNull(masked, "Policy.masked"));
        rowFilters = List.copyOf(Objects.requireNonNull(rowFilters, "Policy.rowFilters"));
        for (NamePattern p : hiddenTables) {
            if (p.size() > 2) throw new IllegalArgumentException("Policy.hiddenTables: '" + p.text() + "' has more than schema.table");
        }
        for (RowFilter f : rowFilters) {
            if (f.table().size() > 2) throw new IllegalArgumentException("Policy.rowFilters: table '" + f.table().text() + "' has more than schema.table");
        }
    }

    /** @return true when nothing beyond engine metadata is hidden, masked or filtered */
    public boolean isOpen() {
        return hiddenTables.isEmpty() && hiddenColumns.isEmpty() && masked.isEmpty() && rowFilters.isEmpty();
    }

    /** @return true when the table (catalogued, or as written in SQL) is hidden */
    public boolean hidesTable(TableId id) {
        return SYSTEM_TABLES.stream().anyMatch(p -> p.matchesTable(id)) || hiddenTables.stream().anyMatch(p -> p.matchesTable(id));
    }

    /** @return true when the column of the table is hidden (a hidden table hides all its columns) */
    public boolean hidesColumn(TableId table, String column) {
        return hidesTable(table) || hiddenColumns.stream().anyMatch(p -> p.matchesColumn(table, column));
    }

    /** @return the masking of a visible column, or empty when it is shown as is (or hidden) */
    public Optional<Masking> masking(TableId table, String column) {
        if (hidesColumn(table, column)) return Optional.empty();
        return masked.stream().filter(m -> m.column().matchesColumn(table, column)).map(MaskedColumn::rule).findFirst();
    }

    /** @return the row filter of a visible table, or empty */
    public Optional<RowFilter> rowFilter(TableId table) {
        return rowFilters.stream().filter(f -> f.table().matchesTable(table)).findFirst();
    }

    /**
     * Every table restricted to the caller's rows, and how: a table with its own row filter, and a
     * table that references a restricted table through a foreign key, directly or through a chain
     * of keys ({@code InvoiceLine -> Invoice}), unless the policy names its own filter for it. A
     * referencing table keeps a row only when every followed key is non-null and points at a row
     * the target keeps; a key that leads back into a table already on the chain (a self-reference
     * or a cycle) is not followed. Without a foreign key in the catalog no restriction is
     * inherited, so a tenant table's children must declare theirs (or get their own filter).
     *
     * @param full the introspected catalog (its foreign keys, including those over hidden columns); not null
     * @return the restricted tables, in catalog order; empty when the policy has no row filter
     */
    public Map<TableId, TableFilter> filteredThroughKeys(Catalog full) {
        return KeyFilters.of(this, Objects.requireNonNull(full, "full"));
    }

    /**
     * Adds exact-name entries (for relations derived from protected ones, such as views): each
     * list is appended after this policy's own, so a declared entry matches first.
     *
     * @param tables  more hidden table patterns; not null
     * @param columns more hidden column patterns; not null
     * @param masks   more masked columns; not null
     * @return the narrower policy (this one when all three are empty)
     */
    public Policy plus(List<NamePattern> tables, List<NamePattern> columns, List<MaskedColumn> masks) {
        if (tables.isEmpty() && columns.isEmpty() && masks.isEmpty()) return this;
        List<NamePattern> t = new ArrayList<>(hiddenTables);
        t.addAll(tables);
        List<NamePattern> c = new ArrayList<>(hiddenColumns);
        c.addAll(columns);
        List<MaskedColumn> m = new ArrayList<>(masked);
        m.addAll(masks);
        return new Policy(t, c, m, rowFilters);
    }

    /**
     * The catalog as the agent may see it: hidden tables and columns removed (with the keys and
     * foreign keys that use them), masked columns kept with their sample values dropped (so their
     * values never reach a prompt or a value index) and a comment saying they are masked, and no
     * sample values at all and no row estimate ({@code -1}) for a table restricted to the caller's
     * rows ({@link #filteredThroughKeys}): samples and estimates are read over every row, so they
     * would show other callers' values and how many rows they have. (The guard's cost layer bounds
     * such tables with the full catalog's estimates, which stay in the process.) View
     * definitions are dropped (they are read for lineage only, and may quote data), and so is the
     * list of relations the reader left out ({@link Catalog#omitted()}): their names and engine
     * messages may name hidden tables or columns, so under a policy they are simply not there.
     *
     * @param full the introspected catalog; not null
     * @return the visible catalog, listing no omitted relations
     */
    public Catalog visible(Catalog full) {
        List<Table> out = new ArrayList<>();
        Set<TableId> filtered = filteredThroughKeys(full).keySet();
        for (Table t : full.tables()) {
            if (hidesTable(t.id())) continue;
            List<Column> columns = new ArrayList<>();
            for (Column c : t.columns()) {
                if (hidesColumn(t.id(), c.name())) continue;
                columns.add(masking(t.id(), c.name()).isPresent() ? maskedView(c) : filtered.contains(t.id()) ? c.withSampleValues(List.of()) : c);
            }
            List<String> key = t.primaryKey().stream().filter(k -> !hidesColumn(t.id(), k)).toList();
            List<ForeignKey> fks = t.foreignKeys().stream().filter(fk -> visible(t.id(), fk)).toList();
            out.add(new Table(t.id(), t.kind(), t.comment(), columns, key.size() == t.primaryKey().size() ? key : List.of(),
                    fks, filtered.contains(t.id()) ? -1 : t.rowEstimate()));
        }
        return new Catalog(full.dialect(), full.defaultSchema(), out);
    }

    private boolean visible(TableId from, ForeignKey fk) {
        if (hidesTable(fk.target())) return false;
        return fk.columns().stream().noneMatch(c -> hidesColumn(from, c))
                && fk.targetColumns().stream().noneMatch(c -> hidesColumn(fk.target(), c));
    }

    private static Column maskedView(Column c) {
        String note = "masked in results; cannot be filtered, sorted, grouped or used in expressions";
        String comment = c.comment() == null || c.comment().isBlank() ? note : c.comment() + " (" + note + ")";
        return new Column(c.name(), c.typeName(), c.jdbcType(), c.nullable(), comment, List.of());
    }
}
