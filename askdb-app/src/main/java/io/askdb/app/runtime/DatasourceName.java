package io.askdb.app.runtime;

/**
 * How a configured database is named where askdb shows several: MCP tools and resource URIs, the
 * server's API, and the store's verified examples.
 *
 * @since 0.2
 */
public final class DatasourceName {
    private DatasourceName() {
    }

    /**
     * The datasource's name in MCP tools, the server's API and the store's examples: "chinook" for
     * the demo database, else the file name without its extension, or the last part of a JDBC
     * URL's path, with characters other than letters, digits, '_', '-' and '.' replaced by '_'.
     *
     * @param db the configured database (askdb.db), or null for the demo
     * @return the name, 1-64 characters
     * @since 0.2
     */
    public static String of(String db) {
        if (db == null) return "chinook";
        String s = db;
        if (s.regionMatches(true, 0, "jdbc:", 0, 5)) {
            s = s.replaceFirst("[?;].*$", "");
            s = s.substring(Math.max(s.lastIndexOf('/'), s.lastIndexOf(':')) + 1);
        } else {
            java.nio.file.Path file = java.nio.file.Path.of(s).getFileName();
            s = file == null ? "" : file.toString();
        }
        int dot = s.lastIndexOf('.');
        if (dot > 0) s = s.substring(0, dot);
        s = s.replaceAll("[^A-Za-z0-9_.-]", "_");
        if (s.length() > 64) s = s.substring(0, 64);
        return s.isEmpty() ? "default" : s.toLowerCase(java.util.Locale.ROOT);
    }
}
