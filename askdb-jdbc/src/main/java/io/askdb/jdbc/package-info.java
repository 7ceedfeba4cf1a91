/**
 * JDBC edge of askdb: catalog introspection ({@link io.askdb.jdbc.JdbcCatalogProvider}) and
 * execution of approved SQL on a read-only session ({@link io.askdb.jdbc.JdbcSqlExecutor}), the
 * dry run that asks the database to compile approved SQL without running it
 * ({@link io.askdb.jdbc.DatabaseDryRun}), the reader of text columns' distinct values for value
 * linking ({@link io.askdb.jdbc.DistinctValueReader}),
 * with connections opened read-only per dialect by {@link io.askdb.jdbc.ReadOnlyConnectionSource}.
 * Depends on askdb-core and {@code java.sql} only; drivers are supplied at runtime.
 */
package io.askdb.jdbc;
