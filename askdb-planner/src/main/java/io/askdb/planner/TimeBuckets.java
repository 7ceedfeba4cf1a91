package io.askdb.planner;

import io.askdb.dialect.Dialect;
import org.jooq.Field;
import org.jooq.impl.DSL;

/**
 * The year or month of a date column as text, {@code 'YYYY'} or {@code 'YYYY-MM'}, so results
 * read the same on every engine. Each engine's own formatting function, from its documentation:
 * <ul>
 *   <li>SQLite: {@code strftime('%Y', c)}, {@code strftime('%Y-%m', c)} (sqlite.org/lang_datefunc.html);</li>
 *   <li>PostgreSQL and H2: {@code TO_CHAR(c, 'YYYY')}, {@code TO_CHAR(c, 'YYYY-MM')} (PostgreSQL
 *       "Data Type Formatting Functions"; H2 "TO_CHAR"), through jOOQ's {@link DSL#toChar};</li>
 *   <li>DuckDB: {@code strftime(c, '%Y')}, {@code strftime(c, '%Y-%m')} (date first; DuckDB
 *       "Date Format Functions");</li>
 *   <li>MySQL: {@code date_format(c, '%Y')}, {@code date_format(c, '%Y-%m')};</li>
 *   <li>any other engine: the SQL standard's {@code CAST(EXTRACT(YEAR FROM c) AS VARCHAR(4))}, and
 *       for the month {@code || '-' ||} the month number plus 100 cast to text with its first
 *       digit cut off by SUBSTRING, which pads it to two digits.</li>
 * </ul>
 * The column goes in as a jOOQ field, so it is quoted by the dialect; the format is an inlined string.
 */
final class TimeBuckets {
    private TimeBuckets() {
    }

    /**
     * @param column the date or timestamp column
     * @param grain  "year" or "month"
     * @return the period as text
     */
    static Field<String> bucket(Dialect dialect, Field<?> column, String grain) {
        boolean month = "month".equals(grain);
        switch (dialect) {
            case SQLITE:
                return DSL.field("strftime({0}, {1})", String.class, DSL.inline(month ? "%Y-%m" : "%Y"), column);
            case DUCKDB:
                return DSL.field("strftime({0}, {1})", String.class, column, DSL.inline(month ? "%Y-%m" : "%Y"));
            case MYSQL:
                return DSL.field("date_format({0}, {1})", String.class, column, DSL.inline(month ? "%Y-%m" : "%Y"));
            case POSTGRESQL:
            case H2:
                return DSL.toChar(column, DSL.inline(month ? "YYYY-MM" : "YYYY"));
            default:
                Field<String> year = DSL.field("CAST(EXTRACT(YEAR FROM {0}) AS VARCHAR(4))", String.class, column);
                if (!month) return year;
                return DSL.field("{0} || '-' || SUBSTRING(CAST(100 + EXTRACT(MONTH FROM {1}) AS VARCHAR(3)) FROM 2 FOR 2)",
                        String.class, year, column);
        }
    }
}
