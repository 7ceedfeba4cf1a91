package io.askdb.semantic;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Every problem found in one model file, each with its YAML path (e.g. {@code metrics[2].expression})
 * and, where the parser knows it, its line; thrown together so that the user fixes them in one go.
 */
final class Problems {
    private final Path file;
    private final YamlLines lines;
    private final List<String> found = new ArrayList<>();

    Problems(Path file, YamlLines lines) {
        this.file = file;
        this.lines = lines;
    }

    /**
     * @param path    the YAML path of the offending value, e.g. {@code metrics[2].expression}
     * @param message what is wrong and what to do, as one or two sentences
     */
    void add(String path, String message) {
        int line = lines.line(path);
        found.add(line > 0 ? path + " (line " + line + "): " + message : path + ": " + message);
    }

    boolean isEmpty() {
        return found.isEmpty();
    }

    /** @return the problems as reported, in the order found */
    List<String> all() {
        return List.copyOf(found);
    }

    /** @throws AskdbException with {@code BAD_INPUT} listing every problem, when there is any */
    void throwIfAny() {
        if (found.isEmpty()) return;
        StringBuilder message = new StringBuilder("The semantic model ").append(file).append(" has ")
                .append(found.size()).append(found.size() == 1 ? " problem:" : " problems:");
        for (String p : found) message.append("\n  - ").append(p);
        message.append("\nFix the file and run again; `askdb model init` writes a fresh model from the database"
                + " to start from.");
        throw new AskdbException(ErrorCode.BAD_INPUT, message.toString());
    }
}
