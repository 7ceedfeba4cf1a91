package io.askdb.jdbc;

import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.TableId;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads primary keys ({@code getPrimaryKeys}, ordered by KEY_SEQ) and foreign keys
 * ({@code getImportedKeys}, grouped by constraint and ordered by KEY_SEQ). Both calls take exact
 * names, not patterns. Unnamed foreign keys (SQLite reports none or empty names) are split
 * where KEY_SEQ starts again at 1.
 */
final class KeyReader {
    private record KeyPart(int seq, String column, TableId target, String targetColumn) {
    }

    private final TableLister lister;

    KeyReader(TableLister lister) {
        this.lister = lister;
    }

    List<String> primaryKey(DatabaseMetaData md, TableLister.Listed t) throws SQLException {
        List<KeyPart> parts = new ArrayList<>();
        try (ResultSet rs = md.getPrimaryKeys(t.catalog(), t.schema(), t.id().name())) {
            while (rs.next()) parts.add(new KeyPart(rs.getInt("KEY_SEQ"), rs.getString("COLUMN_NAME"), null, null));
        }
        parts.sort(Comparator.comparingInt(KeyPart::seq));
        return parts.stream().map(KeyPart::column).toList();
    }

    List<ForeignKey> foreignKeys(DatabaseMetaData md, TableLister.Listed t) throws SQLException {
        Map<String, List<KeyPart>> groups = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        Map<TableId, Integer> unnamedCount = new LinkedHashMap<>();
        try (ResultSet rs = md.getImportedKeys(t.catalog(), t.schema(), t.id().name())) {
            while (rs.next()) {
                TableId target = lister.idOf(rs.getString("PKTABLE_CAT"), rs.getString("PKTABLE_SCHEM"),
                        rs.getString("PKTABLE_NAME"));
                int seq = rs.getInt("KEY_SEQ");
                String name = TableLister.blankToNull(rs.getString("FK_NAME"));
                String key;
                if (name != null) {
                    key = "n:" + name + "\u0000" + target;
                } else {
                    int n = unnamedCount.merge(target, seq <= 1 ? 1 : 0, Integer::sum);
                    key = "u:" + target + "\u0000" + n;
                }
                names.put(key, name);
                groups.computeIfAbsent(key, k -> new ArrayList<>())
                        .add(new KeyPart(seq, rs.getString("FKCOLUMN_NAME"), target, rs.getString("PKCOLUMN_NAME")));
            }
        }
        List<ForeignKey> out = new ArrayList<>();
        for (Map.Entry<String, List<KeyPart>> g : groups.entrySet()) {
            List<KeyPart> parts = new ArrayList<>(g.getValue());
            parts.sort(Comparator.comparingInt(KeyPart::seq));
            List<String> cols = parts.stream().map(KeyPart::column).toList();
            List<String> targetCols = new ArrayList<>();
            for (KeyPart p : parts) targetCols.add(p.targetColumn() == null ? p.column() : p.targetColumn());
            out.add(new ForeignKey(names.get(g.getKey()), cols, parts.get(0).target(), targetCols));
        }
        return out;
    }
}
