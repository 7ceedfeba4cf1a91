package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sqlite.SQLiteConfig;

/**
 * Test-only: opens the Chinook demo database read-only and reads its catalog with plain
 * {@link DatabaseMetaData} (tables, columns, primary and foreign keys), standing in for the real
 * catalog module. Also runs SQL and returns the rows.
 */
final class ChinookFixture {
    static final Path DATABASE = Path.of("..", "data", "chinook", "chinook.sqlite");

    private static Catalog catalog;

    private ChinookFixture() {
    }

    static Connection open() throws SQLException {
        if (!Files.isRegularFile(DATABASE)) throw new IllegalStateException("missing " + DATABASE.toAbsolutePath());
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        String url = "jdbc:sqlite:file:" + DATABASE.toAbsolutePath() + "?mode=ro";
        return config.createConnection(url);
    }

    static synchronized Catalog catalog() throws SQLException {
        if (catalog == null) {
            try (Connection c = open()) {
                catalog = read(c.getMetaData(), Dialect.SQLITE);
            }
        }
        return catalog;
    }

    static Catalog read(DatabaseMetaData md, Dialect dialect) throws SQLException {
        List<Table> tables = new ArrayList<>();
        List<String> names = new ArrayList<>();
        try (ResultSet rs = md.getTables(null, null, "%", new String[] {"TABLE"})) {
            while (rs.next()) names.add(rs.getString("TABLE_NAME"));
        }
        for (String name : names) {
            List<Column> columns = new ArrayList<>();
            try (ResultSet rs = md.getColumns(null, null, name, "%")) {
                while (rs.next()) {
                    columns.add(new Column(rs.getString("COLUMN_NAME"), rs.getString("TYPE_NAME"), rs.getInt("DATA_TYPE"),
                            rs.getInt("NULLABLE") != DatabaseMetaData.columnNoNulls, null, List.of()));
                }
            }
            Map<Integer, String> pk = new java.util.TreeMap<>();
            try (ResultSet rs = md.getPrimaryKeys(null, null, name)) {
                while (rs.next()) pk.put(rs.getInt("KEY_SEQ"), rs.getString("COLUMN_NAME"));
            }
            Map<String, List<String[]>> fks = new LinkedHashMap<>();
            try (ResultSet rs = md.getImportedKeys(null, null, name)) {
                while (rs.next()) {
                    String key = rs.getString("PKTABLE_NAME") + "#" + rs.getString("FK_NAME");
                    fks.computeIfAbsent(key, k -> new ArrayList<>()).add(new String[] {
                            rs.getString("FKCOLUMN_NAME"), rs.getString("PKTABLE_NAME"), rs.getString("PKCOLUMN_NAME")});
                }
            }
            List<ForeignKey> foreignKeys = new ArrayList<>();
            fks.forEach((k, cols) -> foreignKeys.add(new ForeignKey(null, cols.stream().map(c -> c[0]).toList(),
                    new TableId(null, cols.get(0)[1]), cols.stream().map(c -> c[2]).toList())));
            tables.add(new Table(new TableId(null, name), Table.Kind.TABLE, null, columns, List.copyOf(pk.values()),
                    foreignKeys, -1));
        }
        return new Catalog(dialect, null, tables);
    }

    /** @return every row of the SQL's result, each as a list of JDBC objects */
    static List<List<Object>> run(String sql) throws SQLException {
        try (Connection c = open()) {
            return rows(c, sql);
        }
    }

    /** @return every row of the SQL's result on the connection, each as a list of JDBC objects */
    static List<List<Object>> rows(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            List<List<Object>> rows = new ArrayList<>();
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<Object> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) row.add(rs.getObject(i));
                rows.add(row);
            }
            return rows;
        }
    }
}
