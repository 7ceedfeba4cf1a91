package io.askdb.jdbc;

import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Properties;

/**
 * Opens connections that the database itself keeps read-only, per dialect:
 * <ul>
 *   <li>SQLite: opened with {@code SQLITE_OPEN_READONLY} only (sqlite-jdbc property
 *       {@code open_mode=1}, no {@code SQLITE_OPEN_CREATE}, so a missing file is never created) and
 *       {@code SQLITE_LIMIT_ATTACHED=0} (sqlite-jdbc property {@code limit_attached=0}, which
 *       calls {@code sqlite3_limit}), so {@code ATTACH} fails with "too many attached databases";
 *       see sqlite.org "Run-Time Limit Categories".</li>
 *   <li>DuckDB: {@code access_mode=READ_ONLY} and {@code enable_external_access=false} (no file
 *       or network reads from SQL, no ATTACH of other files); see DuckDB "Configuration".</li>
 *   <li>H2: {@code ;ACCESS_MODE_DATA=r} appended to file URLs (H2 "Features: Read Only
 *       Databases"); in-memory H2 relies on the executor's rollback and the guard.</li>
 *   <li>PostgreSQL: {@code SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY} (pgjdbc's
 *       {@code setReadOnly} alone does not protect autocommit statements); MySQL:
 *       {@code SET SESSION TRANSACTION READ ONLY}; both also get {@link Connection#setReadOnly(boolean)}.
 *       The executor adds a {@code READ ONLY} transaction and the statement timeout per statement.</li>
 * </ul>
 * A plain file path is accepted for SQLite ({@code .sqlite}, {@code .sqlite3}, {@code .db},
 * {@code .db3}) and DuckDB ({@code .duckdb}). Connection failures become
 * {@link io.askdb.error.AskdbException} with {@code DATABASE_UNAVAILABLE}; messages name the
 * database by its URL with credentials removed.
 *
 * @since 0.1
 */
public final class ReadOnlyConnectionSource implements ConnectionSource {
    /** Session-wide read-only defaults, so even autocommit statements on these connections cannot write. */
    private static final java.util.Map<Dialect, String> SESSION_SQL = java.util.Map.of(
            Dialect.SQLITE, "PRAGMA query_only = ON",
            Dialect.POSTGRESQL, "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY",
            Dialect.MYSQL, "SET SESSION TRANSACTION READ ONLY");

    private final String url;
    private final Dialect dialect;
    private final Properties properties;

    private ReadOnlyConnectionSource(String url, Dialect dialect, Properties properties) {
        this.url = url;
        this.dialect = dialect;
        this.properties = properties;
    }

    /**
     * Builds a source for a JDBC URL or a database file path.
     *
     * @param urlOrPath   a JDBC URL ({@code jdbc:postgresql://host/db}) or a path to a SQLite or
     *                    DuckDB file; not null
     * @param credentials driver properties such as {@code user} and {@code password}; may be null
     * @return the source; nothing is opened yet
     * @throws io.askdb.error.AskdbException with {@code CONFIGURATION} when the file does not exist
     *         or the path has an unknown extension
     */
    public static ReadOnlyConnectionSource of(String urlOrPath, Properties credentials) {
        Objects.requireNonNull(urlOrPath, "urlOrPath");
        String url = DatabaseLocation.toJdbcUrl(urlOrPath.strip());
        Dialect dialect = Dialect.fromJdbcUrl(url);
        Properties props = new Properties();
        if (credentials != null) props.putAll(credentials);
        if (dialect == Dialect.SQLITE) {
            props.setProperty("open_mode", "1");
            props.setProperty("limit_attached", "0");
        } else if (dialect == Dialect.DUCKDB) {
            props.setProperty("access_mode", "READ_ONLY");
            props.setProperty("enable_external_access", "false");
        } else if (dialect == Dialect.H2 && !url.toLowerCase(java.util.Locale.ROOT).startsWith("jdbc:h2:mem:")) {
            url = url + ";ACCESS_MODE_DATA=r";
        }
        return new ReadOnlyConnectionSource(url, dialect, props);
    }

    /** @return the dialect the URL names */
    public Dialect dialect() {
        return dialect;
    }

    /** @return the JDBC URL with any user name and password removed, for messages and logs */
    public String displayUrl() {
        return DatabaseLocation.redact(url);
    }

    /**
     * Opens a read-only connection.
     *
     * @return a new connection, owned by the caller
     * @throws SQLException when the driver cannot open it (missing driver, unreachable server,
     *                      bad credentials); messages from {@link JdbcSqlExecutor} and
     *                      {@link JdbcCatalogProvider} turn it into {@code DATABASE_UNAVAILABLE}
     */
    @Override
    public Connection open() throws SQLException {
        Connection connection = DriverManager.getConnection(url, properties);
        try {
            if (dialect == Dialect.POSTGRESQL || dialect == Dialect.MYSQL || dialect == Dialect.H2) {
                connection.setReadOnly(true);
            }
            String sessionSql = SESSION_SQL.get(dialect);
            if (sessionSql != null) {
                try (var st = connection.createStatement()) {
                    st.execute(sessionSql);
                }
            }
            return connection;
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    @Override
    public String toString() {
        return displayUrl();
    }
}
