package io.askdb.validation;

import io.askdb.catalog.Catalog;

/**
 * Schema compliance: every table and column the SQL references must exist in the visible catalog,
 * with aliases and CTEs resolved. Static; nothing runs. Implementations must be thread-safe.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface SqlValidator {
    /** Accepts everything, knowing nothing of its shape. */
    SqlValidator NONE = (sql, catalog) -> new Validation.Valid(QueryShape.UNKNOWN);

    /**
     * @param sql     one candidate statement; not null
     * @param catalog the visible catalog; not null
     * @return valid with the query's shape, or the violations, each naming the bad identifier and
     *         the closest real one
     */
    Validation validate(String sql, Catalog catalog);
}
