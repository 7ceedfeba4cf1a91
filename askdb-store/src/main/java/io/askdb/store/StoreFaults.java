package io.askdb.store;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.sql.SQLException;

/**
 * The store's messages for faults, in one place. Each says what failed, which store (never with
 * credentials), the database's own reason, and what the user can do.
 */
final class StoreFaults {
    /** SQLite's result code when another connection holds the lock past the busy timeout. */
    private static final int SQLITE_BUSY = 5;

    private StoreFaults() {
    }

    /** The store could not be opened or its tables could not be created or updated. */
    static AskdbException openFailed(StoreLocation location, Throwable cause) {
        return new AskdbException(ErrorCode.CONFIGURATION, "Cannot open " + location.description()
                + ": preparing its tables failed (" + rootMessage(location, cause) + "). " + location.hint(), cause);
    }

    /** The store's database holds tables but no askdb schema history: it is someone else's. */
    static AskdbException foreignTables(StoreLocation location, Throwable cause) {
        return new AskdbException(ErrorCode.CONFIGURATION, "Cannot open " + location.description()
                + ": it already holds tables that are not askdb's history, and askdb leaves them alone. "
                + location.hint(), cause);
    }

    /** A history entry could not be written. */
    static AskdbException writeFailed(StoreLocation location, SQLException cause) {
        if (location.vendor() == StoreVendor.SQLITE && cause.getErrorCode() == SQLITE_BUSY) {
            return new AskdbException(ErrorCode.INTERNAL, "Cannot write to " + location.description()
                    + ": another process kept it locked for more than " + StoreVendor.BUSY_TIMEOUT_MS / 1000
                    + " s. Try again, or " + lowerFirst(location.hint()), cause);
        }
        return new AskdbException(ErrorCode.INTERNAL, "Cannot write to " + location.description() + " ("
                + rootMessage(location, cause) + "). Check that it is writable and the disk is not full. "
                + location.hint(), cause);
    }

    /** History entries could not be read, or a stored row is not one askdb understands. */
    static AskdbException readFailed(StoreLocation location, Exception cause) {
        return new AskdbException(ErrorCode.INTERNAL, "Cannot read " + location.description() + " ("
                + rootMessage(location, cause) + "). " + location.hint(), cause);
    }

    /** @return the innermost cause's message on one line, without the URL's parameters (which may hold a password) */
    static String rootMessage(StoreLocation location, Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        message = message.replace(location.jdbcUrl(), StoreLocation.withoutParameters(location.jdbcUrl()));
        return message.strip().replaceAll("\\s+", " ");
    }

    private static String lowerFirst(String sentence) {
        return Character.toLowerCase(sentence.charAt(0)) + sentence.substring(1);
    }
}
