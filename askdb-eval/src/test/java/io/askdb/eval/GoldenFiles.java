package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compares text with a golden file under src/test/resources/golden. On a mismatch writes
 * {@code <name>.actual} beside it (git-ignored) and fails, so the difference can be reviewed and
 * the file renamed when the new text is right.
 */
final class GoldenFiles {
    static final Path DIR = Path.of("src", "test", "resources", "golden");

    private GoldenFiles() {
    }

    static void assertMatches(String name, String actual) {
        Path golden = DIR.resolve(name);
        Path actualFile = DIR.resolve(name + ".actual");
        String expected = Files.exists(golden) ? read(golden) : "<missing golden file " + golden + ">";
        try {
            if (actual.equals(expected)) {
                Files.deleteIfExists(actualFile);
            } else {
                Files.writeString(actualFile, actual, StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(actual).as("rendered text differs from %s; the new text is in %s", golden, actualFile).isEqualTo(expected);
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
