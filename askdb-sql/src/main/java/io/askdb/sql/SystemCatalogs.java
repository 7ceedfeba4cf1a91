package io.askdb.sql;

import io.askdb.dialect.Dialect;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The names of engine metadata: system schemas, and unqualified table names that resolve to
 * system catalogs (SQLite reserves the {@code sqlite_} prefix; PostgreSQL finds {@code pg_}
 * relations through {@code pg_catalog} on every search path; DuckDB has {@code duckdb_} views).
 */
final class SystemCatalogs {
    private static final Set<String> SCHEMAS = Set.of("information_schema", "pg_catalog", "pg_toast", "mysql",
            "performance_schema", "sys", "system");

    private SystemCatalogs() {
    }

    /**
     * @param dialect the dialect
     * @param schema  the schema written in the SQL, unquoted, or null
     * @param name    the table name, unquoted
     * @return true when the reference names engine metadata
     */
    static boolean isSystem(Dialect dialect, String schema, String name) {
        if (schema != null && SCHEMAS.contains(schema.toLowerCase(Locale.ROOT))) return true;
        String n = name.toLowerCase(Locale.ROOT);
        for (String prefix : prefixes(dialect)) {
            if (n.startsWith(prefix)) return true;
        }
        return false;
    }

    private static List<String> prefixes(Dialect dialect) {
        if (dialect == Dialect.SQLITE) return List.of("sqlite_");
        if (dialect == Dialect.POSTGRESQL) return List.of("pg_");
        if (dialect == Dialect.DUCKDB) return List.of("duckdb_", "pg_", "sqlite_");
        if (dialect == Dialect.GENERIC) return List.of("sqlite_", "pg_", "duckdb_");
        return List.of();
    }
}
