package io.askdb.critic;

import io.askdb.execution.ResultTable;
import java.util.Optional;

/**
 * Runs a small read-only query for a critic check, so that a check can base its verdict on the
 * data rather than on a guess: whether a {@code NOT IN} subquery really returns a NULL, whether a
 * corrected query really gives other rows, which row follows the last one a {@code LIMIT} kept.
 *
 * <p>The pipeline's implementation sends every probe through the same guard as candidate SQL (the
 * caller's access policy, row filters and the dialect's rules apply) and runs it on the read-only
 * executor with a short timeout, so a probe can neither write nor see more than the question's own
 * SQL could. Implementations must be thread-safe.
 *
 * @since 0.4
 */
@FunctionalInterface
public interface ResultProbe {
    /** A probe that runs nothing: checks that need one stay silent. */
    ResultProbe NONE = (sql, maxRows) -> Optional.empty();

    /**
     * @param sql     one SELECT statement in the catalog's dialect, without a row limit of its own
     *                unless the check needs one; not blank
     * @param maxRows the most rows to return, 1 or more
     * @return the result, or empty when the guard refused the probe, it failed or it timed out
     *         (a check then says nothing, never guesses)
     */
    Optional<ResultTable> run(String sql, int maxRows);
}
