package io.askdb.catalog;

/**
 * Reads a database's {@link Catalog}.
 *
 * @since 0.1
 */
public interface CatalogProvider {
    /**
     * Introspects the database.
     *
     * @return the catalog of every visible table, view and materialized view
     * @throws io.askdb.error.AskdbException with {@code DATABASE_UNAVAILABLE} when the database
     *         cannot be read
     */
    Catalog catalog();
}
