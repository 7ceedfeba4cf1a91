package io.askdb.planner.read;

import io.askdb.catalog.Column;
import java.sql.Types;
import java.util.Locale;

/** What a column's type says it holds, read from its JDBC type and, for drivers that report none (SQLite), its declared type name. */
public final class ColumnTypes {
    private ColumnTypes() {
    }

    /**
     * @param c a catalog column; not null
     * @return true when the column holds numbers: a numeric JDBC type, or a declared type naming one (INT, NUMERIC,
     *         DECIMAL, REAL, FLOAT, DOUBLE, NUMBER), as SQLite's type affinity rules read it (sqlite.org/datatype3.html, 3.1)
     */
    public static boolean numeric(Column c) {
        return switch (c.jdbcType()) {
            case Types.INTEGER, Types.BIGINT, Types.SMALLINT, Types.TINYINT, Types.DECIMAL, Types.NUMERIC, Types.REAL, Types.FLOAT,
                 Types.DOUBLE -> true;
            default -> c.typeName().toUpperCase(Locale.ROOT).matches(".*(INT|NUM|DEC|REAL|FLOA|DOUB|NUMBER).*");
        };
    }

    /**
     * @param c a catalog column; not null
     * @return true when the column holds text: a character JDBC type, or a declared type naming one (CHAR, CLOB, TEXT), as
     *         SQLite's type affinity rules read it (sqlite.org/datatype3.html, 3.1); false for numbers, dates and others
     */
    public static boolean text(Column c) {
        return switch (c.jdbcType()) {
            case Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR, Types.LONGNVARCHAR, Types.CLOB -> true;
            default -> !numeric(c) && c.typeName().toUpperCase(Locale.ROOT).matches(".*(CHAR|CLOB|TEXT).*");
        };
    }

    /** @return true when every column the phrase names holds text ({@link #text}); true for a phrase naming no column */
    static boolean textOnly(Term t) {
        return t.columns().stream().allMatch(x -> text(x.column()));
    }
}
