package io.askdb.server;

import io.askdb.TextToSql;
import io.askdb.jdbc.ReadOnlyConnectionSource;

/**
 * One datasource the server answers for.
 *
 * @param name       the name in the API
 * @param source     the database
 * @param askdb      askdb over it
 * @param registered true when registered through the API (and kept in the store), false when configured
 * @param record     the stored registration, or null for a configured datasource
 */
record Served(String name, ReadOnlyConnectionSource source, TextToSql askdb, boolean registered, DatasourceRecord record) {
}
