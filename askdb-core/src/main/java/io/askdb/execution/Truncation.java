package io.askdb.execution;

/**
 * Why a result holds fewer rows than its statement produced.
 *
 * @since 0.5
 */
public enum Truncation {
    /** Nothing was cut: the result holds every row. */
    NONE,
    /** The row cap cut the result ({@link ExecutionLimits#maxRows()}, askdb.max-rows). */
    ROW_CAP,
    /** The byte cap cut the result before the row cap was reached (the executor's limit on a result's cell data). */
    BYTE_CAP
}
