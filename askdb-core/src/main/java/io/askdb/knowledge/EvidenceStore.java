package io.askdb.knowledge;

import java.util.List;

/**
 * A database's business definitions and notes, retrieved by relevance to a question. Only
 * passages above the store's relevance floor are returned, so evidence appears in a prompt only
 * when it is relevant. Implementations must be thread-safe.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface EvidenceStore {
    /** A store with no documents. */
    EvidenceStore NONE = (question, k) -> List.of();

    /**
     * @param question the question; not blank
     * @param k        the most passages to return, at least 1
     * @return relevant passages, best first; empty when none is relevant
     */
    List<EvidenceChunk> find(String question, int k);

    /**
     * Several stores as one: each store's passages in the order given (a semantic model's exact
     * definitions before a knowledge folder's prose), at most {@code k} in all.
     *
     * @param stores the stores, first first; not null
     * @return the combined store
     */
    static EvidenceStore all(java.util.List<EvidenceStore> stores) {
        java.util.List<EvidenceStore> copy = java.util.List.copyOf(stores);
        return (question, k) -> copy.stream().flatMap(s -> s.find(question, k).stream()).limit(k).toList();
    }
}
