package io.askdb.linking;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The cosine similarity of two short phrases ("forename", "first name") by their
 * {@link TextEmbedder} vectors (in-process all-MiniLM-L6-v2 by default: no network), for the
 * offline planner's reading of synonyms. Vectors are cached per phrase (at most {@value #MAX_CACHED}
 * phrases, then the cache is cleared), so a catalog's phrases are embedded once. Thread-safe.
 *
 * @since 0.2
 */
public final class PhraseSimilarity {
    static final int MAX_CACHED = 50_000;

    private final Supplier<TextEmbedder> embedder;
    private final Map<String, float[]> vectors = new ConcurrentHashMap<>();

    /** @param embedder the embedder; not null */
    public PhraseSimilarity(TextEmbedder embedder) {
        Objects.requireNonNull(embedder, "embedder");
        this.embedder = () -> embedder;
    }

    private PhraseSimilarity(Supplier<TextEmbedder> embedder) {
        this.embedder = embedder;
    }

    /**
     * @return the similarity over the process-wide MiniLM embedder ({@link TextEmbedder#miniLm()}), loaded on the first
     *         similarity asked (about 1 s), so a planner that never reads a synonym never loads it
     */
    public static PhraseSimilarity miniLm() {
        return new PhraseSimilarity(TextEmbedder::miniLm);
    }

    /**
     * @param a a phrase; not null
     * @param b a phrase; not null
     * @return their cosine similarity, clamped to 0-1; 1 for the same text
     */
    public double similarity(String a, String b) {
        if (a.equals(b)) return 1;
        return TextEmbedder.similarity(vector(a), vector(b));
    }

    private float[] vector(String text) {
        float[] v = vectors.get(text);
        if (v != null) return v;
        if (vectors.size() >= MAX_CACHED) vectors.clear();
        v = embedder.get().embed(text);
        vectors.put(text, v);
        return v;
    }
}
