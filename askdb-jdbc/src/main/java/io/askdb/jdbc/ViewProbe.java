package io.askdb.jdbc;

import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the views the engine cannot run: each listed view and materialized view is read with
 * {@code SELECT * FROM <view> LIMIT 0} (every identifier quoted with {@link Dialect#quote}),
 * which binds the view's query, checks its privileges and opens its scans but reads no row
 * (PostgreSQL's Limit node returns before pulling from its input when the count is 0, nodeLimit.c;
 * {@code WHERE 1 = 0} would not do: PostgreSQL then plans no scan, so an unpopulated
 * materialized view passes). Engines keep views
 * that can no longer run: DuckDB and MySQL keep a view over a table dropped later, H2 a
 * {@code CREATE FORCE VIEW} over a missing table, PostgreSQL an unpopulated materialized view or
 * a view whose owner lost a privilege. SQLite is not probed here: it cannot give such a view's
 * columns at all ({@link SqliteColumns}). A timeout is not a broken view, so it keeps the view.
 */
final class ViewProbe {
    private ViewProbe() {
    }

    /**
     * @param connection an open connection; when it is inside a transaction, each probe runs
     *                   under a savepoint (or the transaction is rolled back after a failed one)
     *                   so one failure does not abort the rest of the catalog read
     * @param dialect    its dialect
     * @param listed     the listed relations; tables are skipped
     * @return the engine's message for each view that cannot run, keyed by id; empty when all can
     * @throws SQLException when the connection itself fails
     */
    static Map<TableId, String> unreadable(Connection connection, Dialect dialect, List<TableLister.Listed> listed)
            throws SQLException {
        Map<TableId, String> out = new LinkedHashMap<>();
        boolean inTransaction = !connection.getAutoCommit();
        for (TableLister.Listed t : listed) {
            if (t.kind() == Table.Kind.TABLE) continue;
            String sql = "SELECT * FROM " + name(dialect, t) + " LIMIT 0";
            Savepoint savepoint = inTransaction ? savepoint(connection) : null;
            try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
                rs.next();
            } catch (SQLException e) {
                if (DatabaseErrors.isConnectionFailure(e)) throw e;
                if (inTransaction) undo(connection, savepoint);
                if (!DatabaseErrors.isTimeout(e)) out.put(t.id(), DatabaseErrors.message(e));
            }
        }
        return out;
    }

    private static String name(Dialect dialect, TableLister.Listed t) {
        String schema = t.id().schema();
        return (schema == null ? "" : dialect.quote(schema) + ".") + dialect.quote(t.id().name());
    }

    private static Savepoint savepoint(Connection connection) {
        try {
            return connection.setSavepoint();
        } catch (SQLException e) {
            return null;
        }
    }

    private static void undo(Connection connection, Savepoint savepoint) throws SQLException {
        if (savepoint != null) connection.rollback(savepoint);
        else connection.rollback();
    }
}
