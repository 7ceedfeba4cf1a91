package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes a catalog's tables, without rows, into a new SQLite file: for a schema that comes
 * without its database (BEAVER's), so the agent can link, dry-run and execute against it.
 * Columns keep their names, nullability, primary and foreign keys; their types become one of
 * SQLite's type affinities (sqlite.org/datatype3.html, "Type Affinity"): text and date types
 * {@code TEXT} (SQLite keeps dates as ISO-8601 text), integer types {@code INTEGER}, floating
 * point {@code REAL}, decimals and anything else numeric {@code NUMERIC}, unknown types
 * {@code TEXT}. The file is written beside its target and moved into place when complete.
 */
final class EmptySqlite {
    private static final Dialect SQLITE = Dialect.SQLITE;

    private EmptySqlite() {
    }

    /**
     * @param catalog the tables to create, in order; not null
     * @param file    the SQLite file to (re)write; its directory is created when missing
     * @return the file
     * @throws UncheckedIOException or {@link IllegalStateException} when it cannot be written
     */
    static Path write(Catalog catalog, Path file) {
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.deleteIfExists(partial);
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + partial); Statement st = c.createStatement()) {
                c.setAutoCommit(false);
                for (Table t : catalog.tables()) st.addBatch(createTable(t));
                st.executeBatch();
                c.commit();
            }
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("Could not write the empty database " + file + "; check that its directory is writable", e);
        } catch (SQLException e) {
            throw new IllegalStateException("Could not create the tables of " + file + ": " + e.getMessage(), e);
        }
    }

    /** @return the CREATE TABLE statement of one table, identifiers quoted */
    static String createTable(Table t) {
        List<String> parts = new ArrayList<>();
        for (Column col : t.columns()) {
            parts.add(SQLITE.quote(col.name()) + " " + affinity(col.jdbcType()) + (col.nullable() ? "" : " NOT NULL"));
        }
        if (!t.primaryKey().isEmpty()) parts.add("PRIMARY KEY (" + quoted(t.primaryKey()) + ")");
        for (ForeignKey fk : t.foreignKeys()) {
            parts.add("FOREIGN KEY (" + quoted(fk.columns()) + ") REFERENCES " + SQLITE.quote(fk.target().name())
                    + " (" + quoted(fk.targetColumns()) + ")");
        }
        return "CREATE TABLE " + SQLITE.quote(t.id().name()) + " (" + String.join(", ", parts) + ")";
    }

    /** @return the SQLite affinity of a {@link Types} code */
    static String affinity(int jdbcType) {
        switch (jdbcType) {
            case Types.TINYINT: case Types.SMALLINT: case Types.INTEGER: case Types.BIGINT: case Types.BOOLEAN: case Types.BIT:
                return "INTEGER";
            case Types.FLOAT: case Types.REAL: case Types.DOUBLE:
                return "REAL";
            case Types.DECIMAL: case Types.NUMERIC:
                return "NUMERIC";
            default:
                return "TEXT";
        }
    }

    private static String quoted(List<String> names) {
        return names.stream().map(SQLITE::quote).collect(Collectors.joining(", "));
    }
}
