package io.askdb.guard;

/**
 * What the guard decided: {@link ApprovedSql} or {@link Refusal}.
 *
 * @since 0.1
 */
public sealed interface GuardResult permits ApprovedSql, Refusal {
}
