package io.askdb.jdbc;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Row estimates of SQLite tables that {@code ANALYZE} has not described ({@code sqlite_stat1}),
 * read without scanning a large table in full:
 * <ol>
 *   <li>the rows are counted exactly, stopping after {@value #EXACT_UP_TO} + 1 of them
 *       ({@code SELECT count(*) FROM (SELECT rowid FROM t ORDER BY rowid LIMIT n)}, the first rows of
 *       the table's b-tree), so a table of up to {@value #EXACT_UP_TO} rows gets its count;</li>
 *   <li>past that, the count is extrapolated over the table's rowid span: the counted rows times
 *       {@code (max(rowid) - min + 1) / (last counted rowid - min + 1)}, the density of the counted
 *       prefix carried to the end; {@code max(rowid)} is one seek to the end of the b-tree
 *       (sqlite.org "The SQLite Query Optimizer Overview", min/max optimization). Rowids are
 *       distinct integers, so this never exceeds the span, and it is the span when the keys are
 *       dense. Keys such as SSNs (100,000,001 ... for 4 rows) are no longer read as 100 million rows;</li>
 *   <li>a table without rowids ({@code WITHOUT ROWID}) or a virtual table past the bound gets the
 *       bound plus one, the rows counted: a lower bound, never a scan of the rest.</li>
 * </ol>
 * An empty table gets 0; a table that cannot be read keeps no estimate.
 */
final class SqliteRowCounts {
    /** Tables up to this many rows are counted exactly: ~100,000 row steps take a few milliseconds. */
    static final long EXACT_UP_TO = 100_000;

    private SqliteRowCounts() {
    }

    /** Puts an estimate for every listed base table that has none in {@code out}. */
    static void fill(Connection connection, List<TableLister.Listed> listed, Map<TableId, List<Column>> columns, Map<TableId, Long> out) {
        Set<String> virtual = virtualTables(connection);
        for (TableLister.Listed t : listed) {
            if (t.kind() != Table.Kind.TABLE || out.getOrDefault(t.id(), -1L) >= 0) continue;
            String name = "\"" + t.id().name().replace("\"", "\"\"") + "\"";
            String rowid = rowidName(columns.getOrDefault(t.id(), List.of()));
            long estimate = rowid == null || virtual.contains(t.id().name().toLowerCase(Locale.ROOT))
                    ? counted(connection, name) : byRowid(connection, name, rowid);
            if (estimate >= 0) out.put(t.id(), estimate);
        }
    }

    /** @return a name of the rowid no column shadows (sqlite.org "Rowid Tables"), or null */
    private static String rowidName(List<Column> columns) {
        for (String alias : List.of("rowid", "_rowid_", "oid")) {
            if (columns.stream().noneMatch(c -> c.name().equalsIgnoreCase(alias))) return alias;
        }
        return null;
    }

    /** @return the exact count up to the bound, else the extrapolation over the rowid span; -1 when unreadable */
    private static long byRowid(Connection connection, String name, String rowid) {
        String prefix = "SELECT count(*), min(r), max(r) FROM (SELECT " + rowid + " AS r FROM " + name + " ORDER BY " + rowid
                + " LIMIT " + (EXACT_UP_TO + 1) + ")";
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(prefix)) {
            if (!rs.next()) return -1;
            long n = rs.getLong(1);
            if (n <= EXACT_UP_TO) return n;
            BigDecimal first = rs.getBigDecimal(2);
            BigDecimal last = rs.getBigDecimal(3);
            try (ResultSet end = st.executeQuery("SELECT max(" + rowid + ") FROM " + name)) {
                if (!end.next() || end.getBigDecimal(1) == null || first == null || last == null) return n;
                BigDecimal span = end.getBigDecimal(1).subtract(first).add(BigDecimal.ONE);
                BigDecimal counted = last.subtract(first).add(BigDecimal.ONE);
                BigDecimal estimate = BigDecimal.valueOf(n).multiply(span).divide(counted, 0, RoundingMode.CEILING);
                return estimate.min(BigDecimal.valueOf(Long.MAX_VALUE)).max(BigDecimal.valueOf(n)).longValue();
            }
        } catch (SQLException e) {
            return counted(connection, name);
        }
    }

    /** @return the rows, counted up to the bound plus one (a lower bound past it); -1 when unreadable */
    private static long counted(Connection connection, String name) {
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*) FROM (SELECT 1 FROM " + name + " LIMIT " + (EXACT_UP_TO + 1) + ")")) {
            return rs.next() ? rs.getLong(1) : -1;
        } catch (SQLException e) {
            return -1;
        }
    }

    private static Set<String> virtualTables(Connection connection) {
        Set<String> out = new HashSet<>();
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")) {
            while (rs.next()) out.add(rs.getString(1).toLowerCase(Locale.ROOT));
        } catch (SQLException e) {
            // no schema table to read: every table is tried by rowid
        }
        return out;
    }
}
