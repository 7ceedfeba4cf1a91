package io.askdb.catalog;

import io.askdb.dialect.Dialect;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The introspected metadata of one database: its dialect and every visible table, view and
 * materialized view across all non-system schemas, sorted by id.
 *
 * @param dialect       the database's dialect; not null
 * @param defaultSchema the schema unqualified names resolve to (e.g. "public", "main"), or null
 * @param tables        the tables; not null
 * @param omitted       relations the reader left out because their columns cannot be read (they
 *                      cannot be queried either), sorted by id; empty when none, never null. Only
 *                      a catalog seen without an access policy lists them: their names and engine
 *                      messages may name protected objects ({@link io.askdb.policy.Policy#visible})
 * @since 0.1
 */
public record Catalog(Dialect dialect, String defaultSchema, List<Table> tables, List<OmittedRelation> omitted) {
    public Catalog {
        Objects.requireNonNull(dialect, "Catalog.dialect");
        List<Table> sorted = new ArrayList<>(Objects.requireNonNull(tables, "Catalog.tables"));
        sorted.sort(Comparator.comparing(Table::id));
        tables = List.copyOf(sorted);
        List<OmittedRelation> left = new ArrayList<>(omitted == null ? List.of() : omitted);
        left.sort(Comparator.comparing(OmittedRelation::id));
        omitted = List.copyOf(left);
    }

    /** A catalog that left nothing out. */
    public Catalog(Dialect dialect, String defaultSchema, List<Table> tables) {
        this(dialect, defaultSchema, tables, List.of());
    }

    /** @return this catalog listing {@code omitted} (not null) as the relations left out */
    public Catalog withOmitted(List<OmittedRelation> omitted) {
        return new Catalog(dialect, defaultSchema, tables, Objects.requireNonNull(omitted, "omitted"));
    }

    /**
     * @param schema the schema written in the SQL, or null for any
     * @param name   the name written in the SQL, unquoted; not null
     * @return the first relation left out that the reference could mean (names compared ignoring
     *         case), or empty
     */
    public Optional<OmittedRelation> omitted(String schema, String name) {
        return omitted.stream().filter(o -> same(o.id().name(), name, true)
                && (schema == null || same(o.id().schema(), schema, true))).findFirst();
    }

    /** @return the exact table with this id, or empty */
    public Optional<Table> table(TableId id) {
        return tables.stream().filter(t -> t.id().equals(id)).findFirst();
    }

    /**
     * Resolves a table reference as written in SQL. With a schema, matches that schema; without
     * one, prefers the default schema and then any schema, provided the bare name is unique.
     * Names match exactly first and then case-insensitively.
     *
     * @param schema the schema written in the SQL, or null
     * @param name   the table name written in the SQL, unquoted; not null
     * @return every table the reference could mean: empty when none, more than one when ambiguous
     */
    public List<Table> resolve(String schema, String name) {
        List<Table> exact = match(schema, name, false);
        List<Table> found = exact.isEmpty() ? match(schema, name, true) : exact;
        if (schema == null && found.size() > 1) {
            List<Table> inDefault = found.stream()
                    .filter(t -> Objects.equals(t.id().schema(), defaultSchema) || t.id().schema() == null)
                    .toList();
            if (inDefault.size() == 1) return inDefault;
        }
        return found;
    }

    private List<Table> match(String schema, String name, boolean ignoreCase) {
        List<Table> out = new ArrayList<>();
        for (Table t : tables) {
            if (same(t.id().name(), name, ignoreCase)
                    && (schema == null || same(t.id().schema(), schema, ignoreCase))) {
                out.add(t);
            }
        }
        return out;
    }

    private static boolean same(String a, String b, boolean ignoreCase) {
        if (a == null || b == null) return a == b;
        return ignoreCase ? a.toLowerCase(Locale.ROOT).equals(b.toLowerCase(Locale.ROOT)) : a.equals(b);
    }
}
