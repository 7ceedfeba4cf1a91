/**
 * The guard's layers on a per-dialect lexer and JSqlParser: a single read-only query, allow-listed
 * functions, known tables, and a row cap written in the dialect's syntax. {@link
 * io.askdb.sql.StandardGuard} assembles them into a core {@link io.askdb.guard.SqlGuard}.
 */
package io.askdb.sql;
