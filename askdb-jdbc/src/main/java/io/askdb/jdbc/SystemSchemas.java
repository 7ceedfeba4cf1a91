package io.askdb.jdbc;

import io.askdb.dialect.Dialect;
import java.util.Locale;
import java.util.Set;

/**
 * The schemas and tables that belong to the engine, not the user, per dialect (each engine's
 * documentation of its system catalogs): PostgreSQL {@code pg_catalog}, {@code information_schema},
 * {@code pg_toast*}, {@code pg_temp*}; H2 {@code INFORMATION_SCHEMA}; DuckDB
 * {@code information_schema}, {@code pg_catalog} and the {@code system} and {@code temp} catalogs;
 * MySQL {@code mysql}, {@code sys}, {@code performance_schema}, {@code information_schema};
 * SQLite tables named {@code sqlite_*}.
 */
final class SystemSchemas {
    private static final Set<String> MYSQL = Set.of("mysql", "sys", "performance_schema", "information_schema");

    private SystemSchemas() {
    }

    static boolean isSystemSchema(Dialect dialect, String schema) {
        if (schema == null) return false;
        String s = schema.toLowerCase(Locale.ROOT);
        switch (dialect) {
            case POSTGRESQL:
                return s.equals("pg_catalog") || s.equals("information_schema") || s.startsWith("pg_toast")
                        || s.startsWith("pg_temp");
            case DUCKDB:
                return s.equals("information_schema") || s.equals("pg_catalog");
            case MYSQL:
                return MYSQL.contains(s);
            case H2:
            case GENERIC:
                return s.equals("information_schema");
            default:
                return false;
        }
    }

    static boolean isSystemCatalog(Dialect dialect, String catalog) {
        if (catalog == null) return false;
        String c = catalog.toLowerCase(Locale.ROOT);
        if (dialect == Dialect.DUCKDB) return c.equals("system") || c.equals("temp");
        return dialect == Dialect.MYSQL && MYSQL.contains(c);
    }

    static boolean isSystemTable(Dialect dialect, String table) {
        return dialect == Dialect.SQLITE && table.toLowerCase(Locale.ROOT).startsWith("sqlite_");
    }
}
