package io.askdb.sql.lex;

/**
 * Something in SQL text that the lexer could not read safely.
 *
 * @param rule     what went wrong; not null
 * @param what     the construct concerned, e.g. "string literal" or "block comment"; not blank
 * @param position 0-based offset where the construct starts
 * @since 0.1
 */
public record LexProblem(Rule rule, String what, int position) {

    /** The kinds of lexical problem. */
    public enum Rule {
        /** A string, comment or quoted identifier is never closed. */
        UNTERMINATED,
        /**
         * A string uses a backslash before a quote where this dialect has no backslash escapes, so
         * engines (and server settings) disagree on where it ends.
         */
        AMBIGUOUS_ESCAPE,
        /** A {@code U&} identifier or string uses escapes, which hide the real name. */
        UNICODE_ESCAPE,
        /** A block comment holds {@code /*} in a dialect whose comment nesting is unknown. */
        AMBIGUOUS_COMMENT
    }

    public LexProblem {
        if (rule == null) throw new IllegalArgumentException("LexProblem.rule must not be null");
        if (what == null || what.isBlank()) throw new IllegalArgumentException("LexProblem.what must not be blank");
        if (position < 0) throw new IllegalArgumentException("LexProblem.position must be >= 0");
    }
}
