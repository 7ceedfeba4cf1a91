package io.askdb.linking;

/**
 * What building or refreshing a schema index did.
 *
 * @param tables      tables in the catalog now indexed, at least 0
 * @param reused      tables whose documents and vectors were kept because their definition hash
 *                    did not change
 * @param rebuilt     tables indexed anew (added or changed)
 * @param removed     tables dropped from the index because the catalog no longer has them
 * @param millis      wall time of the whole step, in milliseconds
 * @param catalogHash SHA-256 (hex) over every table's definition hash and the linker mode; equal
 *                    catalogs give equal hashes on every machine
 * @since 0.2
 */
public record IndexStats(int tables, int reused, int rebuilt, int removed, long millis, String catalogHash) {
    public IndexStats {
        if (tables < 0 || reused < 0 || rebuilt < 0 || removed < 0 || millis < 0) {
            throw new IllegalArgumentException("IndexStats counts and millis must not be negative");
        }
        if (reused + rebuilt != tables) {
            throw new IllegalArgumentException("IndexStats.reused + rebuilt must equal tables, was "
                    + reused + " + " + rebuilt + " for " + tables);
        }
        if (catalogHash == null || catalogHash.isBlank()) throw new IllegalArgumentException("IndexStats.catalogHash must not be blank");
    }
}
