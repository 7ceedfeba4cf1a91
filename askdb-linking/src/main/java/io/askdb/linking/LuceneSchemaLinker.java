package io.askdb.linking;

import io.askdb.catalog.Catalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The {@link SchemaLinker} over a Lucene {@link SchemaIndex}: hybrid (BM25 and MiniLM
 * embeddings fused by rank) by default, lexical on request, in memory or persisted in a
 * {@link SchemaIndexStore}.
 *
 * <p>In memory, keeps one index per {@link Catalog} instance (compared by identity), at most
 * {@value CatalogCache#MAX_CATALOGS} of them, dropping the least recently used. With a store, the
 * store's index is refreshed whenever a different catalog instance is linked against. Thread-safe:
 * an index is built under a lock, once per catalog, and searched without one.
 *
 * @since 0.1
 */
public final class LuceneSchemaLinker implements SchemaLinker {
    private final Function<Catalog, SchemaIndex> indexes;
    private final ValueLinker values;

    /** Creates a hybrid linker that keeps its indexes in memory. */
    public LuceneSchemaLinker() {
        this(LinkerMode.HYBRID);
    }

    /**
     * Creates a linker that keeps its indexes in memory.
     *
     * @param mode hybrid, or lexical (BM25 only, no embedding model loaded); not null
     */
    public LuceneSchemaLinker(LinkerMode mode) {
        Objects.requireNonNull(mode, "mode");
        CatalogCache<SchemaIndex> cache = new CatalogCache<>();
        this.indexes = catalog -> cache.get(catalog, c -> SchemaIndex.build(c, mode));
        this.values = null;
    }

    /**
     * Creates a linker over a persisted index; its mode is the store's.
     *
     * @param store the store, typically opened on the database's index directory; not null
     */
    public LuceneSchemaLinker(SchemaIndexStore store) {
        Objects.requireNonNull(store, "store");
        this.indexes = store::current;
        this.values = null;
    }

    /**
     * Creates a linker over a persisted index whose stored values come from a value linker over the
     * whole database's distinct values ({@link IndexedValueLinker}), not only the catalog's samples:
     * without it "Metallica", "Iron Maiden" or "U2" are found only when the catalog happened to
     * sample them. Values the samples match are kept too, after the value linker's.
     *
     * @param store  the store, as for {@link #LuceneSchemaLinker(SchemaIndexStore)}; not null
     * @param values the database's value linker; not null
     */
    public LuceneSchemaLinker(SchemaIndexStore store, ValueLinker values) {
        Objects.requireNonNull(store, "store");
        this.indexes = store::current;
        this.values = Objects.requireNonNull(values, "values");
    }

    /**
     * {@inheritDoc}
     *
     * <p>The first call for a catalog builds (or, with a store, refreshes) its index; later calls
     * with the same catalog instance reuse it.
     *
     * @throws IllegalArgumentException when the question is blank or {@code maxTables} is below 1
     * @throws NullPointerException     when any argument is null
     */
    @Override
    public LinkedSchema link(String question, String evidence, Catalog catalog, int maxTables) {
        LinkedSchema linked = index(catalog).link(question, evidence, maxTables);
        if (values == null) return linked;
        List<ValueMatch> all = new ArrayList<>(values.link(question, catalog, SchemaIndex.MAX_VALUES));
        for (ValueMatch m : linked.values()) {
            boolean known = all.stream().anyMatch(v -> v.table().equals(m.table()) && v.column().equals(m.column()) && v.stored().equals(m.stored()));
            if (!known) all.add(m);
        }
        return linked.withValues(all);
    }

    /**
     * @param catalog the catalog; not null
     * @return the index of this catalog instance, built on first use
     */
    SchemaIndex index(Catalog catalog) {
        return indexes.apply(Objects.requireNonNull(catalog, "catalog"));
    }
}
