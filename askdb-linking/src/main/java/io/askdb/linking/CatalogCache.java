package io.askdb.linking;

import io.askdb.catalog.Catalog;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Something built once per {@link Catalog} instance, kept for the last {@value #MAX_CATALOGS}
 * catalogs (least recently used dropped). Catalogs are compared by identity, since a catalog
 * record may be large and two equal catalogs read at different times are rare. Thread-safe: a
 * value is built under a lock, once per catalog.
 *
 * @param <T> what is built
 */
final class CatalogCache<T> {
    /** How many catalogs' values are kept. */
    static final int MAX_CATALOGS = 8;

    private final Map<IdentityKey, T> values = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<IdentityKey, T> eldest) {
            return size() > MAX_CATALOGS;
        }
    };

    /** @return the value of this catalog instance, built on first use */
    T get(Catalog catalog, Function<Catalog, T> build) {
        synchronized (values) {
            return values.computeIfAbsent(new IdentityKey(catalog), k -> build.apply(catalog));
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
