package io.askdb.store;

import io.askdb.error.AskdbException;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.CoreErrorCode;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/**
 * Brings a store's tables up to date with Flyway. askdb keeps its own schema history table and
 * migration folder, so it never applies or records anything that is not its own; Flyway also
 * refuses to migrate a non-empty database that has no askdb history table, which keeps askdb from
 * writing into a user's database by mistake. Flyway logs through SLF4J, so the application's
 * logging configuration decides what is shown (never on standard output unless it says so).
 */
final class SchemaMigration {
    /** Flyway's table for askdb's applied migrations. */
    static final String HISTORY_TABLE = "askdb_schema_history";

    /**
     * Flyway cannot lock a SQLite database (its SQLiteTable does not lock), so two processes that
     * open a new file at once can both try to create the same table; the loser sees the winner's
     * tables on its next try. PostgreSQL is locked by Flyway and tried once.
     */
    private static final int SQLITE_TRIES = 3;

    private SchemaMigration() {
    }

    /**
     * @return how many migrations were applied: 0 when the store was already up to date
     * @throws AskdbException CONFIGURATION when the store cannot be opened or migrated, or already
     *                        holds tables that are not askdb's
     */
    static int migrate(StoreLocation location, DataSource dataSource) {
        return migrate(location, dataSource, "latest");
    }

    /**
     * Migrates up to a version only, as an older askdb did (tests use it to build an old store).
     *
     * @param target a migration version such as "1", or "latest"
     * @return how many migrations were applied
     * @throws AskdbException as {@link #migrate(StoreLocation, DataSource)}
     */
    static int migrate(StoreLocation location, DataSource dataSource, String target) {
        FluentConfiguration configuration = Flyway.configure(SchemaMigration.class.getClassLoader())
                .loggers("slf4j")
                .dataSource(dataSource)
                .table(HISTORY_TABLE)
                .locations(location.vendor().migrationLocation())
                .target(target)
                .failOnMissingLocations(true);
        if (location.vendor().schema() != null) {
            configuration.schemas(location.vendor().schema());
        }
        Flyway flyway = configuration.load();
        int tries = location.vendor() == StoreVendor.SQLITE ? SQLITE_TRIES : 1;
        FlywayException last = null;
        for (int attempt = 1; attempt <= tries; attempt++) {
            try {
                return flyway.migrate().migrationsExecuted;
            } catch (FlywayException e) {
                if (e.getErrorCode() == CoreErrorCode.NON_EMPTY_SCHEMA_WITHOUT_SCHEMA_HISTORY_TABLE) {
                    throw StoreFaults.foreignTables(location, e);
                }
                last = e;
            }
        }
        throw StoreFaults.openFailed(location, last);
    }
}
