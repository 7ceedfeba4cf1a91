package io.askdb.linking;

import io.askdb.catalog.Catalog;

/**
 * Ranks a catalog's tables and columns by relevance to a question.
 *
 * <p>Implementations may build an index per catalog on first use and keep it; they must be
 * thread-safe.
 *
 * @since 0.1
 */
public interface SchemaLinker {
    /**
     * Links a question to the catalog.
     *
     * @param question  the question in plain language; not blank
     * @param evidence  evidence that comes with the question, or empty; not null
     * @param catalog   the catalog to link against; not null
     * @param maxTables the most tables to return, at least 1
     * @return at most {@code maxTables} tables, best first; empty only when the catalog is empty
     */
    LinkedSchema link(String question, String evidence, Catalog catalog, int maxTables);
}
