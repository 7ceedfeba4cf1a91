package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/**
 * A real database that records every change: {@link #snapshot()} reads everything an approved
 * statement must leave alone (rows, audit triggers, schema, settings, attached databases, files),
 * and {@link #run(ApprovedSql)} executes an approved statement. The fuzz property is that the
 * snapshot after any run equals the one taken when the database was set up.
 */
interface WatchedDatabase extends AutoCloseable {

    /** @return the dialect the guard checks statements in for this database */
    Dialect dialect();

    /** @return the catalog the guard is given: the Chinook tables, as the app would read them */
    default Catalog catalog() {
        return ChinookSchema.catalog(dialect());
    }

    /** @return named facts about the database; equal maps mean nothing changed */
    Map<String, String> snapshot();

    /**
     * Runs an approved statement. Failures of the statement itself (type errors, unknown columns,
     * timeouts) are expected and ignored.
     *
     * @return null, or a description of a write the database stopped (the guard approved it)
     */
    String run(ApprovedSql sql);

    @Override
    void close();

    /** Reads every row of a query as one string, cells separated by '|' and rows by '\n'. */
    static String rows(Connection db, String query) {
        try (Statement st = db.createStatement(); ResultSet rs = st.executeQuery(query)) {
            ResultSetMetaData meta = rs.getMetaData();
            StringBuilder sb = new StringBuilder();
            while (rs.next()) {
                for (int i = 1; i <= meta.getColumnCount(); i++) sb.append(i > 1 ? "|" : "").append(rs.getString(i));
                sb.append('\n');
            }
            return sb.toString();
        } catch (SQLException e) {
            return "error: " + e.getMessage();
        }
    }
}
