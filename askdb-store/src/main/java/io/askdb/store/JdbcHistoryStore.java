package io.askdb.store;

import io.askdb.error.AskdbException;
import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * A {@link HistoryStore} in a SQL database reached through JDBC: a SQLite file by default
 * ({@link #openSqlite(Path)}), or PostgreSQL ({@link #open(String, String, String)}).
 *
 * <p>Opening creates or updates the store's tables with Flyway, from askdb's own migration folder
 * ({@code db/migration/askdb/sqlite} or {@code .../postgresql}) and into its own schema history
 * table ({@code askdb_schema_history}); on PostgreSQL the tables live in the {@code askdb} schema.
 * Flyway refuses a non-empty database that has no askdb history table, so pointing the store at a
 * user's database fails instead of changing it.
 *
 * <p>Every read takes a new connection, so one store can be shared by threads, and several
 * processes can share one SQLite file: it runs in WAL mode, waits up to 5 s for another writer,
 * and writes each entry with its attempts in one transaction. Writes of concurrent threads go
 * through one kept connection and are committed together (group commit: one commit per batch
 * instead of one per question). Reads take no write lock.
 *
 * @since 0.1
 */
public final class JdbcHistoryStore implements HistoryStore {
    private final StoreLocation location;
    private final DataSource dataSource;
    private final int appliedMigrations;
    private final BatchWriter writer;

    private JdbcHistoryStore(StoreLocation location) {
        this.location = location;
        this.dataSource = new UrlDataSource(location);
        this.appliedMigrations = SchemaMigration.migrate(location, dataSource);
        this.writer = new BatchWriter(dataSource, location.file()
                .<java.util.function.BooleanSupplier>map(file -> () -> java.nio.file.Files.exists(file)).orElse(() -> true));
    }

    /**
     * Opens (and creates when missing) a history kept in a SQLite file.
     *
     * @param file the SQLite file, e.g. {@code ~/.local/share/askdb/history.db}; missing parent
     *             folders are created; not null
     * @return the store, its tables up to date
     * @throws AskdbException CONFIGURATION, naming the file, when it is a folder, its folder cannot
     *                        be created, or it cannot be opened or migrated (not writable, not a
     *                        SQLite file, or a SQLite file with tables that are not askdb's)
     */
    public static JdbcHistoryStore openSqlite(Path file) {
        return new JdbcHistoryStore(StoreLocation.sqliteFile(file));
    }

    /**
     * Opens a history kept in the database at a JDBC URL.
     *
     * @param jdbcUrl  {@code jdbc:sqlite:<file>} or {@code jdbc:postgresql://<host>/<database>}; not null
     * @param user     the user, or null when the URL or the driver supplies it
     * @param password the password, or null; never shown in messages
     * @return the store, its tables up to date
     * @throws AskdbException CONFIGURATION when the URL names another vendor, or the database cannot
     *                        be reached or migrated; the message shows the URL without its parameters
     */
    public static JdbcHistoryStore open(String jdbcUrl, String user, String password) {
        return new JdbcHistoryStore(StoreLocation.url(jdbcUrl, user, password));
    }

    /**
     * The store's own database, for askdb's other tables in it (feedback and registered
     * datasources, migration V3), so that every server replica on one store shares them. Each
     * call of {@code getConnection()} opens a new connection with the store's settings (SQLite's
     * busy timeout, PostgreSQL's {@code askdb} schema); the caller closes it.
     *
     * @return the store's data source
     * @since 0.2
     */
    public DataSource dataSource() {
        return dataSource;
    }

    /**
     * {@inheritDoc}
     *
     * @throws AskdbException INTERNAL, naming the store, when the entry cannot be written (for
     *                        SQLite also when another process holds the file locked over 5 s)
     */
    @Override
    public long record(HistoryEntry entry) {
        Objects.requireNonNull(entry, "entry");
        try {
            return writer.write(entry);
        } catch (SQLException e) {
            throw StoreFaults.writeFailed(location, e);
        }
    }

    /**
     * {@inheritDoc}
     *
     * @param limit at least 0
     * @throws IllegalArgumentException when limit is negative
     * @throws AskdbException           INTERNAL, naming the store, when it cannot be read
     */
    @Override
    public List<HistoryEntry> recent(int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit must be at least 0, was " + limit);
        }
        if (limit == 0) {
            return List.of();
        }
        try (Connection connection = dataSource.getConnection()) {
            return HistoryTables.recent(connection, limit);
        } catch (SQLException | RuntimeException e) {
            throw StoreFaults.readFailed(location, e);
        }
    }

    /**
     * {@inheritDoc}
     *
     * @throws AskdbException INTERNAL, naming the store, when it cannot be read
     */
    @Override
    public Optional<HistoryEntry> find(long id) {
        try (Connection connection = dataSource.getConnection()) {
            return HistoryTables.byId(connection, id).stream().findFirst();
        } catch (SQLException | RuntimeException e) {
            throw StoreFaults.readFailed(location, e);
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>Reads through the index on {@code (conversation_id, id)}, so a long history costs nothing.
     *
     * @param conversationId the conversation; not blank
     * @param limit          at least 1
     * @throws IllegalArgumentException when the id is blank or the limit below 1
     * @throws AskdbException           INTERNAL, naming the store, when it cannot be read
     */
    @Override
    public List<HistoryEntry> conversation(String conversationId, int limit) {
        return readConversation(conversationId, false, null, limit);
    }

    /**
     * {@inheritDoc}
     *
     * <p>Reads through the index on {@code (conversation_id, id)} (migration V5 added the asker).
     *
     * @param conversationId the conversation; not blank
     * @param asker          the asker, or null for the entries without one
     * @param limit          at least 1
     * @throws IllegalArgumentException when the id is blank or the limit below 1
     * @throws AskdbException           INTERNAL, naming the store, when it cannot be read
     */
    @Override
    public List<HistoryEntry> conversation(String conversationId, String asker, int limit) {
        return readConversation(conversationId, true, asker, limit);
    }

    /**
     * {@inheritDoc}
     *
     * <p>Reads through the index on {@code (asker, id)} (migration V5).
     *
     * @param asker the asker; not null
     * @param limit at least 0
     * @throws IllegalArgumentException when limit is negative
     * @throws AskdbException           INTERNAL, naming the store, when it cannot be read
     */
    @Override
    public List<HistoryEntry> recentBy(String asker, int limit) {
        Objects.requireNonNull(asker, "asker");
        if (limit < 0) {
            throw new IllegalArgumentException("limit must be at least 0, was " + limit);
        }
        if (limit == 0) {
            return List.of();
        }
        try (Connection connection = dataSource.getConnection()) {
            return HistoryTables.recentOf(connection, asker, limit);
        } catch (SQLException | RuntimeException e) {
            throw StoreFaults.readFailed(location, e);
        }
    }

    private List<HistoryEntry> readConversation(String conversationId, boolean askedBy, String asker, int limit) {
        if (conversationId == null || conversationId.isBlank()) {
            throw new IllegalArgumentException("conversationId must not be blank");
        }
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + limit);
        }
        try (Connection connection = dataSource.getConnection()) {
            return HistoryTables.conversation(connection, conversationId, askedBy, asker, limit);
        } catch (SQLException | RuntimeException e) {
            throw StoreFaults.readFailed(location, e);
        }
    }

    /**
     * The verified examples of one datasource in this store (table {@code examples}, migration
     * V4), shared by every process on the store.
     *
     * @param datasource the datasource's name, e.g. "chinook"; not blank
     * @param embedder   turns a question into a vector, e.g. askdb-linking's MiniLM
     *                   {@code TextEmbedder.miniLm()::embed}; not null
     * @return the example store
     * @throws IllegalArgumentException when the datasource is blank
     * @since 0.2
     */
    public JdbcExampleStore examples(String datasource, java.util.function.Function<String, float[]> embedder) {
        return new JdbcExampleStore(this, datasource, embedder);
    }

    StoreLocation location() {
        return location;
    }

    /** @return how many migrations this store's opening applied: 0 when its tables were up to date */
    int appliedMigrations() {
        return appliedMigrations;
    }

    /** @return the store's location without credentials, e.g. "the history file /tmp/history.db" */
    @Override
    public String toString() {
        return location.description();
    }
}
