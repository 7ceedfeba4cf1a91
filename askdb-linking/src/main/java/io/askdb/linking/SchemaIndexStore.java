package io.askdb.linking;

import io.askdb.catalog.Catalog;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.IOContext;

/**
 * A schema index persisted in a directory, one directory per database: a Lucene index
 * ({@link FSDirectory}, in the subdirectory {@value #LUCENE}) of table and column documents with their vectors, and a manifest of each
 * table's definition hash and the catalog hash ({@link IndexManifest}). {@link #index} compares
 * the catalog with the manifest and rewrites only the tables that were added or changed, deletes
 * the removed ones and keeps the rest, vectors included; a manifest of another format or
 * embedding, or none, rebuilds everything. The index is then copied to the heap, so searching
 * never touches the disk and needs no closing.
 *
 * <p>Thread-safe: indexing is serialized; {@link #current} is lock-free to read. Two processes
 * must not index the same directory at once (Lucene's write lock refuses the second).
 *
 * @since 0.2
 */
public final class SchemaIndexStore {
    /** The subdirectory holding the Lucene files, beside the manifest. */
    static final String LUCENE = "lucene";

    private final Path dir;
    private final LinkerMode mode;
    private volatile Loaded current;

    private record Loaded(Catalog catalog, String catalogHash, SchemaIndex index) {
    }

    private SchemaIndexStore(Path dir, LinkerMode mode) {
        this.dir = dir;
        this.mode = mode;
    }

    /**
     * @param dir  the index directory, created when missing; not null
     * @return a hybrid store over the directory; nothing is read until {@link #index}
     * @throws NullPointerException when {@code dir} is null
     */
    public static SchemaIndexStore open(Path dir) {
        return open(dir, LinkerMode.HYBRID);
    }

    /**
     * @param dir  the index directory, created when missing; not null
     * @param mode lexical, or hybrid with the process-wide MiniLM; not null
     * @return a store over the directory; nothing is read until {@link #index}
     * @throws NullPointerException when an argument is null
     */
    public static SchemaIndexStore open(Path dir, LinkerMode mode) {
        return new SchemaIndexStore(Objects.requireNonNull(dir, "dir"), Objects.requireNonNull(mode, "mode"));
    }

    /**
     * Brings the persisted index in line with the catalog and loads it, as the class comment says.
     *
     * @param catalog  the database's catalog; not null
     * @param progress told before and after each table; not null
     * @return what was reused, rebuilt and removed, and how long it took
     * @throws UncheckedIOException when the directory cannot be created, read or written; the
     *                              message names the directory
     */
    public synchronized IndexStats index(Catalog catalog, IndexProgress progress) {
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(progress, "progress");
        long start = System.nanoTime();
        TextEmbedder embedder = mode == LinkerMode.HYBRID ? TextEmbedder.miniLm() : null;
        String embedding = embedder == null ? "none" : "minilm-" + embedder.dimensions();
        Map<String, String> hashes = IndexWriting.hashes(catalog);
        String catalogHash = IndexWriting.catalogHash(hashes, embedding);
        Loaded loaded = current;
        if (loaded != null && loaded.catalogHash().equals(catalogHash)) {
            current = new Loaded(catalog, catalogHash, loaded.index());
            progress.update(hashes.size(), hashes.size());
            return new IndexStats(hashes.size(), hashes.size(), 0, 0, millis(start), catalogHash);
        }
        try {
            Files.createDirectories(dir);
            Optional<IndexManifest> manifest = IndexManifest.read(dir).filter(m -> m.embedding().equals(embedding));
            IndexWriting.Outcome outcome;
            try (FSDirectory fs = FSDirectory.open(dir.resolve(LUCENE))) {
                outcome = IndexWriting.write(fs, manifest.isEmpty(), catalog,
                        manifest.map(IndexManifest::tables).orElse(Map.of()), embedder, progress);
                new IndexManifest(embedding, catalogHash, outcome.hashes()).write(dir);
                current = new Loaded(catalog, catalogHash, SchemaIndex.open(catalog, copy(fs), embedder));
            }
            return new IndexStats(hashes.size(), outcome.reused(), outcome.rebuilt(), outcome.removed(), millis(start), catalogHash);
        } catch (IOException e) {
            throw new UncheckedIOException("The schema index in " + dir + " could not be read or written ("
                    + e.getMessage() + "); check the directory's permissions and free space, or delete it to rebuild", e);
        }
    }

    /**
     * @param catalog a catalog; not null
     * @return the loaded index when it was built for this catalog instance, else the index after
     *         {@link #index} ran for it (without progress)
     */
    public SchemaIndex current(Catalog catalog) {
        Loaded loaded = current;
        if (loaded != null && loaded.catalog() == catalog) return loaded.index();
        synchronized (this) {
            index(catalog, IndexProgress.NONE);
            return current.index();
        }
    }

    /** @return the directory this store persists to */
    public Path directory() {
        return dir;
    }

    /** @return a heap copy of the directory's files, the write lock left out */
    static Directory copy(Directory from) throws IOException {
        ByteBuffersDirectory to = new ByteBuffersDirectory();
        for (String file : from.listAll()) {
            if (file.equals("write.lock")) continue;
            to.copyFrom(from, file, file, IOContext.READONCE);
        }
        return to;
    }

    private static long millis(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
