package io.askdb.jdbc;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** Creates small SQLite files for tests with a normal, writable connection. */
final class SqliteFiles {
    private SqliteFiles() {
    }

    static Path create(Path file, String... setup) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            for (String sql : setup) st.execute(sql);
        }
        return file;
    }
}
