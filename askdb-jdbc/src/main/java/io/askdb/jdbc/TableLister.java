package io.askdb.jdbc;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Lists user tables, views and materialized views with their columns through
 * {@link DatabaseMetaData}, skipping system schemas ({@link SystemSchemas}). Columns are read with
 * one {@code getColumns} call per schema, never per table, and only exact names come back, so
 * a table name containing {@code _} or {@code %} cannot pull in another table's columns.
 */
final class TableLister {
    /** A listed relation before keys, estimates and samples are added. */
    record Listed(String catalog, String schema, TableId id, Table.Kind kind, String comment) {
    }

    private final Dialect dialect;

    TableLister(Dialect dialect) {
        this.dialect = dialect;
    }

    /** The catalog to restrict metadata calls to: DuckDB's current database, else all. */
    String catalogFilter(Connection connection) throws SQLException {
        return dialect == Dialect.DUCKDB ? connection.getCatalog() : null;
    }

    List<Listed> tables(Connection connection) throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        List<Listed> out = new ArrayList<>();
        try (ResultSet rs = md.getTables(catalogFilter(connection), null, "%", null)) {
            while (rs.next()) {
                String catalog = rs.getString("TABLE_CAT");
                String schema = rs.getString("TABLE_SCHEM");
                String name = rs.getString("TABLE_NAME");
                Table.Kind kind = kindOf(rs.getString("TABLE_TYPE"));
                if (kind == null || name == null || name.isEmpty() || isSystem(catalog, schema, name)) continue;
                out.add(new Listed(catalog, schema, idOf(catalog, schema, name), kind, blankToNull(rs.getString("REMARKS"))));
            }
        }
        return out;
    }

    /** Columns of the listed tables, in ordinal order, keyed by table id. */
    Map<TableId, List<Column>> columns(Connection connection, List<Listed> tables) throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        Set<TableId> wanted = new LinkedHashSet<>();
        Set<List<String>> namespaces = new LinkedHashSet<>();
        for (Listed t : tables) {
            wanted.add(t.id());
            namespaces.add(java.util.Arrays.asList(t.catalog(), t.schema()));
        }
        String escape = md.getSearchStringEscape();
        Map<TableId, List<Column>> out = new LinkedHashMap<>();
        for (List<String> ns : namespaces) {
            String schemaPattern = ns.get(1) == null ? null : escapePattern(ns.get(1), escape);
            try (ResultSet rs = md.getColumns(ns.get(0), schemaPattern, "%", "%")) {
                while (rs.next()) {
                    TableId id = idOf(rs.getString("TABLE_CAT"), rs.getString("TABLE_SCHEM"), rs.getString("TABLE_NAME"));
                    if (!wanted.contains(id)) continue;
                    out.computeIfAbsent(id, k -> new ArrayList<>()).add(column(rs));
                }
            }
        }
        return out;
    }

    private Column column(ResultSet rs) throws SQLException {
        int jdbcType = rs.getInt("DATA_TYPE");
        String type = typeName(rs.getString("TYPE_NAME"), jdbcType, rs.getInt("COLUMN_SIZE"), rs.getInt("DECIMAL_DIGITS"));
        boolean nullable = rs.getInt("NULLABLE") != DatabaseMetaData.columnNoNulls;
        return new Column(rs.getString("COLUMN_NAME"), type, jdbcType, nullable,
                blankToNull(rs.getString("REMARKS")), List.of());
    }

    /** Adds length or precision where the driver reports it apart from the name, e.g. NVARCHAR(120). */
    static String typeName(String name, int jdbcType, int size, int scale) {
        String base = name == null ? "" : name;
        if (base.contains("(") || size <= 0) return base;
        switch (jdbcType) {
            case Types.CHAR: case Types.VARCHAR: case Types.NCHAR: case Types.NVARCHAR:
                return size < 65_536 ? base + "(" + size + ")" : base;
            case Types.DECIMAL: case Types.NUMERIC:
                return size < 1000 && scale >= 0 ? base + "(" + size + "," + scale + ")" : base;
            default:
                return base;
        }
    }

    TableId idOf(String catalog, String schema, String name) {
        if (dialect == Dialect.SQLITE) return new TableId(null, name);
        if (dialect == Dialect.MYSQL && schema == null) return new TableId(catalog, name);
        return new TableId(schema, name);
    }

    private boolean isSystem(String catalog, String schema, String name) {
        return SystemSchemas.isSystemCatalog(dialect, catalog) || SystemSchemas.isSystemSchema(dialect, schema)
                || (dialect == Dialect.MYSQL && SystemSchemas.isSystemSchema(dialect, catalog))
                || SystemSchemas.isSystemTable(dialect, name);
    }

    /** Maps a driver's TABLE_TYPE to a kind, or null for indexes, sequences, system and temporary objects. */
    static Table.Kind kindOf(String tableType) {
        if (tableType == null) return null;
        String t = tableType.toUpperCase(Locale.ROOT);
        if (t.contains("SYSTEM") || t.contains("TEMP") || t.contains("INDEX") || t.contains("SEQUENCE")
                || t.contains("TYPE") || t.contains("TOAST")) {
            return null;
        }
        if (t.contains("MATERIALIZED")) return Table.Kind.MATERIALIZED_VIEW;
        if (t.contains("VIEW")) return Table.Kind.VIEW;
        if (t.contains("TABLE")) return Table.Kind.TABLE;
        return null;
    }

    static String escapePattern(String name, String escape) {
        if (escape == null || escape.isEmpty()) return name;
        return name.replace(escape, escape + escape).replace("_", escape + "_").replace("%", escape + "%");
    }

    static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
