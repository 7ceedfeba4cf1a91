package io.askdb.server;

import io.askdb.TextToSql;
import io.askdb.jdbc.ConnectionSource;
import io.askdb.jdbc.ReadOnlyConnectionSource;

/**
 * Builds askdb over one database: the app wires its configured generator, guard, agent steps and
 * history (askdb-app's {@code AskdbRuntime}); tests wire the offline planner.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface DatasourceOpener {
    /**
     * Called when the server starts (configured datasources), when a datasource is registered and
     * when it is re-indexed; a fresh call must read the catalog afresh and rebuild any schema index.
     *
     * @param name       the datasource's name in the API; not null
     * @param source     the database, for the catalog, the dry run and value linking; not null
     * @param executions the connections the executor must run statements on (the same database,
     *                   wrapped so that a client closing its stream cancels the running statement);
     *                   pass it to {@code new JdbcSqlExecutor(executions, source.dialect())}; not null
     * @return askdb over the database
     * @throws io.askdb.error.AskdbException when the database or its parts cannot be set up
     */
    TextToSql open(String name, ReadOnlyConnectionSource source, ConnectionSource executions);
}
