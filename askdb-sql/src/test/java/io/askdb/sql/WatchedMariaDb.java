package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A real MariaDB ({@link MariaDbServer}) with the Chinook tables and a few rows, AFTER INSERT,
 * UPDATE and DELETE triggers on every table writing to {@code audit_log}. Approved statements run
 * the way the app runs them: {@link JdbcSqlExecutor} over {@link ReadOnlyConnectionSource} with
 * dialect MySQL ({@code SET SESSION TRANSACTION READ ONLY}, {@code setReadOnly}, a rolled-back
 * transaction), through {@link MariaDbSession}: {@link #run} connects as the administrator (the
 * worst account a deployment can give askdb), {@link #runOrThrow} as the account asked for. The snapshot,
 * read on the test's own administrator connection, holds the audit log, every table's rows, the
 * objects of every schema (tables, views, routines, triggers, events), databases, accounts and
 * their grants, every global variable, the write counters of the global status
 * ({@link #COUNTERS}), user locks held by anyone, the files under {@code secure_file_priv} and the
 * file names of the data directory.
 */
final class WatchedMariaDb implements WatchedDatabase {
    /** Global status counters of statements and row changes an approved SELECT must never move. */
    static final List<String> COUNTERS = List.of("Com_insert", "Com_insert_select", "Com_update", "Com_update_multi", "Com_delete",
            "Com_delete_multi", "Com_replace", "Com_replace_select", "Com_load", "Com_truncate", "Com_create_table", "Com_drop_table",
            "Com_alter_table", "Com_rename_table", "Com_create_db", "Com_drop_db", "Com_create_user", "Com_drop_user", "Com_grant",
            "Com_revoke", "Com_lock_tables", "Com_do", "Com_call_procedure", "Com_install_plugin", "Com_flush", "Com_kill",
            "Com_create_procedure", "Com_create_function", "Com_create_trigger", "Com_create_event", "Com_create_view",
            "Com_ha_open", "Com_xa_start", "Com_purge", "Com_change_master", "Com_shutdown",
            "Innodb_rows_inserted", "Innodb_rows_updated", "Innodb_rows_deleted");
    private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(2), 1000);
    private final MariaDbServer server;
    private final Connection admin;
    private final Map<String, MariaDbSession> sessions = new LinkedHashMap<>();
    private final Map<String, JdbcSqlExecutor> executors = new LinkedHashMap<>();

    /**
     * Creates the schema, rows and triggers in the server's database.
     *
     * @param server the running server
     */
    WatchedMariaDb(MariaDbServer server) throws SQLException {
        this.server = server;
        this.admin = server.admin(false);
        ChinookSchema.create(admin);
        try (Statement st = admin.createStatement()) {
            st.execute("CREATE TABLE audit_log (tbl VARCHAR(40), op VARCHAR(10))");
            for (String t : ChinookSchema.tables()) {
                for (String op : new String[] {"INSERT", "UPDATE", "DELETE"}) {
                    st.execute("CREATE TRIGGER audit_" + t + "_" + op + " AFTER " + op + " ON " + t
                            + " FOR EACH ROW INSERT INTO audit_log VALUES ('" + t + "', '" + op + "')");
                }
            }
        }
        for (String account : List.of(MariaDbServer.ADMIN, MariaDbServer.READER)) {
            MariaDbSession session = new MariaDbSession(ReadOnlyConnectionSource.of(server.url(), MariaDbServer.credentials(account)), admin);
            sessions.put(account, session);
            executors.put(account, new JdbcSqlExecutor(session, Dialect.MYSQL));
        }
    }

    @Override
    public Dialect dialect() {
        return Dialect.MYSQL;
    }

    @Override
    public synchronized Map<String, String> snapshot() {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("audit", WatchedDatabase.rows(admin, "SELECT tbl, op FROM audit_log"));
        for (String t : ChinookSchema.tables()) s.put("rows " + t, WatchedDatabase.rows(admin, "SELECT * FROM " + t + " ORDER BY 1"));
        s.put("tables", WatchedDatabase.rows(admin, "SELECT TABLE_SCHEMA, TABLE_NAME, TABLE_TYPE FROM information_schema.TABLES"
                + " WHERE TABLE_SCHEMA NOT IN ('information_schema', 'performance_schema') ORDER BY 1, 2"));
        s.put("routines", WatchedDatabase.rows(admin, "SELECT ROUTINE_SCHEMA, ROUTINE_NAME FROM information_schema.ROUTINES ORDER BY 1, 2"));
        s.put("triggers", WatchedDatabase.rows(admin, "SELECT TRIGGER_SCHEMA, TRIGGER_NAME, ACTION_STATEMENT FROM information_schema.TRIGGERS ORDER BY 1, 2"));
        s.put("events", WatchedDatabase.rows(admin, "SELECT EVENT_SCHEMA, EVENT_NAME FROM information_schema.EVENTS ORDER BY 1, 2"));
        s.put("databases", WatchedDatabase.rows(admin, "SHOW DATABASES"));
        s.put("accounts", WatchedDatabase.rows(admin, "SELECT User, Host FROM mysql.user ORDER BY 1, 2"));
        s.put("grants", WatchedDatabase.rows(admin, "SELECT GRANTEE, TABLE_SCHEMA, PRIVILEGE_TYPE FROM information_schema.SCHEMA_PRIVILEGES ORDER BY 1, 2, 3"));
        s.put("plugins", WatchedDatabase.rows(admin, "SELECT PLUGIN_NAME, PLUGIN_STATUS FROM information_schema.PLUGINS ORDER BY 1"));
        s.put("global variables", WatchedDatabase.rows(admin, "SELECT VARIABLE_NAME, VARIABLE_VALUE FROM information_schema.GLOBAL_VARIABLES"
                + " WHERE VARIABLE_NAME NOT IN ('GTID_BINLOG_POS', 'GTID_CURRENT_POS', 'GTID_BINLOG_STATE', 'TIMESTAMP') ORDER BY 1"));
        s.put("write counters", WatchedDatabase.rows(admin, "SELECT VARIABLE_NAME, VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME IN ("
                + String.join(", ", COUNTERS.stream().map(c -> "'" + c.toUpperCase(java.util.Locale.ROOT) + "'").toList()) + ") ORDER BY 1"));
        s.put("user locks", WatchedDatabase.rows(admin, "SELECT THREAD_ID, TABLE_SCHEMA FROM information_schema.METADATA_LOCK_INFO"
                + " WHERE LOCK_TYPE LIKE 'User lock%' ORDER BY 1, 2"));
        s.put("secure_file_priv files", FileAudit.list(server.files()));
        s.put("data directory", fileNames(server.dataDirectory()));
        return s;
    }

    @Override
    public String run(ApprovedSql sql) {
        String stopped = null;
        try {
            executors.get(MariaDbServer.ADMIN).run(sql, LIMITS);
        } catch (RuntimeException e) {
            stopped = readOnlyViolation(e);
        }
        String left = sessions.get(MariaDbServer.ADMIN).takeFinding();
        return stopped != null ? stopped : left;
    }

    /** Runs a statement that must succeed, through the executor connected as the account given; failures propagate. */
    ResultTable runOrThrow(ApprovedSql sql, String account) {
        ResultTable result = executors.get(account).run(sql, LIMITS);
        String left = sessions.get(account).takeFinding();
        if (left != null) throw new AssertionError(left + " after " + sql.sql());
        return result;
    }

    /** Names (not sizes: InnoDB grows its files on its own) of every file under a directory. */
    private static String fileNames(java.nio.file.Path dir) {
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.walk(dir)) {
            return files.map(p -> dir.relativize(p).toString()).sorted().collect(java.util.stream.Collectors.joining(","));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot list " + dir, e);
        }
    }

    /** MariaDB error 1792 (ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION, SQLSTATE 25006) means the read-only session stopped a write. */
    private static String readOnlyViolation(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && (s.getErrorCode() == 1792 || "25006".equals(s.getSQLState()))) return "read-only transaction stopped it: " + s.getMessage();
            if (t instanceof io.askdb.execution.ExecutionException x && "25006".equals(x.sqlState())) return "read-only transaction stopped it: " + x.getMessage();
        }
        return null;
    }

    @Override
    public void close() {
        try {
            admin.close();
        } catch (SQLException e) {
            // the server is stopped right after
        }
    }
}
