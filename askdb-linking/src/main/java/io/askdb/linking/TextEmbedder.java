package io.askdb.linking;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Turns texts into unit-length vectors with a LangChain4j {@link EmbeddingModel}; by default the
 * in-process quantized all-MiniLM-L6-v2 (384 dimensions, ONNX inside the jar, no network).
 * Shared by schema linking, evidence and examples so the model is loaded once per process.
 *
 * @since 0.2
 */
public final class TextEmbedder {
    private static volatile TextEmbedder shared;

    private final EmbeddingModel model;

    /** @param model any LangChain4j embedding model; not null */
    public TextEmbedder(EmbeddingModel model) {
        this.model = Objects.requireNonNull(model, "model");
    }

    /** @return the process-wide in-process MiniLM embedder, loaded on first use (about 1 s) */
    public static TextEmbedder miniLm() {
        TextEmbedder e = shared;
        if (e == null) {
            synchronized (TextEmbedder.class) {
                if (shared == null) shared = new TextEmbedder(new AllMiniLmL6V2QuantizedEmbeddingModel());
                e = shared;
            }
        }
        return e;
    }

    /** @return the vector length */
    public int dimensions() {
        return model.dimension();
    }

    /**
     * @param text a text; not null
     * @return its unit-length vector
     */
    public float[] embed(String text) {
        return unit(model.embed(text).content().vector());
    }

    /**
     * @param texts texts; not null
     * @return their unit-length vectors, in order
     */
    public List<float[]> embedAll(List<String> texts) {
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        List<float[]> out = new ArrayList<>(texts.size());
        if (segments.isEmpty()) return out;
        for (Embedding e : model.embedAll(segments).content()) out.add(unit(e.vector()));
        return out;
    }

    /** @return the cosine similarity of two unit vectors, clamped to 0-1 */
    public static double similarity(float[] a, float[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) dot += a[i] * b[i];
        return Math.max(0, Math.min(1, dot));
    }

    private static float[] unit(float[] v) {
        double norm = 0;
        for (float x : v) norm += x * x;
        norm = Math.sqrt(norm);
        if (norm == 0) return v;
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) out[i] = (float) (v[i] / norm);
        return out;
    }
}
