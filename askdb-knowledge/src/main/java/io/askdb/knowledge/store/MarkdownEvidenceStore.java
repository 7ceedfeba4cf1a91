package io.askdb.knowledge.store;

import io.askdb.knowledge.EvidenceChunk;
import io.askdb.knowledge.EvidenceStore;
import io.askdb.linking.RankFusion;
import io.askdb.linking.TextEmbedder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An {@link EvidenceStore} over a per-database knowledge folder of Markdown documents
 * ({@code *.md}, recursively). Documents are chunked by heading (see {@link #chunkCount()}) and
 * a question is matched two ways: Lucene BM25 over the chunks' heading path and text, and cosine
 * similarity of MiniLM embeddings; the two rankings are merged with {@link RankFusion}.
 *
 * <p><b>Relevance floor.</b> A chunk is returned only when its cosine similarity to the question
 * is at least {@value #MIN_COSINE}, or it shares a content word with the question (a BM25 hit,
 * stop words and question words such as "how many" excluded) and its cosine is at least
 * {@value #MIN_COSINE_WITH_WORD}. See those constants for how they were chosen.
 *
 * <p><b>Score.</b> {@link EvidenceChunk#score()} is the fused reciprocal-rank score divided by its
 * maximum (first in both rankings), so 1 means best by both measures and 0.5 about best by one.
 * It ranks chunks for one question; it is not comparable across questions.
 *
 * <p>The index is built in memory when the store is opened and never changes; {@link #find} is
 * thread-safe. Chunk text is returned exactly as written in the document.
 *
 * @since 0.2
 */
public final class MarkdownEvidenceStore implements EvidenceStore {
    /**
     * Cosine at or above which a chunk is relevant without a shared word. Measured with MiniLM on
     * the test knowledge folder (revenue, customers, data quality) and 30 questions: a question
     * and the section that defines its subject score 0.32-0.62 ("What was total revenue in
     * 2024?" and "Revenue": 0.46; "total sales in 2023" and "Revenue": 0.32, found by no shared
     * word), while questions about other things score at most 0.25 against every section ("How
     * many albums are there?": 0.22). 0.30 keeps the synonyms and stays above the unrelated.
     */
    static final double MIN_COSINE = 0.30;
    /**
     * Cosine a chunk that shares a content word with the question still needs. A shared word
     * lifts a weak semantic match ("customers in Brazil" and the data-quality note naming
     * Brazil: 0.28), but one incidental word is not enough: "How many albums are there?" shares
     * "album" with the revenue section that mentions revenue by album, at cosine 0.20.
     */
    static final double MIN_COSINE_WITH_WORD = 0.25;

    private final Path folder;
    private final List<Passage> passages;
    private final List<float[]> vectors;
    private final Bm25Index bm25;
    private final TextEmbedder embedder;

    private MarkdownEvidenceStore(Path folder, List<Passage> passages, TextEmbedder embedder) {
        this.folder = folder;
        this.passages = List.copyOf(passages);
        this.embedder = embedder;
        this.vectors = embedder.embedAll(this.passages.stream().map(Passage::indexedText).toList());
        this.bm25 = Bm25Index.build(this.passages.stream().map(Passage::indexedText).toList());
    }

    /**
     * Opens a knowledge folder with the shared in-process MiniLM embedder.
     *
     * @param folder the folder; not null. A missing folder gives a store with no documents.
     * @return the store, indexed in memory
     * @throws io.askdb.error.AskdbException BAD_INPUT when the path is a file, or a document cannot
     *                                       be read or is not UTF-8 (the message names the file)
     */
    public static MarkdownEvidenceStore open(Path folder) {
        return open(folder, TextEmbedder.miniLm());
    }

    /**
     * @param folder   the folder; not null. A missing folder gives a store with no documents.
     * @param embedder the embedder for chunks and questions; not null
     * @return the store, indexed in memory
     * @throws io.askdb.error.AskdbException as {@link #open(Path)}
     */
    public static MarkdownEvidenceStore open(Path folder, TextEmbedder embedder) {
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(embedder, "embedder");
        return new MarkdownEvidenceStore(folder, KnowledgeFolder.read(folder), embedder);
    }

    /** @return the knowledge folder this store was opened on */
    public Path folder() {
        return folder;
    }

    /** @return the loaded documents, relative to the folder with '/' separators, sorted; empty when none */
    public List<String> documents() {
        return List.copyOf(new LinkedHashSet<>(passages.stream().map(Passage::source).toList()));
    }

    /** @return how many chunks the documents were split into */
    public int chunkCount() {
        return passages.size();
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when the question is blank or k is below 1
     */
    @Override
    public List<EvidenceChunk> find(String question, int k) {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("question must not be blank");
        if (k < 1) throw new IllegalArgumentException("k must be at least 1, was " + k);
        if (passages.isEmpty()) return List.of();
        float[] q = embedder.embed(question);
        double[] cosine = new double[passages.size()];
        for (int i = 0; i < cosine.length; i++) cosine[i] = TextEmbedder.similarity(q, vectors.get(i));
        List<Integer> lexical = bm25.search(question, passages.size()).stream()
                .filter(i -> cosine[i] >= MIN_COSINE_WITH_WORD).toList();
        List<Integer> semantic = new ArrayList<>();
        for (int i = 0; i < cosine.length; i++) if (cosine[i] >= MIN_COSINE) semantic.add(i);
        semantic.sort((a, b) -> Double.compare(cosine[b], cosine[a]));
        double best = 2.0 / (RankFusion.K + 1);
        List<EvidenceChunk> out = new ArrayList<>();
        for (Map.Entry<Integer, Double> e : RankFusion.fuse(List.of(lexical, semantic)).entrySet()) {
            if (out.size() == k) break;
            Passage p = passages.get(e.getKey());
            out.add(new EvidenceChunk(p.source(), p.heading(), p.text(), Math.min(1, e.getValue() / best)));
        }
        return out;
    }

    /** @return the chunks, in order; for tests */
    List<Passage> passages() {
        return passages;
    }
}
