package io.askdb.linking;

/**
 * Receives the progress of building a schema index, so a command line can draw a bar: called
 * once with {@code done = 0} before any table is indexed, then after each table, from the
 * indexing thread.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface IndexProgress {
    /** Reports nothing. */
    IndexProgress NONE = (done, total) -> { };

    /**
     * @param done  tables handled so far (reused or rebuilt), 0 to {@code total}
     * @param total tables in the catalog
     */
    void update(int done, int total);
}
