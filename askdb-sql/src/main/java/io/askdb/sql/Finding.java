package io.askdb.sql;

import java.util.Objects;

/**
 * What one critic check found in a result, and what askdb does about it.
 *
 * @param text     the fact and, for a rejection, the exact fix, written for the model that repairs
 *                 the SQL (values from the database quoted as data); for a caveat, one sentence the
 *                 answer states beside the rows; not blank
 * @param action   what askdb does; not null
 * @param fixedSql SQL askdb itself derived that corrects the fault (already run by the check where
 *                 it says so), tried when no model can repair; null when there is none
 */
record Finding(String text, Action action, String fixedSql) {
    /** What askdb does with a finding. */
    enum Action {
        /** The data proves the result wrong: repair, and never keep this SQL's result. */
        PROVEN,
        /** The result looks wrong but may be right: repair when a model can, else keep it with the note. */
        DOUBT,
        /** The result stands; the answer states the fact so the rows cannot mislead. */
        CAVEAT
    }

    Finding {
        if (text == null || text.isBlank()) throw new IllegalArgumentException("Finding.text must not be blank");
        Objects.requireNonNull(action, "Finding.action");
        fixedSql = fixedSql == null || fixedSql.isBlank() ? null : fixedSql;
    }

    static Finding proven(String text) {
        return new Finding(text, Action.PROVEN, null);
    }

    static Finding proven(String text, String fixedSql) {
        return new Finding(text, Action.PROVEN, fixedSql);
    }

    static Finding doubt(String text) {
        return new Finding(text, Action.DOUBT, null);
    }

    static Finding caveat(String text) {
        return new Finding(text, Action.CAVEAT, null);
    }
}
