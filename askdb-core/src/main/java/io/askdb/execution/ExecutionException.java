package io.askdb.execution;

/**
 * The database rejected a statement or it timed out. The message is the database's own error
 * text, which repair feeds back to the generator.
 *
 * @since 0.1
 */
public class ExecutionException extends RuntimeException {
    private final String sqlState;
    private final boolean timedOut;

    /**
     * @param message  the database's error text; not null
     * @param sqlState the SQLSTATE, or null
     * @param timedOut true when the statement hit the timeout
     * @param cause    the driver's exception
     */
    public ExecutionException(String message, String sqlState, boolean timedOut, Throwable cause) {
        super(message, cause);
        this.sqlState = sqlState;
        this.timedOut = timedOut;
    }

    /** @return the SQLSTATE, or null */
    public String sqlState() {
        return sqlState;
    }

    /** @return true when the statement hit the timeout */
    public boolean timedOut() {
        return timedOut;
    }
}
