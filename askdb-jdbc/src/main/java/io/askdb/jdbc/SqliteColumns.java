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
 */
final class SqliteColumns {
    private static final String SQL = "SELECT m.name, p.name, p.type, p.\"notnull\", p.pk FROM sqlite_schema m"
            + " JOIN pragma_table_xinfo(m.name) p WHERE m.type IN ('table', 'view') AND p.hidden IN (0, 2, 3)"
            + " ORDER BY m.name, p.cid";

    private SqliteColumns() {
    }

    private static final String FK_SQL = "SELECT m.name, f.id, f.seq, f.\"table\", f.\"from\", f.\"to\" FROM sqlite_schema m"
            + " JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table' ORDER BY m.name, f.id, f.seq";

    /** Columns, primary keys (in key order) and foreign keys of every table, three maps keyed by id. */
    record Bulk(Map<TableId, List<Column>> columns, Map<TableId, List<String>> primaryKeys,
                Map<TableId, List<ForeignKey>> foreignKeys) {
    }

    static Bulk read(Connection connection) throws SQLException {
        Map<TableId, List<Column>> columns = new LinkedHashMap<>();
        Map<TableId, java.util.TreeMap<Integer, String>> pk = new LinkedHashMap<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(SQL)) {
            while (rs.next()) {
                String type = rs.getString(3) == null ? "" : rs.getString(3);
                boolean nullable = rs.getInt(4) == 0;
                TableId id = new TableId(null, rs.getString(1));
                columns.computeIfAbsent(id, k -> new ArrayList<>())
                        .add(new Column(rs.getString(2), type, jdbcType(type), nullable, null, List.of()));
                if (rs.getInt(5) > 0) pk.computeIfAbsent(id, k -> new java.util.TreeMap<>()).put(rs.getInt(5), rs.getString(2));
            }
        }
        Map<TableId, List<String>> primaryKeys = new LinkedHashMap<>();
        pk.forEach((id, parts) -> primaryKeys.put(id, List.copyOf(parts.values())));
        return new Bulk(columns, primaryKeys, foreignKeys(connection, primaryKeys));
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
