package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Chooses the date column a question's time words are about, on the table whose rows are counted:
 * its only date column; or, when it has several, the one a verb names by one of its words
 * ("hired" -> HireDate, never BirthDate). Anything else is a problem stated for the user, never a guess.
 */
final class DateColumns {
    /**
     * The column chosen, or why none could be.
     *
     * @param ref     the date column, or null
     * @param problem the reason for the user, or null
     */
    record Choice(ColumnRef ref, String problem) {
    }

    private final QuestionTokenizer words;

    DateColumns(QuestionTokenizer words) {
        this.words = words;
    }

    static boolean isDate(Column c) {
        switch (c.jdbcType()) {
            case Types.DATE: case Types.TIMESTAMP: case Types.TIMESTAMP_WITH_TIMEZONE:
                return true;
            default:
                String t = c.typeName().toUpperCase(Locale.ROOT);
                return t.contains("DATE") || t.contains("TIMESTAMP");
        }
    }

    /**
     * @param t     the table whose rows the question is about
     * @param time  the question's time words; their verb may name the column
     * @param about the words the column is for, quoted in problems ("in 2003")
     */
    Choice choose(Table t, TimeWords time, String about) {
        List<Column> dates = new ArrayList<>();
        for (Column c : t.columns()) if (isDate(c)) dates.add(c);
        String table = t.id().name();
        if (dates.isEmpty()) return new Choice(null, table + " has no date column, so I cannot apply '" + about + "' to it.");
        if (time.columnWord() != null) {
            List<Column> named = dates.stream().filter(c -> words.identifierWords(c.name()).contains(time.columnWord())).toList();
            if (named.size() == 1) return new Choice(new ColumnRef(t, named.get(0)), null);
            if (named.isEmpty()) return new Choice(null, "'" + time.verb() + "' names no date column of " + table + ", so I cannot apply '" + about + "'.");
        }
        if (dates.size() == 1) return new Choice(new ColumnRef(t, dates.get(0)), null);
        List<String> names = dates.stream().map(c -> table + "." + c.name()).toList();
        return new Choice(null, "'" + about + "' could be about " + DeclineReasons.joined(names, "or")
                + ". Say which date with a verb or the column's name (for example 'hired in 2003' for a hire date)");
    }
}
