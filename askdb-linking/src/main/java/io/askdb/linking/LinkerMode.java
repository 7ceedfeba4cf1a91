package io.askdb.linking;

/**
 * How a schema index ranks tables.
 *
 * @since 0.2
 */
public enum LinkerMode {
    /** BM25 over table and column documents only; no embedding model is loaded. */
    LEXICAL,
    /**
     * BM25 and in-process MiniLM embeddings of table and column descriptions, fused by
     * reciprocal rank ({@link RankFusion}); the default.
     */
    HYBRID
}
