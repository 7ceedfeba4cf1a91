package io.askdb.guard;

import java.util.Optional;

/**
 * Writes a row cap into a statement in the dialect's own syntax, keeping any smaller limit the
 * statement already has.
 *
 * @since 0.1
 */
public interface RowLimiter {
    /**
     * @param request the statement, which every layer has already accepted; not null
     * @param limit   the most rows the statement may return, at least 1
     * @return the statement with the cap written in; never a second statement
     */
    String limit(GuardRequest request, int limit);

    /**
     * Writes a statement that counts the rows the request's statement returns, with every rewrite
     * {@link #limit} makes except the row cap (row filters, for instance), so the total never counts
     * rows the statement could not show. The guard runs every layer on the result. The default
     * writes none, and the total of a cut result stays unknown.
     *
     * @param request the statement, which every layer has already accepted; not null
     * @return one statement returning one row with one integer column, or empty when none can be written
     * @since 0.5
     */
    default Optional<String> count(GuardRequest request) {
        return Optional.empty();
    }
}
