package io.askdb.store;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.util.Arrays;
import java.util.Locale;
import java.util.Properties;
import java.util.stream.Collectors;

/**
 * The databases a history store can live in, with what differs between them: the migration folder,
 * the connection settings and the schema that holds askdb's tables.
 */
enum StoreVendor {
    /**
     * A SQLite file. WAL lets readers work while one process writes; the busy timeout makes a second
     * writer wait instead of failing at once; IMMEDIATE takes the write lock when a transaction
     * begins, so two writers never deadlock on a lock upgrade (SQLite docs: "wal.html" and
     * "lang_transaction.html").
     */
    SQLITE("sqlite", "jdbc:sqlite:", null),
    /** PostgreSQL: askdb's tables live in their own schema, so the user's schemas are never touched. */
    POSTGRESQL("postgresql", "jdbc:postgresql:", "askdb");

    /** How long a SQLite connection waits for another writer before it fails, in milliseconds. */
    static final int BUSY_TIMEOUT_MS = 5_000;

    private final String folder;
    private final String urlPrefix;
    private final String schema;

    StoreVendor(String folder, String urlPrefix, String schema) {
        this.folder = folder;
        this.urlPrefix = urlPrefix;
        this.schema = schema;
    }

    /**
     * @param jdbcUrl a JDBC URL such as {@code jdbc:sqlite:/home/me/.local/share/askdb/history.db}
     * @return the vendor that the URL names
     * @throws AskdbException CONFIGURATION when no supported vendor matches
     */
    static StoreVendor of(String jdbcUrl) {
        String lower = jdbcUrl.toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(vendor -> lower.startsWith(vendor.urlPrefix))
                .findFirst()
                .orElseThrow(() -> new AskdbException(ErrorCode.CONFIGURATION,
                        "The history store URL '" + StoreLocation.withoutParameters(jdbcUrl)
                                + "' names a database askdb cannot keep history in. Use a URL starting with "
                                + Arrays.stream(values()).map(v -> v.urlPrefix).collect(Collectors.joining(" or "))
                                + "."));
    }

    /** @return the Flyway location of this vendor's migrations */
    String migrationLocation() {
        return "classpath:db/migration/askdb/" + folder;
    }

    /** @return the schema for askdb's tables, or null for the connection's default */
    String schema() {
        return schema;
    }

    /** @return driver properties to add to the user and password */
    Properties connectionProperties() {
        Properties properties = new Properties();
        if (this == SQLITE) {
            properties.setProperty("busy_timeout", Integer.toString(BUSY_TIMEOUT_MS));
            properties.setProperty("journal_mode", "WAL");
            properties.setProperty("transaction_mode", "IMMEDIATE");
        } else {
            properties.setProperty("currentSchema", schema);
        }
        return properties;
    }
}
