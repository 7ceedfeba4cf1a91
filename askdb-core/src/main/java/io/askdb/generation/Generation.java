package io.askdb.generation;

/**
 * A generator's outcome: {@link CandidateSql} or {@link Declined}.
 *
 * @since 0.1
 */
public sealed interface Generation permits CandidateSql, Declined {
}
