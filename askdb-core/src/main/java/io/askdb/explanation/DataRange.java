package io.askdb.explanation;

import java.time.LocalDate;
import java.util.Objects;

/**
 * The range of dates a column holds, beside the range an answer's SQL asked for, read when the
 * answer found nothing (issue 17: "the last 90 days" answered 0 without saying the data ends in
 * 2025). The dates are the column's first and last values as the caller may see them (the access
 * policy's row filters applied), cut to their day.
 *
 * @param noun   the rows in plain words, plural ("invoices"); not blank
 * @param table  the table's name as the catalog spells it ("Invoice"); not blank
 * @param column the column's name ("InvoiceDate"); not blank
 * @param first  the earliest date the column holds; not null
 * @param last   the latest date the column holds, not before {@code first}; not null
 * @param asked  the range asked, as words ("in 2019", "from 2026-09-04 to 2026-12-02"); not blank
 * @param place  where the asked range lies against the data; not null
 * @since 0.6
 */
public record DataRange(String noun, String table, String column, LocalDate first, LocalDate last, String asked, Place place) {
    /** Where the asked range lies against the column's data. */
    public enum Place {
        /** The asked range ends before the first date: no row can match. */
        BEFORE,
        /** The asked range starts after the last date: no row can match. */
        AFTER,
        /** The asked range overlaps the data: rows may be missing for another reason. */
        OVERLAPS
    }

    public DataRange {
        if (noun == null || noun.isBlank()) throw new IllegalArgumentException("DataRange.noun must not be blank");
        if (table == null || table.isBlank()) throw new IllegalArgumentException("DataRange.table must not be blank");
        if (column == null || column.isBlank()) throw new IllegalArgumentException("DataRange.column must not be blank");
        Objects.requireNonNull(first, "DataRange.first");
        Objects.requireNonNull(last, "DataRange.last");
        if (last.isBefore(first)) throw new IllegalArgumentException("DataRange.last must not be before first, was " + last + " < " + first);
        if (asked == null || asked.isBlank()) throw new IllegalArgumentException("DataRange.asked must not be blank");
        Objects.requireNonNull(place, "DataRange.place");
    }

    /** @return true when the asked range lies wholly outside the data, so that no row matched */
    public boolean outside() {
        return place != Place.OVERLAPS;
    }

    /**
     * @return the sentence on the data's range: "The invoices' InvoiceDate runs from 2021-01-01 to
     *         2025-12-22; the data starts on 2021-01-01, after the range asked.", "...; the data ends on
     *         2025-12-22, before the range asked." or, for an overlapping range, the span alone
     */
    public String sentence() {
        String span = "The " + possessive() + " " + column + " runs from " + first + " to " + last;
        return switch (place) {
            case BEFORE -> span + "; the data starts on " + first + ", after the range asked.";
            case AFTER -> span + "; the data ends on " + last + ", before the range asked.";
            case OVERLAPS -> span + ".";
        };
    }

    private String possessive() {
        return noun.endsWith("s") ? noun + "'" : noun + "'s";
    }
}
