package io.askdb.linking;

import io.askdb.catalog.Catalog;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A {@link SchemaLinker} that ranks tables with a Lucene BM25 {@link SchemaIndex}.
 *
 * <p>Keeps one index per {@link Catalog} instance (compared by identity, since a catalog record
 * may be large and two equal catalogs read at different times are rare), at most
 * {@value #MAX_CATALOGS} of them, dropping the least recently used. Thread-safe: an index is
 * built under a lock, once per catalog, and searched without one.
 *
 * @since 0.1
 */
public final class LuceneSchemaLinker implements SchemaLinker {
    /** How many catalogs' indexes are kept. */
    static final int MAX_CATALOGS = 8;

    private final Map<IdentityKey, SchemaIndex> indexes = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<IdentityKey, SchemaIndex> eldest) {
            return size() > MAX_CATALOGS;
        }
    };

    /** Creates a linker with an empty cache. */
    public LuceneSchemaLinker() {
    }

    /**
     * {@inheritDoc}
     *
     * <p>The first call for a catalog builds its index; later calls with the same catalog
     * instance reuse it.
     *
     * @throws IllegalArgumentException when the question is blank or {@code maxTables} is below 1
     * @throws NullPointerException     when any argument is null
     */
    @Override
    public LinkedSchema link(String question, String evidence, Catalog catalog, int maxTables) {
        return index(catalog).link(question, evidence, maxTables);
    }

    /**
     * @param catalog the catalog; not null
     * @return the cached index of this catalog instance, built on first use
     */
    SchemaIndex index(Catalog catalog) {
        Objects.requireNonNull(catalog, "catalog");
        IdentityKey key = new IdentityKey(catalog);
        synchronized (indexes) {
            return indexes.computeIfAbsent(key, k -> SchemaIndex.build(catalog));
        }
    }

    /** A map key that compares its catalog by identity, not by record equality. */
    private record IdentityKey(Catalog catalog) {
        @Override
        public boolean equals(Object o) {
            return o instanceof IdentityKey other && other.catalog == catalog;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(catalog);
        }
    }
}
