package io.askdb.planner;

import java.time.LocalDate;
import java.util.Objects;

/**
 * The words of a question about time that are not a grouping: a range of dates ("in March 2022",
 * "the last 90 days") and a verb saying which date of the row is meant ("hired", "issued").
 *
 * @param span the range, or null
 * @param verb the verb as written ("hired"), or null
 * @param columnWord a word of the date column the verb names ("hire" for "hired"), or null when the
 *                   verb only says the row is an event (then the table's one date column is meant)
 */
record TimeWords(Span span, String verb, String columnWord) {
    static final TimeWords NONE = new TimeWords(null, null, null);

    /** @return true when the question said nothing about dates */
    boolean isEmpty() {
        return span == null && verb == null;
    }

    /**
     * A half-open range of days: from {@code from} up to, not including, {@code to}.
     *
     * @param from the first day included; not null
     * @param to   the first day excluded, after from; not null
     * @param as   the words it was read from ("in the first quarter of 2023"); not blank
     */
    record Span(LocalDate from, LocalDate to, String as) {
        Span {
            Objects.requireNonNull(from, "Span.from");
            Objects.requireNonNull(to, "Span.to");
            if (!to.isAfter(from)) throw new IllegalArgumentException("Span.to must be after from");
            if (as == null || as.isBlank()) throw new IllegalArgumentException("Span.as must not be blank");
        }

        /** @return the year when the span is exactly one calendar year, else null */
        Integer calendarYear() {
            boolean whole = from.getDayOfYear() == 1 && to.equals(from.plusYears(1));
            return whole ? from.getYear() : null;
        }
    }
}
