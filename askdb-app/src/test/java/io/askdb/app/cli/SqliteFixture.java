package io.askdb.app.cli;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** Builds small SQLite files for the cases in shared/cases/public-reports.md. */
final class SqliteFixture {
    private SqliteFixture() {
    }

    static Path create(Path dir, String name, String script) throws SQLException {
        Path file = dir.resolve(name + ".sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            for (String stmt : script.split(";\n")) {
                if (!stmt.isBlank()) s.executeUpdate(stmt);
            }
        }
        return file;
    }

    static long count(Path file, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
