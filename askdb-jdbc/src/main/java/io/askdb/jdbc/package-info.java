/**
 * JDBC edge of askdb: catalog introspection ({@link io.askdb.jdbc.JdbcCatalogProvider}) and
 * execution of approved SQL on a read-only session ({@link io.askdb.jdbc.JdbcSqlExecutor}),
 * with connections opened read-only per dialect by {@link io.askdb.jdbc.ReadOnlyConnectionSource}.
 * Depends on askdb-core and {@code java.sql} only; drivers are supplied at runtime.
 */
package io.askdb.jdbc;
