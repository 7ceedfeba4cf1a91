package io.askdb.linking;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The small file beside a persisted index ({@value #FILE}, Java properties in UTF-8) that says
 * what the index holds: the format version, the embedding ("none" or the vector length), the
 * catalog hash and every table key's definition hash. Written after the index is committed, by
 * writing a temporary file and moving it over the old one.
 *
 * @param embedding   "none" for lexical, else "minilm-" and the vector length
 * @param catalogHash see {@link IndexStats#catalogHash()}
 * @param tables      table keys mapped to definition hashes
 */
record IndexManifest(String embedding, String catalogHash, Map<String, String> tables) {
    static final String FILE = "askdb-index.properties";
    static final String FORMAT = "1";
    private static final String TABLE_PREFIX = "table.";

    /** @return the manifest in the directory, or empty when it is missing or of another format */
    static Optional<IndexManifest> read(Path dir) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) return Optional.empty();
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(in);
        }
        if (!FORMAT.equals(p.getProperty("format"))) return Optional.empty();
        Map<String, String> tables = new LinkedHashMap<>();
        for (String name : p.stringPropertyNames()) {
            if (name.startsWith(TABLE_PREFIX)) tables.put(name.substring(TABLE_PREFIX.length()), p.getProperty(name));
        }
        return Optional.of(new IndexManifest(p.getProperty("embedding", ""), p.getProperty("catalog", ""), tables));
    }

    void write(Path dir) throws IOException {
        Properties p = new Properties();
        p.setProperty("format", FORMAT);
        p.setProperty("embedding", embedding);
        p.setProperty("catalog", catalogHash);
        tables.forEach((key, hash) -> p.setProperty(TABLE_PREFIX + key, hash));
        Path tmp = dir.resolve(FILE + ".tmp");
        try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            p.store(out, "askdb schema index manifest; delete the directory to rebuild");
        }
        Files.move(tmp, dir.resolve(FILE), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
