package io.askdb.execution;

/**
 * One column of a result table.
 *
 * @param name     the label the database gave the column; not null
 * @param typeName the database's type name for it, e.g. "INTEGER"; not null
 * @param jdbcType the {@link java.sql.Types} code
 * @since 0.1
 */
public record ResultColumn(String name, String typeName, int jdbcType) {
    public ResultColumn {
        if (name == null) throw new IllegalArgumentException("ResultColumn.name must not be null");
        typeName = typeName == null ? "" : typeName;
    }

    /** @return true when the column holds numbers (integer, decimal or floating point) */
    public boolean isNumeric() {
        switch (jdbcType) {
            case java.sql.Types.TINYINT: case java.sql.Types.SMALLINT: case java.sql.Types.INTEGER:
            case java.sql.Types.BIGINT: case java.sql.Types.REAL: case java.sql.Types.FLOAT:
            case java.sql.Types.DOUBLE: case java.sql.Types.NUMERIC: case java.sql.Types.DECIMAL:
                return true;
            default:
                return false;
        }
    }
}
