package io.askdb.linking;

import io.askdb.catalog.Catalog;
import java.util.List;

/**
 * Value linking: matches literals of the question (case- and accent-insensitive, fuzzy) against
 * the catalog's sampled distinct values. Implementations must be thread-safe.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface ValueLinker {
    /** Links no values. */
    ValueLinker NONE = (question, catalog, max) -> List.of();

    /**
     * @param question the question; not blank
     * @param catalog  the catalog with sample values; not null
     * @param max      the most matches to return, at least 1
     * @return matches, best first; empty when no literal matched
     */
    List<ValueMatch> link(String question, Catalog catalog, int max);
}
