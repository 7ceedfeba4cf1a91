package io.askdb.jdbc;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Samples a few distinct values of low-cardinality text columns for value linking. Every
 * identifier is quoted with {@link Dialect#quote(String)}, so a hostile table or column name
 * cannot end the identifier and inject SQL. Only tables and materialized views are sampled
 * (a view may be expensive to evaluate). The most frequent values come first, ties in the order
 * the scan met them. Values are cut to a few characters because they are
 * untrusted data that later reaches prompts.
 */
final class ValueSampler {
    private final Dialect dialect;
    private final CatalogOptions options;

    ValueSampler(Dialect dialect, CatalogOptions options) {
        this.dialect = dialect;
        this.options = options;
    }

    /** @return the table with sample values on its text columns, as far as the deadline allows */
    Table sample(Connection connection, Table table, long deadlineNanos) {
        if (table.kind() == Table.Kind.VIEW) return table;
        List<Column> columns = new ArrayList<>(table.columns().size());
        for (Column c : table.columns()) {
            long left = deadlineNanos - System.nanoTime();
            if (left <= 0 || !isText(c)) {
                columns.add(c);
                continue;
            }
            columns.add(c.withSampleValues(values(connection, table, c, left)));
        }
        return table.withColumns(columns);
    }

    static boolean isText(Column c) {
        String type = c.typeName().toLowerCase(Locale.ROOT);
        if (type.contains("json") || type.contains("uuid") || type.contains("xml")) return false;
        switch (c.jdbcType()) {
            case Types.CHAR: case Types.VARCHAR: case Types.LONGVARCHAR:
            case Types.NCHAR: case Types.NVARCHAR: case Types.LONGNVARCHAR:
                return true;
            default:
                return type.contains("char") || type.contains("text") || type.contains("string");
        }
    }

    String sql(Table table, Column column) {
        String from = (table.id().schema() == null ? "" : dialect.quote(table.id().schema()) + ".")
                + dialect.quote(table.id().name());
        String col = dialect.quote(column.name());
        return "SELECT v FROM (SELECT " + col + " AS v, ROW_NUMBER() OVER () AS r FROM " + from + " WHERE " + col
                + " IS NOT NULL" + limit(options.scanRows()) + ") s GROUP BY v ORDER BY COUNT(*) DESC, MIN(r)"
                + limit(options.maxDistinct() + 1);
    }

    private String limit(int n) {
        return dialect.limitStyle() == Dialect.LimitStyle.LIMIT ? " LIMIT " + n : " FETCH FIRST " + n + " ROWS ONLY";
    }

    private List<String> values(Connection connection, Table table, Column column, long leftNanos) {
        List<String> found = new ArrayList<>();
        try (Statement st = connection.createStatement()) {
            st.setQueryTimeout((int) Math.max(1, leftNanos / 1_000_000_000L));
            try (ResultSet rs = st.executeQuery(sql(table, column))) {
                while (rs.next()) {
                    if (found.size() > options.maxDistinct()) return List.of();
                    found.add(rs.getString(1));
                }
            }
        } catch (SQLException | RuntimeException e) {
            return List.of(); // a column that cannot be sampled (odd type, timeout) simply has no samples
        }
        if (found.size() > options.maxDistinct()) return List.of();
        List<String> out = new ArrayList<>();
        for (String v : found) {
            if (v == null || out.size() == options.maxValues()) continue;
            out.add(shorten(v));
        }
        return out;
    }

    private String shorten(String value) {
        int max = options.maxValueLength();
        if (value.codePointCount(0, value.length()) <= max) return value;
        return value.substring(0, value.offsetByCodePoints(0, max));
    }
}
