package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.linking.SchemaLinker;

/**
 * Builds a schema index over a catalog and returns a linker that answers from it. The bench
 * times {@link #build} for the {@code index.build} row and the returned linker's
 * {@link SchemaLinker#link} for the {@code link.*} rows, so the build must do all indexing work
 * eagerly: a linker that indexes lazily on first use would move the build cost into the first
 * link.
 *
 * <p>The app wires the Lucene index, for example
 * {@code c -> { SchemaIndex index = SchemaIndex.build(c); return (q, e, cat, max) -> index.link(q, e, max); }}.
 *
 * @since 0.1
 */
@FunctionalInterface
public interface IndexBuilder {
    /**
     * @param catalog the catalog to index; not null
     * @return a linker over exactly this catalog; it receives the same catalog in every call
     * @throws RuntimeException when the index cannot be built; the bench reports the rows as failed
     */
    SchemaLinker build(Catalog catalog);
}
