package io.askdb.guard;

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
}
