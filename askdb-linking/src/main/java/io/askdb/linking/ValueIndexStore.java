package io.askdb.linking;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.lucene.analysis.core.KeywordAnalyzer;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.FSDirectory;

/**
 * The distinct values of a database's text columns, persisted as a Lucene index in a directory
 * (by convention the subdirectory {@value #SUBDIRECTORY} of the database's
 * {@link SchemaIndexStore} directory, see {@link #beside}) with a manifest of each table's hash
 * ({@link ValueDocuments#hash}: definition and row estimate). {@link #index} reads from the
 * {@link ValueSource} only the tables added or changed since the manifest was written (and those
 * whose columns the time budget did not reach last time), deletes the removed ones and keeps the
 * rest. The index is then copied to the heap for searching.
 *
 * <p>Thread-safe: indexing is serialized; {@link #current} is lock-free to read once loaded.
 *
 * @since 0.2
 */
public final class ValueIndexStore {
    /** The subdirectory of a schema index directory that holds the value index. */
    public static final String SUBDIRECTORY = "values";
    /** The manifest's "embedding" entry, naming this index's format; "values-2" added the folding key, so older indexes are rebuilt. */
    static final String FORMAT = "values-2";
    private static final String NOT_REACHED = "not-reached";

    private final Path dir;
    private volatile Loaded current;

    private record Loaded(Catalog catalog, ValueIndex index) {
    }

    private ValueIndexStore(Path dir) {
        this.dir = dir;
    }

    /**
     * @param dir the index directory, created when missing; not null
     * @return a store over the directory; nothing is read until {@link #index}
     */
    public static ValueIndexStore open(Path dir) {
        return new ValueIndexStore(Objects.requireNonNull(dir, "dir"));
    }

    /**
     * @param schemaIndex the database's schema index store; not null
     * @return a store in its directory's {@value #SUBDIRECTORY} subdirectory
     */
    public static ValueIndexStore beside(SchemaIndexStore schemaIndex) {
        return open(schemaIndex.directory().resolve(SUBDIRECTORY));
    }

    /**
     * Brings the persisted value index in line with the catalog and loads it.
     *
     * @param catalog  the database's catalog; not null
     * @param source   reads the values of changed tables; not null
     * @param progress told before and after the changed tables are read and written; not null
     * @return what was reused, read again and removed, the columns not reached, and the time taken
     * @throws UncheckedIOException when the directory cannot be created, read or written; the
     *                              message names the directory
     */
    public synchronized ValueIndexStats index(Catalog catalog, ValueSource source, IndexProgress progress) {
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(progress, "progress");
        long start = System.nanoTime();
        try {
            Files.createDirectories(dir);
            Map<String, String> previous = IndexManifest.read(dir).filter(m -> m.embedding().equals(FORMAT))
                    .map(IndexManifest::tables).orElse(null);
            Map<String, String> hashes = new LinkedHashMap<>();
            List<Table> changed = new ArrayList<>();
            for (Table t : catalog.tables()) {
                String key = TableDocuments.key(t.id());
                hashes.put(key, ValueDocuments.hash(t));
                if (previous == null || !hashes.get(key).equals(previous.get(key))) changed.add(t);
            }
            int total = catalog.tables().size();
            progress.update(total - changed.size(), total);
            ValueBatch batch = changed.isEmpty() ? new ValueBatch(List.of(), Map.of()) : source.read(changed);
            int removed;
            try (FSDirectory fs = FSDirectory.open(dir.resolve(SchemaIndexStore.LUCENE))) {
                removed = write(fs, previous, catalog, changed, batch, hashes);
                new IndexManifest(FORMAT, IndexWriting.catalogHash(hashes, FORMAT), hashes).write(dir);
                current = new Loaded(catalog, new ValueIndex(SchemaIndexStore.copy(fs)));
            }
            progress.update(total, total);
            return new ValueIndexStats(total, total - changed.size(), changed.size(), removed, current.index().size(),
                    batch.notReached(), (System.nanoTime() - start) / 1_000_000);
        } catch (IOException e) {
            throw new UncheckedIOException("The value index in " + dir + " could not be read or written ("
                    + e.getMessage() + "); check the directory's permissions and free space, or delete it to rebuild", e);
        }
    }

    /**
     * @param catalog a catalog; not null
     * @param source  reads values when the index must be built or refreshed; not null
     * @return the loaded index when it was built for this catalog instance, else the index after
     *         {@link #index} ran for it (without progress)
     */
    ValueIndex current(Catalog catalog, ValueSource source) {
        Loaded loaded = current;
        if (loaded != null && loaded.catalog() == catalog) return loaded.index();
        synchronized (this) {
            loaded = current;
            if (loaded == null || loaded.catalog() != catalog) index(catalog, source, IndexProgress.NONE);
            return current.index();
        }
    }

    /** @return the directory this store persists to */
    public Path directory() {
        return dir;
    }

    /** @return how many tables were removed; marks tables with columns not reached so they are read again */
    private static int write(FSDirectory fs, Map<String, String> previous, Catalog catalog, List<Table> changed,
                             ValueBatch batch, Map<String, String> hashes) throws IOException {
        IndexWriterConfig config = new IndexWriterConfig(new KeywordAnalyzer())
                .setOpenMode(previous == null ? IndexWriterConfig.OpenMode.CREATE : IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
        int removed = 0;
        try (IndexWriter writer = new IndexWriter(fs, config)) {
            if (previous != null) {
                for (String key : previous.keySet()) {
                    if (!hashes.containsKey(key)) {
                        writer.deleteDocuments(new Term(ValueDocuments.KEY, key));
                        removed++;
                    }
                }
            }
            Map<TableId, Table> byId = new LinkedHashMap<>();
            for (Table t : changed) {
                byId.put(t.id(), t);
                writer.deleteDocuments(new Term(ValueDocuments.KEY, TableDocuments.key(t.id())));
            }
            for (StoredColumn c : batch.columns()) {
                Table t = byId.get(c.table());
                if (t != null) writer.addDocuments(ValueDocuments.documents(t, c));
            }
            for (TableId t : batch.notReached().keySet()) hashes.put(TableDocuments.key(t), NOT_REACHED);
            writer.commit();
        }
        return removed;
    }

}
