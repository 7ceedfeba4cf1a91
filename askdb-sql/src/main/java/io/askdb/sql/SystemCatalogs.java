package io.askdb.sql;

import io.askdb.dialect.Dialect;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The names of engine metadata: system schemas, and unqualified table names that resolve to
 * system catalogs (SQLite reserves the {@code sqlite_} prefix; PostgreSQL finds {@code pg_}
 * relations through {@code pg_catalog} on every search path; DuckDB has {@code duckdb_} views;
 * SQLite and DuckDB expose PRAGMAs as {@code pragma_} tables). Names are compared after NFKC
 * normalisation and lower-casing, as {@link FunctionRules#canonical(String)} does.
 */
final class SystemCatalogs {
    private static final Set<String> SCHEMAS = Set.of("information_schema", "pg_catalog", "pg_toast", "mysql",
            "performance_schema", "sys", "system");

    /**
     * SQLite eponymous virtual tables that read metadata or files even without a call: dbstat
     * (page statistics), sqlite_dbpage, fsdir and zipfile (files), fts3tokenize; SQLite "The
     * DBSTAT Virtual Table", "The SQLITE_DBPAGE Virtual Table", "Table-Valued Functions".
     */
    private static final Set<String> SQLITE_VIRTUAL = Set.of("dbstat", "fsdir", "zipfile", "fts3tokenize", "completion");

    private SystemCatalogs() {
    }

    /**
     * @param dialect the dialect
     * @param schema  the schema written in the SQL, unquoted, or null
     * @param name    the table name, unquoted
     * @return true when the reference names engine metadata
     */
    static boolean isSystem(Dialect dialect, String schema, String name) {
        if (schema != null && SCHEMAS.contains(FunctionRules.canonical(schema))) return true;
        String n = FunctionRules.canonical(name);
        if (dialect == Dialect.SQLITE && SQLITE_VIRTUAL.contains(n)) return true;
        for (String prefix : prefixes(dialect)) {
            if (n.startsWith(prefix)) return true;
        }
        return false;
    }

    private static List<String> prefixes(Dialect dialect) {
        if (dialect == Dialect.SQLITE) return List.of("sqlite_", "pragma_");
        if (dialect == Dialect.POSTGRESQL) return List.of("pg_");
        if (dialect == Dialect.DUCKDB) return List.of("duckdb_", "pg_", "sqlite_", "pragma_");
        if (dialect == Dialect.GENERIC) return List.of("sqlite_", "pg_", "duckdb_");
        return List.of();
    }
}
