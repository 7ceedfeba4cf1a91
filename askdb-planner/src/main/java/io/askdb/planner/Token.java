package io.askdb.planner;

/**
 * One word of a question.
 *
 * @param raw    the word lower-cased, as written; not empty
 * @param stem   its singular form, compared with catalog words; not empty
 * @param number the number it stands for ("5", "five"), or null
 * @param capitals true when written in capitals, two letters or more, in a question that is not all capitals ("the US"):
 *                 an abbreviation, never the stop word it spells lower-cased ("us")
 */
record Token(String raw, String stem, Integer number, boolean capitals) {
    Token {
        if (raw == null || raw.isEmpty()) throw new IllegalArgumentException("Token.raw must not be empty");
        if (stem == null || stem.isEmpty()) throw new IllegalArgumentException("Token.stem must not be empty");
    }

    /** A word not written in capitals. */
    Token(String raw, String stem, Integer number) {
        this(raw, stem, number, false);
    }
}
