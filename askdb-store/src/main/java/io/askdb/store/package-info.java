/**
 * Storage: the {@link io.askdb.history.HistoryStore} kept in a SQL database through JDBC, a SQLite
 * file by default and PostgreSQL when a URL is given. The store owns its tables and migrates them
 * with Flyway from {@code db/migration/askdb/<vendor>}, tracked in {@code askdb_schema_history}.
 */
package io.askdb.store;
