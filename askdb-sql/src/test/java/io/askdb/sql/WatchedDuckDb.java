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
 * An in-process, in-memory DuckDB with the Chinook tables, writable, with external access left
 * on (DuckDB's default), so that only the guard stops {@code COPY ... TO}, {@code ATTACH} or
 * {@code INSTALL}. DuckDB has no triggers: the snapshot hashes every table's rows and reads
 * {@code duckdb_tables()}, {@code duckdb_views()}, {@code duckdb_sequences()},
 * {@code duckdb_databases()}, {@code duckdb_settings()}, the installed or loaded rows of
 * {@code duckdb_extensions()}, and the watched files.
 */
final class WatchedDuckDb implements WatchedDatabase {
    private final Path dir;
    private final Connection db;

    WatchedDuckDb(Path dir) throws SQLException {
        this.dir = dir;
        this.db = DriverManager.getConnection("jdbc:duckdb:");
        try (Statement st = db.createStatement()) {
            st.execute("SET threads = 1");
            st.execute("SET memory_limit = '256MB'");
        }
        ChinookSchema.create(db);
    }

    @Override
    public Dialect dialect() {
        return Dialect.DUCKDB;
    }

    @Override
    public Map<String, String> snapshot() {
        Map<String, String> s = new LinkedHashMap<>();
        for (String t : ChinookSchema.tables()) s.put("rows " + t, WatchedDatabase.rows(db, "SELECT md5(string_agg(CAST(x AS VARCHAR), ',' ORDER BY CAST(x AS VARCHAR))) FROM " + t + " x"));
        s.put("tables", WatchedDatabase.rows(db, "SELECT database_name, schema_name, table_name, estimated_size FROM duckdb_tables() ORDER BY ALL"));
        s.put("views", WatchedDatabase.rows(db, "SELECT database_name, view_name FROM duckdb_views() WHERE NOT internal ORDER BY ALL"));
        s.put("sequences", WatchedDatabase.rows(db, "SELECT sequence_name, last_value FROM duckdb_sequences() ORDER BY ALL"));
        s.put("databases", WatchedDatabase.rows(db, "SELECT database_name, path FROM duckdb_databases() ORDER BY ALL"));
        s.put("settings", WatchedDatabase.rows(db, "SELECT name, value FROM duckdb_settings() ORDER BY name"));
        s.put("extensions", WatchedDatabase.rows(db, "SELECT extension_name, installed, loaded FROM duckdb_extensions()"
                + " WHERE installed OR loaded ORDER BY ALL"));
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
