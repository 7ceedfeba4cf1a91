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
}
