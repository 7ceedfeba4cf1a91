package io.askdb.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Opens a fresh JDBC connection each time it is asked; the caller closes it. A pool's
 * {@code DataSource::getConnection} fits, as does {@link ReadOnlyConnectionSource}.
 *
 * @since 0.1
 */
@FunctionalInterface
public interface ConnectionSource {
    /**
     * @return an open connection, owned by the caller
     * @throws SQLException when the database cannot be reached or opened
     */
    Connection open() throws SQLException;
}
