package io.askdb.jdbc;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** Turns a user's --db value (a JDBC URL or a file path) into a JDBC URL, and redacts URLs for messages. */
final class DatabaseLocation {
    private static final String HOW_TO = "Point --db at an existing SQLite file (.sqlite, .sqlite3, .db, .db3),"
            + " a DuckDB file (.duckdb), or a JDBC URL such as jdbc:postgresql://localhost:5432/mydb.";

    private DatabaseLocation() {
    }

    static String toJdbcUrl(String urlOrPath) {
        String lower = urlOrPath.toLowerCase(Locale.ROOT);
        if (lower.startsWith("jdbc:sqlite:")) {
            requireFile(fileOf(urlOrPath.substring("jdbc:sqlite:".length())));
            return urlOrPath;
        }
        if (lower.startsWith("jdbc:duckdb:")) {
            requireFile(fileOf(urlOrPath.substring("jdbc:duckdb:".length())));
            return urlOrPath;
        }
        if (lower.startsWith("jdbc:")) return urlOrPath;
        String prefix;
        if (lower.endsWith(".duckdb")) {
            prefix = "jdbc:duckdb:";
        } else if (lower.endsWith(".sqlite") || lower.endsWith(".sqlite3") || lower.endsWith(".db")
                || lower.endsWith(".db3")) {
            prefix = "jdbc:sqlite:";
        } else {
            throw new AskdbException(ErrorCode.CONFIGURATION, "'" + urlOrPath
                    + "' is neither a JDBC URL nor a database file askdb recognises. " + HOW_TO);
        }
        Path file = Path.of(urlOrPath).toAbsolutePath().normalize();
        requireFile(file.toString());
        return prefix + file;
    }

    /** @return the file path part of a SQLite or DuckDB URL, or null for in-memory databases */
    private static String fileOf(String rest) {
        String path = rest;
        int q = path.indexOf('?');
        if (q >= 0) path = path.substring(0, q);
        if (path.startsWith("file:")) path = path.substring("file:".length());
        if (path.isEmpty() || path.startsWith(":memory:") || path.startsWith("memory:")) return null;
        return path;
    }

    private static void requireFile(String path) {
        if (path == null) return;
        if (!Files.isRegularFile(Path.of(path))) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "The database file '" + path
                    + "' does not exist (askdb never creates an empty database). " + HOW_TO);
        }
    }

    /** Removes user info, passwords and query parameters from a URL. */
    static String redact(String url) {
        String out = url.replaceAll("//[^/@?;]*@", "//");
        int q = out.indexOf('?');
        if (q >= 0) out = out.substring(0, q);
        return out.replaceAll("(?i);(password|user)=[^;]*", "");
    }
}
