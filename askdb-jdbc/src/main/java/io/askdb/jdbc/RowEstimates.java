package io.askdb.jdbc;

import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads each engine's own row-count estimate in one fixed query, never by counting:
 * PostgreSQL {@code pg_class.reltuples} (-1 until the table is first analyzed, PostgreSQL 14+);
 * DuckDB {@code duckdb_tables().estimated_size}; H2 {@code INFORMATION_SCHEMA.TABLES.ROW_COUNT_ESTIMATE};
 * MySQL {@code information_schema.TABLES.TABLE_ROWS} (an InnoDB estimate); SQLite the first number
 * of {@code sqlite_stat1.stat} when {@code ANALYZE} has run, else {@link SqliteRowCounts} (an exact
 * count of small tables, never a full scan of a large one); the guard's cost bound multiplies these
 * estimates. Tables with no estimate (views) get -1.
 */
final class RowEstimates {
    private RowEstimates() {
    }

    static Map<TableId, Long> read(Connection connection, Dialect dialect, TableLister lister) {
        String sql = query(dialect);
        Map<TableId, Long> out = new HashMap<>();
        if (sql == null) return out;
        try (PreparedStatement ps = connection.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                long estimate = dialect == Dialect.SQLITE ? firstNumber(rs.getString(3)) : rs.getLong(3);
                if (rs.wasNull()) estimate = -1;
                out.merge(lister.idOf(rs.getString(1), rs.getString(1), rs.getString(2)), estimate, Math::max);
            }
        } catch (SQLException e) {
            // an estimate is a hint: with no statistics table or no privilege, every estimate stays -1
        }
        return out;
    }

    private static String query(Dialect dialect) {
        switch (dialect) {
            case POSTGRESQL:
                return "SELECT n.nspname, c.relname, CASE WHEN c.reltuples < 0 THEN NULL ELSE c.reltuples::bigint END"
                        + " FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
                        + " WHERE c.relkind IN ('r', 'm', 'p', 'f')";
            case DUCKDB:
                return "SELECT schema_name, table_name, estimated_size FROM duckdb_tables()"
                        + " WHERE database_name = current_database()";
            case H2:
                return "SELECT TABLE_SCHEMA, TABLE_NAME, ROW_COUNT_ESTIMATE FROM INFORMATION_SCHEMA.TABLES";
            case MYSQL:
                return "SELECT TABLE_SCHEMA, TABLE_NAME, TABLE_ROWS FROM information_schema.TABLES";
            case SQLITE:
                return "SELECT NULL, tbl, stat FROM sqlite_stat1";
            default:
                return null;
        }
    }

    private static long firstNumber(String stat) {
        if (stat == null) return -1;
        String head = stat.strip().split("\\s+", 2)[0];
        try {
            return Long.parseLong(head);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
