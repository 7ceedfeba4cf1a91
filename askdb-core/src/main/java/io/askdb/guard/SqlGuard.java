package io.askdb.guard;

/**
 * Decides whether a statement may run: a single read-only query over visible tables, using
 * only allowed functions, with a row cap.
 *
 * @since 0.1
 */
public interface SqlGuard {
    /**
     * @param request the statement and its context; not null
     * @return {@link ApprovedSql} or a {@link Refusal}; never throws for bad SQL, which is refused
     */
    GuardResult check(GuardRequest request);
}
