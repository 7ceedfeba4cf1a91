package io.askdb.planner;

import java.util.List;

/**
 * Words of the question that spell a stored value of one or more text columns, as sampled in
 * the catalog ("Jazz" in "How many tracks are in the Jazz genre?").
 *
 * @param start      index of the first token
 * @param end        index after the last token
 * @param text       the words as written, for messages; not null
 * @param candidates every column holding that value, with the value as stored; not empty
 */
record ValueMention(int start, int end, String text, List<Candidate> candidates) {
    ValueMention {
        if (text == null) throw new IllegalArgumentException("ValueMention.text must not be null");
        candidates = List.copyOf(candidates);
        if (candidates.isEmpty()) throw new IllegalArgumentException("ValueMention.candidates must not be empty");
    }

    /**
     * A column that holds the value.
     *
     * @param ref   the column
     * @param value the value exactly as stored
     * @param near  true when the question's words are a near spelling of the value (value linking's fuzzy match)
     */
    record Candidate(ColumnRef ref, String value, boolean near) {
        /** A candidate the question spells exactly. */
        Candidate(ColumnRef ref, String value) {
            this(ref, value, false);
        }
    }
}
