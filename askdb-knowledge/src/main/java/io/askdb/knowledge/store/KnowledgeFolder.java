package io.askdb.knowledge.store;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Reads the Markdown documents of a knowledge folder: every regular file whose name ends in
 * {@code .md} (any case), at any depth, in path order, as UTF-8.
 */
final class KnowledgeFolder {

    private KnowledgeFolder() {
    }

    /**
     * @param folder the knowledge folder; not null
     * @return the documents' passages, by document path then position; empty when the folder is missing
     * @throws AskdbException BAD_INPUT when the path is not a folder, or a document cannot be read
     *                        or is not UTF-8, naming the file
     */
    static List<Passage> read(Path folder) {
        if (!Files.exists(folder)) return List.of();
        if (!Files.isDirectory(folder)) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Knowledge folder " + folder
                    + " is a file, not a folder; pass a folder of Markdown (.md) documents.");
        }
        List<Passage> passages = new ArrayList<>();
        for (Path file : documents(folder)) {
            String source = sourceName(folder, file);
            passages.addAll(MarkdownChunker.chunk(source, readText(file)));
        }
        return passages;
    }

    private static List<Path> documents(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".md"))
                    .sorted()
                    .toList();
        } catch (IOException | UncheckedIOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot list the knowledge folder " + folder + ": "
                    + e.getMessage() + ". Check that it exists and is readable.", e);
        }
    }

    private static String readText(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Knowledge document " + file
                    + " is not UTF-8 text; save it as UTF-8 or remove it from the knowledge folder.", e);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read knowledge document " + file + ": "
                    + e + ". Check its permissions or remove it from the knowledge folder.", e);
        }
    }

    /** @return the file's path relative to the folder, with '/' separators */
    static String sourceName(Path folder, Path file) {
        Path relative = folder.relativize(file);
        List<String> parts = new ArrayList<>();
        for (Path part : relative) parts.add(part.toString());
        return String.join("/", parts);
    }
}
