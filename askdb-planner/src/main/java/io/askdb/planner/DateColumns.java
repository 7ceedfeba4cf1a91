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
 * ("hired" -> HireDate, never BirthDate), else the one named after the table (orders.ordered_at,
 * not shipped_at). Anything else is a problem stated for the user, never a guess.
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

    /** ISO 8601 dates, optionally with a time and zone, as SQLite stores dates in TEXT columns. */
    private static final java.util.regex.Pattern ISO_DATE = java.util.regex.Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?)?(Z|[+-]\\d{2}:?\\d{2})?");

    /**
     * @return true for a column of a date type, or (when text dates count, as on SQLite where dates are text)
     *         a text column whose name says date or time ({@code ordered_at}, {@code shipped_on}, {@code EventDate},
     *         {@code start_time}) and whose sampled values, at least one, all read as ISO dates
     */
    static boolean isDate(Column c, boolean textDates) {
        if (isDate(c)) return true;
        if (!textDates || !ColumnKinds.isText(c)) return false;
        String name = c.name().toLowerCase(Locale.ROOT);
        boolean named = name.endsWith("_at") || name.endsWith("_on") || name.contains("date") || name.contains("time");
        List<String> samples = c.sampleValues().stream().filter(java.util.Objects::nonNull).toList();
        return named && !samples.isEmpty() && samples.stream().allMatch(v -> ISO_DATE.matcher(v.trim()).matches());
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
     * @param textDates whether ISO dates in text columns count as dates (SQLite, whose date functions read them)
     */
    Choice choose(Table t, TimeWords time, String about, boolean textDates) {
        List<Column> dates = new ArrayList<>();
        for (Column c : t.columns()) if (isDate(c, textDates)) dates.add(c);
        String table = t.id().name();
        if (dates.isEmpty()) return new Choice(null, table + " has no date column, so I cannot apply '" + about + "' to it.");
        if (time.columnWord() != null) {
            // "created" names created_at and CreateDate alike: a column word that begins with the verb's word, or is the verb
            List<Column> named = dates.stream().filter(c -> words.identifierWords(c.name()).stream()
                    .anyMatch(w -> w.startsWith(time.columnWord()) || w.equals(time.verb()))).toList();
            if (named.size() == 1) return new Choice(new ColumnRef(t, named.get(0)), null);
            if (named.isEmpty()) return new Choice(null, "'" + time.verb() + "' names no date column of " + table + ", so I cannot apply '" + about + "'.");
        }
        if (dates.size() == 1) return new Choice(new ColumnRef(t, dates.get(0)), null);
        // orders.ordered_at, Invoice.InvoiceDate: the one date named after its table is when the row's event took place
        List<String> own = words.identifierWords(table);
        List<Column> named = dates.stream().filter(c -> own.stream()
                .allMatch(w -> words.identifierWords(c.name()).stream().anyMatch(cw -> cw.startsWith(w)))).toList();
        if (time.columnWord() == null && !own.isEmpty() && named.size() == 1) return new Choice(new ColumnRef(t, named.get(0)), null);
        List<String> names = dates.stream().map(c -> table + "." + c.name()).toList();
        return new Choice(null, "'" + about + "' could be about " + DeclineReasons.joined(names, "or")
                + ". Say which date with a verb or the column's name (for example 'hired in 2003' for a hire date)");
    }
}
