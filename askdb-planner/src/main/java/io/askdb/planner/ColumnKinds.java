package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the planner may do with a column: sum it (a measure), show it as a row's name (a label),
 * or neither. Decided from the catalog's JDBC type, type name, keys and column names only.
 */
final class ColumnKinds {
    private final QuestionTokenizer words;

    ColumnKinds(QuestionTokenizer words) {
        this.words = words;
    }

    static boolean isNumeric(Column c) {
        switch (c.jdbcType()) {
            case Types.TINYINT: case Types.SMALLINT: case Types.INTEGER: case Types.BIGINT: case Types.REAL:
            case Types.FLOAT: case Types.DOUBLE: case Types.NUMERIC: case Types.DECIMAL:
                return true;
            default:
                String t = c.typeName().toUpperCase(Locale.ROOT);
                return t.contains("INT") || t.contains("NUMERIC") || t.contains("DECIMAL") || t.contains("REAL")
                        || t.contains("FLOAT") || t.contains("DOUBLE") || t.contains("NUMBER");
        }
    }

    static boolean isText(Column c) {
        switch (c.jdbcType()) {
            case Types.CHAR: case Types.VARCHAR: case Types.LONGVARCHAR: case Types.NCHAR: case Types.NVARCHAR:
            case Types.LONGNVARCHAR: case Types.CLOB: case Types.NCLOB:
                return true;
            default:
                String t = c.typeName().toUpperCase(Locale.ROOT);
                return t.contains("CHAR") || t.contains("TEXT") || t.contains("CLOB") || t.contains("STRING");
        }
    }

    /** @return true when the column is part of the primary key or of a foreign key */
    static boolean isKey(Table t, Column c) {
        if (t.primaryKey().contains(c.name())) return true;
        for (ForeignKey fk : t.foreignKeys()) {
            if (fk.columns().contains(c.name())) return true;
        }
        return false;
    }

    /** @return true for a numeric column that is no key and not named like an id */
    boolean isMeasure(Table t, Column c) {
        List<String> w = words.identifierWords(c.name());
        return isNumeric(c) && !isKey(t, c) && !(w.isEmpty() || w.get(w.size() - 1).equals("id"));
    }

    /**
     * The columns that name a row of the table, best first: a text column called "name"; else a
     * first-name and last-name pair; else the one text column whose name ends in "name"; else a
     * text column called "title". Empty when the table has none of these.
     */
    List<Column> labels(Table t) {
        Column first = null, last = null, title = null;
        List<Column> endsWithName = new ArrayList<>();
        for (Column c : t.columns()) {
            if (!isText(c)) continue;
            List<String> w = words.identifierWords(c.name());
            if (w.equals(List.of("name"))) return List.of(c);
            if (w.equals(List.of("first", "name"))) first = c;
            else if (w.equals(List.of("last", "name"))) last = c;
            else if (w.equals(List.of("title"))) title = c;
            if (w.size() > 1 && w.get(w.size() - 1).equals("name")) endsWithName.add(c);
        }
        if (first != null && last != null) return List.of(first, last);
        if (endsWithName.size() == 1) return List.of(endsWithName.get(0));
        return title == null ? List.of() : List.of(title);
    }

    /** @return the first measure column of the table, or null */
    Column firstMeasure(Table t) {
        for (Column c : t.columns()) {
            if (isMeasure(t, c)) return c;
        }
        return null;
    }
}
