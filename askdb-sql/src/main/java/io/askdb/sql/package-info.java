/**
 * SQL understanding on a per-dialect lexer and JSqlParser. The guard's layers: a single read-only
 * query, allow-listed functions, known tables, and a row cap written in the dialect's syntax
 * ({@link io.askdb.sql.StandardGuard} assembles them into a core {@link io.askdb.guard.SqlGuard}).
 * Validation: schema compliance of candidate SQL against the catalog, with aliases, CTEs,
 * derived tables and correlated scopes resolved ({@link io.askdb.sql.CatalogComplianceValidator}).
 * The critic's deterministic checks of a result against its question
 * ({@link io.askdb.sql.ResultCritic}).
 */
package io.askdb.sql;
