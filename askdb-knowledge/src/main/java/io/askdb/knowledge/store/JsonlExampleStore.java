package io.askdb.knowledge.store;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.knowledge.Example;
import io.askdb.knowledge.ExampleStore;
import io.askdb.linking.TextEmbedder;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * An {@link ExampleStore} backed by a JSONL file of verified examples, one
 * {@code {"question": ..., "sql": ...}} object per line. Examples are retrieved by the cosine
 * similarity of MiniLM embeddings of their questions; only those at or above
 * {@value #MIN_SIMILARITY} are returned.
 *
 * <p>When two lines have the same question (compared ignoring case and runs of whitespace), the
 * later line wins, so adding a corrected SQL for a question replaces the old one.
 *
 * <p>{@link #add} appends one line and flushes it, creating the file (and its folders) on first
 * use, then updates the in-memory index. Thread-safe: additions are serialised, and {@link #find}
 * reads an immutable snapshot. Not safe against another process writing the same file.
 *
 * @since 0.2
 */
public final class JsonlExampleStore implements ExampleStore {
    /**
     * Similarity floor. MiniLM gives over 0.8 for rewordings of the same question ("how many
     * customers live in Brazil" and "How many customers are in Brazil?": 0.88), about 0.7 for the
     * same question shape on another value ("... in Germany?": 0.73), which still shows the model
     * the right SQL shape, and below 0.5 for questions that only share a table ("List all
     * customers": 0.47) or nothing (under 0.3).
     */
    static final double MIN_SIMILARITY = 0.5;

    private final Path file;
    private final TextEmbedder embedder;
    private volatile ExampleIndex index;

    private JsonlExampleStore(Path file, TextEmbedder embedder, ExampleIndex index) {
        this.file = file;
        this.embedder = embedder;
        this.index = index;
    }

    /**
     * Opens an examples file with the shared in-process MiniLM embedder.
     *
     * @param file the JSONL file; not null. A missing file is an empty store, created on first add.
     * @return the store, indexed in memory
     * @throws AskdbException BAD_INPUT when the file cannot be read, is not UTF-8 or has a bad line
     *                        (the message names the file and the line number)
     */
    public static JsonlExampleStore open(Path file) {
        return open(file, TextEmbedder.miniLm());
    }

    /**
     * @param file     the JSONL file; not null. A missing file is an empty store, created on first add.
     * @param embedder the embedder for questions; not null
     * @return the store, indexed in memory
     * @throws AskdbException as {@link #open(Path)}
     */
    public static JsonlExampleStore open(Path file, TextEmbedder embedder) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(embedder, "embedder");
        List<ExampleLines.Pair> pairs = Files.exists(file) ? ExampleLines.parse(file, readLines(file)) : List.of();
        return new JsonlExampleStore(file, embedder, ExampleIndex.EMPTY.with(pairs, embedder));
    }

    /** @return the examples file */
    public Path file() {
        return file;
    }

    /** @return how many examples the store holds (distinct questions) */
    public int size() {
        return index.size();
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when the question is blank or k is below 1
     */
    @Override
    public List<Example> find(String question, int k) {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("question must not be blank");
        if (k < 1) throw new IllegalArgumentException("k must be at least 1, was " + k);
        ExampleIndex snapshot = index;
        if (snapshot.size() == 0) return List.of();
        return snapshot.find(question, embedder.embed(question), k, MIN_SIMILARITY);
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when the question or the SQL is blank
     * @throws AskdbException           CONFIGURATION when the file cannot be written, naming it
     */
    @Override
    public void add(String question, String sql) {
        ExampleLines.Pair pair = new ExampleLines.Pair(question, sql);
        float[] vector = embedder.embed(question);
        synchronized (this) {
            append(ExampleLines.format(pair.question(), pair.sql()));
            index = index.with(pair, vector);
        }
    }

    private void append(String line) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            String text = (endsWithoutNewline() ? "\n" : "") + line + "\n";
            try (var out = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE)) {
                out.write(text);
                out.flush();
            }
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Cannot write the examples file " + file + ": " + e
                    + ". Check that its folder exists and is writable, or choose another examples file.", e);
        }
    }

    /** @return true when the file exists, is not empty and its last byte is not a line break */
    private boolean endsWithoutNewline() throws IOException {
        if (!Files.exists(file) || Files.size(file) == 0) return false;
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            raf.seek(raf.length() - 1);
            return raf.read() != '\n';
        }
    }

    private static List<String> readLines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Examples file " + file
                    + " is not UTF-8 text; save it as UTF-8 JSONL (one {\"question\", \"sql\"} object per line).", e);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read the examples file " + file + ": " + e
                    + ". Check its permissions or choose another examples file.", e);
        }
    }

    /** @return the key two questions are the same under: lower case, whitespace runs as one space */
    static String key(String question) {
        return question.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
