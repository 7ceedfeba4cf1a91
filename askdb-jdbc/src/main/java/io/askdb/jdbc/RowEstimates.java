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
 * of {@code sqlite_stat1.stat} when {@code ANALYZE} has run, else {@code max(rowid)}, which SQLite
 * reads from the end of the table's b-tree without a scan (sqlite.org "ROWIDs and the INTEGER
 * PRIMARY KEY": rowids are assigned one more than the largest, so it is at least the row count
 * unless rows were deleted); the guard's cost bound multiplies these estimates. Tables with no
 * estimate (views, WITHOUT ROWID tables) get -1.
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

    /** SQLite tables without a {@code sqlite_stat1} estimate get {@code max(rowid)}; a table without rowids keeps none. */
    static void sqliteRowids(Connection connection, java.util.List<TableLister.Listed> listed, Map<TableId, Long> out) {
        for (TableLister.Listed t : listed) {
            if (t.kind() != io.askdb.catalog.Table.Kind.TABLE || out.getOrDefault(t.id(), -1L) >= 0) continue;
            String name = "\"" + t.id().name().replace("\"", "\"\"") + "\"";
            try (java.sql.Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT max(rowid) FROM " + name)) {
                if (!rs.next()) continue;
                long max = rs.getLong(1);
                out.put(t.id(), rs.wasNull() ? 0L : Math.max(0L, max));
            } catch (SQLException e) {
                // a WITHOUT ROWID table or a virtual table: no estimate
            }
        }
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
