package io.askdb.jdbc;

import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads the defining SQL of every view (and materialized view) from the engine's own catalog,
 * with one fixed query per dialect (no name is built into SQL):
 * <ul>
 *   <li>SQLite: {@code sqlite_master.sql} of type {@code view}, the whole {@code CREATE VIEW} statement;</li>
 *   <li>PostgreSQL: {@code pg_get_viewdef(oid)} of {@code pg_class} rows of kind {@code v} (view) and
 *       {@code m} (materialized view), the query (PostgreSQL docs, "System Information Functions");</li>
 *   <li>DuckDB: {@code duckdb_views().sql} of non-internal views of the current database, the whole statement;</li>
 *   <li>MySQL: {@code information_schema.VIEWS.VIEW_DEFINITION}, the query (empty without the
 *       SHOW VIEW privilege, then unknown);</li>
 *   <li>H2: {@code INFORMATION_SCHEMA.VIEWS.VIEW_DEFINITION}, the query.</li>
 * </ul>
 * Any other engine, or a read that fails, gives no definitions: the policy then treats those views
 * as unreadable (hidden when they may read protected data), so a failure here never widens access.
 */
final class ViewDefinitions {
    private static final String SQLITE = "SELECT name, sql FROM sqlite_master WHERE type = 'view'";
    private static final String POSTGRESQL = "SELECT n.nspname, c.relname, pg_get_viewdef(c.oid) FROM pg_class c"
            + " JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('v', 'm')"
            + " AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'";
    private static final String DUCKDB = "SELECT schema_name, view_name, sql FROM duckdb_views()"
            + " WHERE NOT internal AND database_name = current_database()";
    private static final String MYSQL = "SELECT TABLE_SCHEMA, TABLE_NAME, VIEW_DEFINITION FROM information_schema.VIEWS"
            + " WHERE TABLE_SCHEMA NOT IN ('mysql', 'sys', 'performance_schema', 'information_schema')";
    private static final String H2 = "SELECT TABLE_SCHEMA, TABLE_NAME, VIEW_DEFINITION FROM INFORMATION_SCHEMA.VIEWS"
            + " WHERE TABLE_SCHEMA <> 'INFORMATION_SCHEMA'";

    private ViewDefinitions() {
    }

    /**
     * @param connection an open connection
     * @param dialect    its dialect
     * @return each view's definition keyed as {@link TableLister#idOf} keys it; empty when the engine
     *         has no such catalog or it cannot be read
     */
    static Map<TableId, String> read(Connection connection, Dialect dialect) {
        String sql = switch (dialect) {
            case SQLITE -> SQLITE;
            case POSTGRESQL -> POSTGRESQL;
            case DUCKDB -> DUCKDB;
            case MYSQL -> MYSQL;
            case H2 -> H2;
            default -> null;
        };
        Map<TableId, String> out = new HashMap<>();
        if (sql == null) return out;
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            boolean schemaless = dialect == Dialect.SQLITE;
            while (rs.next()) {
                TableId id = schemaless ? new TableId(null, rs.getString(1)) : new TableId(rs.getString(1), rs.getString(2));
                String text = rs.getString(schemaless ? 2 : 3);
                if (text != null && !text.isBlank()) out.put(id, text.strip());
            }
        } catch (SQLException e) {
            out.clear();
        }
        return out;
    }
}
