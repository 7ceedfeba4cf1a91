package io.askdb.app.runtime;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The bundled Chinook demo database (MIT, lerocha/chinook-database; see data/chinook in the
 * repository). It ships inside the askdb jar and is copied once into the data directory, where
 * askdb opens it read-only.
 *
 * @since 0.1
 */
public final class DemoDatabase {
    static final String RESOURCE = "/io/askdb/app/demo/chinook.sqlite";

    /** The demo's knowledge folder: business definitions written for Chinook (data/chinook/knowledge). */
    static final java.util.List<String> KNOWLEDGE = java.util.List.of("revenue.md", "customers.md");

    private DemoDatabase() {
    }

    /**
     * Returns the demo database file, copying it out of the jar when missing or of another size.
     *
     * @param dataDir askdb's data directory; created when missing
     * @return the path of the SQLite file
     * @throws AskdbException with CONFIGURATION when the data directory cannot be written
     */
    public static Path file(Path dataDir) {
        Path target = dataDir.resolve("demo").resolve("chinook.sqlite");
        try (InputStream in = DemoDatabase.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new AskdbException(ErrorCode.INTERNAL, "The demo database is missing from the askdb jar; rebuild askdb.");
            byte[] bytes = in.readAllBytes();
            if (Files.isRegularFile(target) && Files.size(target) == bytes.length) return target;
            Files.createDirectories(target.getParent());
            Path tmp = Files.createTempFile(target.getParent(), "chinook", ".tmp");
            Files.write(tmp, bytes);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return target;
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Could not copy the demo database to " + target + " ("
                    + e.getMessage() + "). Point ASKDB_DATA_DIR or --data-dir at a writable directory.", e);
        }
    }

    /**
     * Returns the demo's semantic model (data/chinook/semantic.yaml), copied out of the jar.
     *
     * @param dataDir askdb's data directory; created when missing
     * @return the YAML file
     * @throws AskdbException with CONFIGURATION when the data directory cannot be written
     */
    public static Path semanticFile(Path dataDir) {
        Path target = dataDir.resolve("demo").resolve("semantic.yaml");
        try (InputStream in = DemoDatabase.class.getResourceAsStream("/io/askdb/app/demo/semantic.yaml")) {
            if (in == null) throw new AskdbException(ErrorCode.INTERNAL, "The demo semantic model is missing from the askdb jar; rebuild askdb.");
            byte[] bytes = in.readAllBytes();
            Files.createDirectories(target.getParent());
            if (!Files.isRegularFile(target) || Files.size(target) != bytes.length) Files.write(target, bytes);
            return target;
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Could not copy the demo semantic model to " + target + " ("
                    + e.getMessage() + "). Point ASKDB_DATA_DIR or --data-dir at a writable directory.", e);
        }
    }

    /**
     * Returns the demo's knowledge folder, copying its Markdown documents out of the jar.
     *
     * @param dataDir askdb's data directory; created when missing
     * @return the folder holding the demo's business definitions
     * @throws AskdbException with CONFIGURATION when the data directory cannot be written
     */
    public static Path knowledgeDir(Path dataDir) {
        Path dir = dataDir.resolve("demo").resolve("knowledge");
        try {
            Files.createDirectories(dir);
            for (String name : KNOWLEDGE) {
                try (InputStream in = DemoDatabase.class.getResourceAsStream("/io/askdb/app/demo/knowledge/" + name)) {
                    if (in == null) throw new AskdbException(ErrorCode.INTERNAL, "The demo knowledge file " + name
                            + " is missing from the askdb jar; rebuild askdb.");
                    byte[] bytes = in.readAllBytes();
                    Path target = dir.resolve(name);
                    if (!Files.isRegularFile(target) || Files.size(target) != bytes.length) Files.write(target, bytes);
                }
            }
            return dir;
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Could not copy the demo knowledge to " + dir + " ("
                    + e.getMessage() + "). Point ASKDB_DATA_DIR or --data-dir at a writable directory.", e);
        }
    }
}
