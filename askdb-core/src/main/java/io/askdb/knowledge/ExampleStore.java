package io.askdb.knowledge;

import java.util.List;

/**
 * Verified question and SQL pairs for one database, retrieved by similarity to a question.
 * Implementations must be thread-safe.
 *
 * @since 0.2
 */
public interface ExampleStore {
    /** A store with no examples that refuses additions. */
    ExampleStore NONE = new ExampleStore() {
        @Override
        public List<Example> find(String question, int k) {
            return List.of();
        }

        @Override
        public void add(String question, String sql) {
            throw new UnsupportedOperationException("This example store is read-only");
        }
    };

    /**
     * @param question the question; not blank
     * @param k        the most examples to return, at least 1
     * @return the most similar examples above the store's similarity floor, best first, each
     *         with its similarity; empty when none is similar
     */
    List<Example> find(String question, int k);

    /**
     * Adds a verified example.
     *
     * @param question the question; not blank
     * @param sql      SQL verified to answer it; not blank
     * @throws io.askdb.error.AskdbException when the store cannot be written
     * @throws UnsupportedOperationException when the store is read-only
     */
    void add(String question, String sql);
}
