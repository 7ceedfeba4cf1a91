package io.askdb.jdbc;

import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.TableId;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads every SQLite column in one fixed query over {@code pragma_table_xinfo}, because
 * sqlite-jdbc's {@code getColumns("%")} builds one statement over all tables and fails with
 * SQLITE_TOOBIG near a few thousand tables. The declared type is kept verbatim
 * ("NVARCHAR(120)") and the JDBC type follows SQLite's type-affinity rules (sqlite.org
 * "Datatypes In SQLite", 3.1). Hidden columns of virtual tables are skipped. Primary keys and
 * foreign keys come the same way ({@code pragma_foreign_key_list}), one query each instead of two
 * metadata calls per table; a foreign key naming no target columns references the target's
 * primary key (sqlite.org "SQLite Foreign Key Support", 3).
 *
 * <p>SQLite compiles a view's query to give its columns, so one view it cannot compile (an
 * ambiguous column, a table dropped after the view was made, a function not loaded) fails the
 * one query for all. Then each table and view is read on its own and those whose columns cannot
 * be read are reported with the engine's message ({@link Bulk#unreadable()}) instead.
 */
final class SqliteColumns {
    private static final String SQL = "SELECT m.name, p.name, p.type, p.\"notnull\", p.pk FROM sqlite_schema m"
            + " JOIN pragma_table_xinfo(m.name) p WHERE m.type IN ('table', 'view') AND p.hidden IN (0, 2, 3)"
            + " ORDER BY m.name, p.cid";

    private SqliteColumns() {
    }

    private static final String FK_SQL = "SELECT m.name, f.id, f.seq, f.\"table\", f.\"from\", f.\"to\" FROM sqlite_schema m"
            + " JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table' ORDER BY m.name, f.id, f.seq";

    private static final String NAMES_SQL = "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') ORDER BY name";
    private static final String ONE_SQL = "SELECT ?, p.name, p.type, p.\"notnull\", p.pk FROM pragma_table_xinfo(?) p"
            + " WHERE p.hidden IN (0, 2, 3) ORDER BY p.cid";

    /**
     * Columns, primary keys (in key order) and foreign keys of every table, three maps keyed by id,
     * and the engine's message for each table or view whose columns could not be read.
     */
    record Bulk(Map<TableId, List<Column>> columns, Map<TableId, List<String>> primaryKeys,
                Map<TableId, List<ForeignKey>> foreignKeys, Map<TableId, String> unreadable) {
    }

    static Bulk read(Connection connection) throws SQLException {
        Map<TableId, List<Column>> columns = new LinkedHashMap<>();
        Map<TableId, java.util.TreeMap<Integer, String>> pk = new LinkedHashMap<>();
        Map<TableId, String> unreadable = new LinkedHashMap<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(SQL)) {
            while (rs.next()) add(rs, columns, pk);
        } catch (SQLException whole) {
            if (DatabaseErrors.isConnectionFailure(whole)) throw whole;
            columns.clear();
            pk.clear();
            oneByOne(connection, columns, pk, unreadable);
        }
        Map<TableId, List<String>> primaryKeys = new LinkedHashMap<>();
        pk.forEach((id, parts) -> primaryKeys.put(id, List.copyOf(parts.values())));
        return new Bulk(columns, primaryKeys, foreignKeys(connection, primaryKeys), unreadable);
    }

    private static void add(ResultSet rs, Map<TableId, List<Column>> columns, Map<TableId, java.util.TreeMap<Integer, String>> pk)
            throws SQLException {
        String type = rs.getString(3) == null ? "" : rs.getString(3);
        boolean nullable = rs.getInt(4) == 0;
        TableId id = new TableId(null, rs.getString(1));
        columns.computeIfAbsent(id, k -> new ArrayList<>())
                .add(new Column(rs.getString(2), type, jdbcType(type), nullable, null, List.of()));
        if (rs.getInt(5) > 0) pk.computeIfAbsent(id, k -> new java.util.TreeMap<>()).put(rs.getInt(5), rs.getString(2));
    }

    /** Reads each table and view with its own query, noting those SQLite cannot give columns of. */
    private static void oneByOne(Connection connection, Map<TableId, List<Column>> columns,
                                 Map<TableId, java.util.TreeMap<Integer, String>> pk, Map<TableId, String> unreadable) throws SQLException {
        List<String> names = new ArrayList<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(NAMES_SQL)) {
            while (rs.next()) names.add(rs.getString(1));
        }
        for (String name : names) {
            // a statement of its own each time: sqlite-jdbc cannot rerun one whose last run failed
            try (java.sql.PreparedStatement ps = connection.prepareStatement(ONE_SQL)) {
                ps.setString(1, name);
                ps.setString(2, name);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) add(rs, columns, pk);
                }
            } catch (SQLException e) {
                if (DatabaseErrors.isConnectionFailure(e)) throw e;
                TableId id = new TableId(null, name);
                columns.remove(id);
                pk.remove(id);
                unreadable.put(id, DatabaseErrors.message(e));
            }
        }
    }

    private static Map<TableId, List<ForeignKey>> foreignKeys(Connection connection, Map<TableId, List<String>> primaryKeys)
            throws SQLException {
        Map<TableId, Map<Integer, List<String[]>>> parts = new LinkedHashMap<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(FK_SQL)) {
            while (rs.next()) {
                parts.computeIfAbsent(new TableId(null, rs.getString(1)), k -> new LinkedHashMap<>())
                        .computeIfAbsent(rs.getInt(2), k -> new ArrayList<>())
                        .add(new String[] {rs.getString(4), rs.getString(5), rs.getString(6)});
            }
        }
        Map<TableId, List<ForeignKey>> out = new LinkedHashMap<>();
        parts.forEach((id, byKey) -> {
            List<ForeignKey> keys = new ArrayList<>();
            for (List<String[]> key : byKey.values()) {
                TableId target = new TableId(null, key.get(0)[0]);
                List<String> from = key.stream().map(k -> k[1]).toList();
                List<String> implicit = primaryKeys.getOrDefault(target, List.of());
                List<String> to = new ArrayList<>();
                for (int i = 0; i < key.size(); i++) {
                    String named = key.get(i)[2];
                    to.add(named != null ? named : i < implicit.size() ? implicit.get(i) : from.get(i));
                }
                keys.add(new ForeignKey(null, from, target, to));
            }
            out.put(id, keys);
        });
        return out;
    }

    /** SQLite affinity (INTEGER, TEXT, BLOB, REAL, NUMERIC) as a JDBC type. */
    static int jdbcType(String declared) {
        String t = declared.toUpperCase(Locale.ROOT);
        if (t.contains("INT")) return Types.INTEGER;
        if (t.contains("CHAR") || t.contains("CLOB") || t.contains("TEXT")) return Types.VARCHAR;
        if (t.isEmpty() || t.contains("BLOB")) return Types.BLOB;
        if (t.contains("REAL") || t.contains("FLOA") || t.contains("DOUB")) return Types.REAL;
        if (t.contains("DATE") || t.contains("TIME")) return t.contains("TIME") ? Types.TIMESTAMP : Types.DATE;
        return Types.NUMERIC;
    }
}
