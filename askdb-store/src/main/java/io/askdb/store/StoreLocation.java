package io.askdb.store;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Where a history store lives: its JDBC URL, credentials and vendor, and how to name it in a
 * message without leaking credentials.
 */
final class StoreLocation {
    private final String jdbcUrl;
    private final String user;
    private final String password;
    private final StoreVendor vendor;
    private final String description;
    private final String hint;

    private StoreLocation(String jdbcUrl, String user, String password, StoreVendor vendor, String description,
                          String hint) {
        this.jdbcUrl = jdbcUrl;
        this.user = user;
        this.password = password;
        this.vendor = vendor;
        this.description = description;
        this.hint = hint;
    }

    /**
     * @param file the SQLite file; its parent folders are created when missing
     * @throws AskdbException CONFIGURATION when the file is a folder or its folder cannot be created
     */
    static StoreLocation sqliteFile(Path file) {
        Objects.requireNonNull(file, "file");
        Path absolute = file.toAbsolutePath().normalize();
        String description = "the history file " + absolute;
        String hint = "Point ASKDB_HISTORY_PATH or --history-path at a writable file.";
        if (Files.isDirectory(absolute)) {
            throw new AskdbException(ErrorCode.CONFIGURATION,
                    "Cannot use " + description + ": it is a folder, not a file. " + hint);
        }
        try {
            Files.createDirectories(absolute.getParent());
        } catch (IOException | SecurityException e) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Cannot create the folder " + absolute.getParent()
                    + " for " + description + " (" + e + "). " + hint, e);
        }
        return new StoreLocation("jdbc:sqlite:" + absolute, null, null, StoreVendor.SQLITE, description, hint);
    }

    /**
     * @param jdbcUrl  a JDBC URL of a supported vendor; not null
     * @param user     the user, or null when the URL or driver supplies it
     * @param password the password, or null
     * @throws AskdbException CONFIGURATION when the URL names no supported vendor
     */
    static StoreLocation url(String jdbcUrl, String user, String password) {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        StoreVendor vendor = StoreVendor.of(jdbcUrl);
        return new StoreLocation(jdbcUrl, user, password, vendor,
                "the history store " + withoutParameters(jdbcUrl),
                "Check the history store URL, and that the database is running and accepts this user.");
    }

    /** @return the URL cut before its parameters, which may hold a password */
    static String withoutParameters(String jdbcUrl) {
        int question = jdbcUrl.indexOf('?');
        return question < 0 ? jdbcUrl : jdbcUrl.substring(0, question);
    }

    /** @return the SQLite file of a {@code jdbc:sqlite:<path>} location, or empty (PostgreSQL, in-memory, URI forms) */
    java.util.Optional<Path> file() {
        String prefix = "jdbc:sqlite:";
        if (vendor != StoreVendor.SQLITE || !jdbcUrl.startsWith(prefix)) return java.util.Optional.empty();
        String rest = withoutParameters(jdbcUrl.substring(prefix.length()));
        if (rest.isEmpty() || rest.startsWith(":") || rest.startsWith("file:")) return java.util.Optional.empty();
        return java.util.Optional.of(Path.of(rest));
    }

    String jdbcUrl() {
        return jdbcUrl;
    }

    String user() {
        return user;
    }

    String password() {
        return password;
    }

    StoreVendor vendor() {
        return vendor;
    }

    /** @return e.g. "the history file /home/me/.local/share/askdb/history.db", without credentials */
    String description() {
        return description;
    }

    /** @return one sentence on what the user can do, e.g. point the history elsewhere */
    String hint() {
        return hint;
    }

    @Override
    public String toString() {
        return description;
    }
}
