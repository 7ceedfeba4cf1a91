package io.askdb.eval;

import io.askdb.catalog.Column;
import java.sql.Types;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a BEAVER column type, a piece of MySQL or Oracle DDL such as
 * {@code "varchar(255) COLLATE utf8mb3_unicode_ci NOT NULL DEFAULT ''"} or {@code "VARCHAR2"},
 * into a catalog {@link Column}: the type name is the DDL up to the first space outside
 * parentheses and quotes ({@code varchar(255)}, {@code enum('a','b')}); the column is nullable
 * unless the DDL says {@code NOT NULL}; the JDBC type follows the base name, {@link Types#OTHER}
 * when unknown.
 */
final class BeaverColumnTypes {
    private static final Map<String, Integer> JDBC = Map.ofEntries(
            Map.entry("varchar", Types.VARCHAR), Map.entry("varchar2", Types.VARCHAR), Map.entry("char", Types.CHAR),
            Map.entry("text", Types.LONGVARCHAR), Map.entry("mediumtext", Types.LONGVARCHAR), Map.entry("enum", Types.VARCHAR),
            Map.entry("int", Types.INTEGER), Map.entry("tinyint", Types.TINYINT), Map.entry("bigint", Types.BIGINT),
            Map.entry("float", Types.FLOAT), Map.entry("decimal", Types.DECIMAL), Map.entry("number", Types.NUMERIC),
            Map.entry("datetime", Types.TIMESTAMP), Map.entry("date", Types.DATE));

    private BeaverColumnTypes() {
    }

    static Column column(String name, String ddl) {
        String type = typeName(ddl);
        int paren = type.indexOf('(');
        String base = (paren < 0 ? type : type.substring(0, paren)).toLowerCase(Locale.ROOT);
        boolean nullable = !ddl.toUpperCase(Locale.ROOT).contains("NOT NULL");
        return new Column(name, type, JDBC.getOrDefault(base, Types.OTHER), nullable, null, null);
    }

    /** @return the DDL up to the first whitespace outside parentheses and single quotes */
    static String typeName(String ddl) {
        String s = ddl.strip();
        int depth = 0;
        boolean quoted = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') quoted = !quoted;
            else if (!quoted && c == '(') depth++;
            else if (!quoted && c == ')') depth--;
            else if (!quoted && depth == 0 && Character.isWhitespace(c)) return s.substring(0, i);
        }
        return s;
    }
}
