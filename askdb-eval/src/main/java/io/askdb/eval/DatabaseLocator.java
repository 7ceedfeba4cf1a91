package io.askdb.eval;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Finds the JDBC URL of an evaluation database from its id ({@code db_id}, {@code db_name}),
 * either through a URL template or by looking for a database file under a root folder.
 *
 * <p>Under a root, the files tried are, in order: {@code <root>/<db>/<db>.sqlite} (the Spider
 * and BIRD layout), {@code <root>/<db>.sqlite}, {@code <root>/<db>.db} (defog's SQLite copies),
 * {@code <root>/<db>/<db>.db}, and {@code <root>/<db>.duckdb}.
 *
 * @since 0.1
 */
public final class DatabaseLocator {
    /** The placeholder a URL template uses for the database id. */
    public static final String PLACEHOLDER = "{db}";

    private final Path root;
    private final String urlTemplate;

    /**
     * @param root        the folder holding the databases ({@code --db-root}), or null
     * @param urlTemplate a JDBC URL with {@value #PLACEHOLDER} for the database id, such as
     *                    {@code jdbc:postgresql://localhost/{db}} ({@code --db-url}), or null; a
     *                    template wins over the root
     * @throws AskdbException with {@link ErrorCode#BAD_INPUT} when both are null or blank
     */
    public DatabaseLocator(Path root, String urlTemplate) {
        this.root = root;
        this.urlTemplate = urlTemplate == null || urlTemplate.isBlank() ? null : urlTemplate.strip();
        if (root == null && this.urlTemplate == null) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot tell where the evaluation databases are. Give --db-root with the folder"
                    + " holding them, or --db-url with a JDBC URL template such as jdbc:postgresql://localhost/" + PLACEHOLDER + ".");
        }
    }

    /**
     * @param db the database id from the dataset; not blank, no path separators
     * @return the JDBC URL: the template with the id substituted, or {@code jdbc:sqlite:} or
     *         {@code jdbc:duckdb:} and the absolute path of the first file found
     * @throws AskdbException with {@link ErrorCode#BAD_INPUT} when the id is not a plain name, or
     *         no file is found; the message lists every path tried
     */
    public String url(String db) {
        Found found = find(db);
        if (found.url() == null) throw new AskdbException(ErrorCode.BAD_INPUT, found.message());
        return found.url();
    }

    /**
     * Says, in one line for a question's verdict, why a database cannot be used, so that an
     * evaluation can score the questions on it and go on.
     *
     * @param db the database id from the dataset; not null
     * @return null when {@link #url} finds it; otherwise "database file not found: " and the paths
     *         tried, or the message {@link #url} would throw for an id that is not a plain name or
     *         a root that does not exist
     */
    String missing(String db) {
        Found found = find(db);
        if (found.url() != null) return null;
        return found.tried().isEmpty() ? found.message() : "database file not found: "
                + found.tried().stream().map(Path::toString).collect(Collectors.joining(" or "));
    }

    /** A JDBC URL, or the paths tried (possibly none) and the message for the user. */
    private record Found(String url, List<Path> tried, String message) {
    }

    private Found find(String db) {
        Objects.requireNonNull(db, "db");
        if (urlTemplate != null) return new Found(urlTemplate.replace(PLACEHOLDER, db), List.of(), null);
        if (db.isBlank() || db.contains("/") || db.contains("\\") || db.equals(".") || db.equals("..")) {
            return new Found(null, List.of(), "Database id '" + db + "' is not a plain name, so askdb will not look for it under "
                    + root + ". Fix the db field of the dataset, or use --db-url with a JDBC URL template.");
        }
        if (!Files.isDirectory(root)) {
            return new Found(null, List.of(), "The database folder " + root.toAbsolutePath().normalize()
                    + " does not exist. Point --db-root at the folder holding the databases, or use --db-url with a JDBC URL template.");
        }
        List<Path> tried = candidates(db);
        for (Path p : tried) {
            if (Files.isRegularFile(p)) {
                return new Found((p.getFileName().toString().endsWith(".duckdb") ? "jdbc:duckdb:" : "jdbc:sqlite:") + p, tried, null);
            }
        }
        return new Found(null, tried, "No database file for '" + db + "'. Tried: "
                + tried.stream().map(Path::toString).collect(Collectors.joining(", "))
                + ". Point --db-root at the folder holding the databases, or use --db-url with a JDBC URL template such as "
                + "jdbc:postgresql://localhost/" + PLACEHOLDER + ".");
    }

    private List<Path> candidates(String db) {
        Path base = root.toAbsolutePath().normalize();
        return List.of(base.resolve(db).resolve(db + ".sqlite"), base.resolve(db + ".sqlite"), base.resolve(db + ".db"),
                base.resolve(db).resolve(db + ".db"), base.resolve(db + ".duckdb"));
    }
}
