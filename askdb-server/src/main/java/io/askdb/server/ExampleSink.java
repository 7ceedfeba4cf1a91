package io.askdb.server;

/**
 * Where a verified example goes when a user gives an answer a thumbs-up: the same store
 * {@code askdb example} appends to. The server has already run the SQL through the guard and the
 * database before it calls this.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface ExampleSink {
    /** Refuses every example: thumbs-ups are stored as feedback only. */
    ExampleSink NONE = (datasource, question, sql) -> false;

    /**
     * @param datasource the datasource the SQL ran on; not null
     * @param question   the question, stripped; not blank
     * @param sql        approved SQL that ran; not blank
     * @return true when the example was added, false when this server keeps no examples
     * @throws io.askdb.error.AskdbException when the examples store cannot be written
     */
    boolean add(String datasource, String question, String sql);
}
