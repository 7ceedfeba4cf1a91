package io.askdb.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Writes the {@link SyntheticSchema} into a SQLite file {@code synthetic-<n>.sqlite} of a work
 * directory, or reuses the file when it is complete: its {@code PRAGMA user_version} is
 * {@link #VERSION} and it holds exactly {@code n} tables. A new file is written beside it in one
 * transaction and moved into place only when done, so an interrupted run never leaves a file
 * that looks complete.
 */
final class SyntheticSqlite {
    /** Stored in {@code PRAGMA user_version}; change it whenever {@link SyntheticSchema} changes. */
    static final int VERSION = 3101;

    private SyntheticSqlite() {
    }

    /**
     * @param workDir the directory; created when missing
     * @param tables  how many tables, 1 to 10,000
     * @return the complete database file
     * @throws UncheckedIOException or {@link IllegalStateException} when it cannot be written
     */
    static Path ensure(Path workDir, int tables) {
        Path file = workDir.resolve("synthetic-" + tables + ".sqlite");
        try {
            if (Files.exists(file) && complete(file, tables)) return file;
            Files.createDirectories(workDir);
            Path partial = workDir.resolve("synthetic-" + tables + ".sqlite.partial");
            Files.deleteIfExists(partial);
            write(partial, tables);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("Could not write the synthetic database in " + workDir
                    + "; check that the directory is writable", e);
        } catch (SQLException e) {
            throw new IllegalStateException("Could not write the synthetic database in " + workDir + ": " + e.getMessage(), e);
        }
    }

    /** @return whether the file carries this version and exactly {@code tables} tables */
    static boolean complete(Path file, int tables) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            int version;
            try (ResultSet rs = st.executeQuery("PRAGMA user_version")) {
                version = rs.next() ? rs.getInt(1) : 0;
            }
            try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'")) {
                return version == VERSION && rs.next() && rs.getInt(1) == tables;
            }
        }
    }

    private static void write(Path file, int tables) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("PRAGMA journal_mode = OFF");
            st.execute("PRAGMA synchronous = OFF");
            c.setAutoCommit(false);
            for (int i = 0; i < tables; i++) {
                st.addBatch(SyntheticSchema.createTable(i));
                st.addBatch(SyntheticSchema.insertRows(i));
            }
            st.executeBatch();
            st.execute("PRAGMA user_version = " + VERSION);
            c.commit();
        }
    }
}
