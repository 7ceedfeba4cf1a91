package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A small SQLite file (the Chinook tables of {@link ChinookSchema}, a few rows) in the watched
 * directory, with AFTER INSERT/UPDATE/DELETE triggers on every table writing to
 * {@code audit_log}, opened writable with autocommit: the guard alone must keep it unchanged.
 * The snapshot holds the audit count, every table's rows, the schema text of {@code sqlite_schema}
 * and {@code sqlite_temp_schema}, {@code PRAGMA database_list}, {@code user_version},
 * {@code application_id}, {@code journal_mode}, {@code query_only} and the watched files.
 */
final class WatchedSqlite implements WatchedDatabase {
    private final Path dir;
    private final Connection db;

    WatchedSqlite(Path dir) throws SQLException {
        this.dir = dir;
        this.db = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("fixture.sqlite"));
        ChinookSchema.create(db);
        try (Statement st = db.createStatement()) {
            st.execute("CREATE TABLE audit_log (tbl TEXT, op TEXT)");
            for (String t : ChinookSchema.tables()) {
                for (String op : new String[] {"INSERT", "UPDATE", "DELETE"}) {
                    st.execute("CREATE TRIGGER audit_" + t + "_" + op + " AFTER " + op + " ON " + t
                            + " BEGIN INSERT INTO audit_log VALUES ('" + t + "', '" + op + "'); END");
                }
            }
        }
    }

    @Override
    public Dialect dialect() {
        return Dialect.SQLITE;
    }

    @Override
    public Map<String, String> snapshot() {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("audit", WatchedDatabase.rows(db, "SELECT COUNT(*) FROM audit_log"));
        for (String t : ChinookSchema.tables()) s.put("rows " + t, WatchedDatabase.rows(db, "SELECT * FROM " + t + " ORDER BY rowid"));
        s.put("schema", WatchedDatabase.rows(db, "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name"));
        s.put("temp schema", WatchedDatabase.rows(db, "SELECT type, name, sql FROM sqlite_temp_schema ORDER BY name"));
        for (String p : new String[] {"database_list", "user_version", "application_id", "journal_mode", "query_only", "writable_schema"}) {
            s.put(p, WatchedDatabase.rows(db, "PRAGMA " + p));
        }
        s.put("files", FileAudit.list(dir));
        return s;
    }

    @Override
    public String run(ApprovedSql sql) {
        DirectRun.run(db, sql.sql(), sql.rowCap());
        return null;
    }

    @Override
    public void close() {
        try {
            db.close();
        } catch (SQLException e) {
            // closing at the end of the run; nothing left to protect
        }
    }
}
