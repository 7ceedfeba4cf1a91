package io.askdb.sql;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Lists the files under the watched directory (recursively, with sizes) and the names in the
 * working directory (where engines put relative paths such as {@code ATTACH 'fz.db'}), so a
 * file an approved statement writes shows up as a difference.
 */
final class FileAudit {
    private FileAudit() {
    }

    static String list(Path watched) {
        return tree(watched) + "\ncwd:" + names(Path.of("").toAbsolutePath());
    }

    private static String tree(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.sorted().map(p -> dir.relativize(p) + ":" + (Files.isRegularFile(p) ? size(p) : "dir"))
                    .collect(Collectors.joining(","));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    private static String names(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().collect(Collectors.joining(","));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return -1;
        }
    }
}
