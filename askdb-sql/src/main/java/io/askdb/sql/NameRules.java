package io.askdb.sql;

import io.askdb.dialect.Dialect;

/**
 * How a written identifier matches a catalogued one in each dialect. Unquoted identifiers always
 * compare case-insensitively: PostgreSQL folds them to lower case and H2 to upper case (both
 * documented in their "Identifiers" sections), SQLite, MySQL column names and DuckDB compare them
 * without regard to case. Quoted identifiers compare exactly in PostgreSQL and H2 (quoting keeps
 * the case); SQLite and DuckDB match even quoted names case-insensitively (SQLite "SQL As
 * Understood By SQLite: keywords", DuckDB "Rules for Case-Sensitivity"), MySQL column names are
 * case-insensitive in every form. Comparing case-insensitively where an engine would not is the
 * conservative choice: the validator may miss an error the dry run then reports, but never
 * reports one that is not there.
 */
record NameRules(Dialect dialect) {
    /** @return true when a name written in SQL ({@code quoted} or not) denotes the catalogued name */
    boolean same(String written, boolean quoted, String catalogued) {
        if (quoted && (dialect == Dialect.POSTGRESQL || dialect == Dialect.H2)) return written.equals(catalogued);
        return written.equalsIgnoreCase(catalogued);
    }

    /** @return true when the raw identifier (as JSqlParser keeps it) is quoted */
    static boolean quoted(String raw) {
        if (raw == null || raw.isEmpty()) return false;
        char c = raw.charAt(0);
        return c == '"' || c == '`' || c == '[';
    }
}
