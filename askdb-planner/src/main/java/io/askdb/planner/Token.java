package io.askdb.planner;

/**
 * One word of a question.
 *
 * @param raw    the word lower-cased, as written; not empty
 * @param stem   its singular form, compared with catalog words; not empty
 * @param number the number it stands for ("5", "five"), or null
 */
record Token(String raw, String stem, Integer number) {
    Token {
        if (raw == null || raw.isEmpty()) throw new IllegalArgumentException("Token.raw must not be empty");
        if (stem == null || stem.isEmpty()) throw new IllegalArgumentException("Token.stem must not be empty");
    }
}
