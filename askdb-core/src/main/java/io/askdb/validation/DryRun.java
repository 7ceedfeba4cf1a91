package io.askdb.validation;

import io.askdb.guard.ApprovedSql;

/**
 * Asks the database itself whether approved SQL would run (EXPLAIN or prepare; nothing is
 * executed), catching what static checks miss: wrong function arguments, type errors, dialect
 * syntax. Implementations must be thread-safe.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface DryRun {
    /** Skips the dry run. */
    DryRun NONE = sql -> new Validation.Valid(QueryShape.UNKNOWN);

    /**
     * @param sql SQL the guard approved; not null
     * @return valid (with {@link QueryShape#UNKNOWN}), or one {@link Violation.Kind#DRY_RUN}
     *         violation carrying the database's message
     * @throws io.askdb.error.AskdbException when the database cannot be reached
     */
    Validation check(ApprovedSql sql);
}
