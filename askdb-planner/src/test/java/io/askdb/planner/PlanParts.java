package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Test-only: builds plan parts by hand over a catalog (tables, columns, hops along foreign keys)
 * and reads a query's rows as text (whole numbers plainly, other numbers to two decimals), so
 * results compare alike on SQLite, H2 and DuckDB.
 */
final class PlanParts {
    private final Catalog catalog;

    PlanParts(Catalog catalog) {
        this.catalog = catalog;
    }

    Table table(String name) {
        return catalog.table(new TableId(null, name)).orElseThrow(() -> new IllegalArgumentException("no table " + name));
    }

    Column column(String table, String column) {
        return table(table).column(column).orElseThrow(() -> new IllegalArgumentException("no column " + table + "." + column));
    }

    ColumnRef ref(String table, String column) {
        return new ColumnRef(table(table), column(table, column));
    }

    /** @return the hop from one table to another along the first foreign key between them */
    Hop hop(String from, String to) {
        Table f = table(from);
        ForeignKey key = f.foreignKeys().stream().filter(k -> k.target().name().equals(to)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no foreign key " + from + " -> " + to));
        return new Hop(f, key, table(to));
    }

    /** @return a grouping by a whole table: its key, shown by the named label column */
    QueryPlan.Group entity(String table, String key, String label) {
        return new QueryPlan.Group(table(table), List.of(column(table, key)), List.of(column(table, label)));
    }

    /** @return every row of the query on the connection, each value as text */
    static List<List<String>> rows(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            List<List<String>> rows = new ArrayList<>();
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) row.add(text(rs.getObject(i)));
                rows.add(row);
            }
            return rows;
        }
    }

    /** @return the rows of the query on the read-only Chinook database */
    static List<List<String>> chinook(String sql) throws SQLException {
        try (Connection c = ChinookFixture.open()) {
            return rows(c, sql);
        }
    }

    private static String text(Object o) {
        if (!(o instanceof Number n)) return String.valueOf(o);
        BigDecimal d = new BigDecimal(n.toString());
        if (d.stripTrailingZeros().scale() <= 0) return d.setScale(0, RoundingMode.UNNECESSARY).toPlainString();
        return d.setScale(2, RoundingMode.HALF_UP).toPlainString();
    }
}
