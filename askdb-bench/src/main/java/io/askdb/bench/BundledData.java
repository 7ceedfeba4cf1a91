package io.askdb.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The data files the agent rows read, bundled in the askdb-bench jar from the repository's
 * {@code data/} folder (Chinook's golden questions and knowledge folder, MIT; BEAVER's
 * {@code dev_tables.json} and {@code dev_dw.json}, MIT, peterbaile/beaver @ 3cd10d4), and copied
 * into the bench work directory on first use, because the readers take files.
 */
final class BundledData {
    private static final String ROOT = "/io/askdb/bench/";

    private BundledData() {
    }

    /** @return where {@link #copy} puts the files of a bundled folder, e.g. {@code chinook/knowledge} */
    static Path folder(String resource, Path workDir) {
        return workDir.resolve("data").resolve(resource);
    }

    /**
     * Copies a bundled file unless a copy of the same size is already there.
     *
     * @param resource the path under the bundle, e.g. {@code beaver/dev_tables.json}
     * @param workDir  the bench work directory; the file goes to {@code workDir/data/<resource>}
     * @return the copy
     * @throws UncheckedIOException when the file is not bundled or cannot be written; the message
     *                              names it
     */
    static Path copy(String resource, Path workDir) {
        Path target = folder(resource, workDir);
        try (InputStream in = BundledData.class.getResourceAsStream(ROOT + resource)) {
            if (in == null) {
                throw new UncheckedIOException(new IOException("The bench data file " + resource
                        + " is missing from the askdb-bench jar; rebuild askdb"));
            }
            byte[] bytes = in.readAllBytes();
            if (Files.isRegularFile(target) && Files.size(target) == bytes.length) return target;
            Files.createDirectories(target.getParent());
            Path tmp = Files.createTempFile(target.getParent(), "bench", ".tmp");
            Files.write(tmp, bytes);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("Could not copy the bench data file " + resource + " to " + target + " ("
                    + e.getMessage() + "); make the bench work directory writable", e);
        }
    }
}
