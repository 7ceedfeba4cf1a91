package io.askdb.sql.lex;

/**
 * Something in SQL text that the lexer could not read safely.
 *
 * @param rule     what went wrong; not null
 * @param what     the construct concerned, e.g. "string literal" or "identifier \"ｓｅｌｅｃｔ\""; not blank
 * @param position 0-based offset where the construct starts
 * @since 0.1
 */
public record LexProblem(Rule rule, String what, int position) {

    /** The kinds of lexical problem. */
    public enum Rule {
        /** A string, comment or quoted identifier is never closed. */
        UNTERMINATED,
        /**
         * A string ends at a different place depending on whether a backslash escapes the next
         * character, which a server setting decides (MySQL {@code NO_BACKSLASH_ESCAPES}, PostgreSQL
         * {@code standard_conforming_strings}) or which engines disagree on.
         */
        AMBIGUOUS_ESCAPE,
        /** A {@code U&} identifier or string has an escape that is invalid or whose support is unknown. */
        UNICODE_ESCAPE,
        /**
         * A comment whose end engines disagree on: a {@code /*} inside a block comment where nesting
         * is unknown, or a line comment holding a carriage return without a line feed.
         */
        AMBIGUOUS_COMMENT,
        /**
         * A name that Unicode compatibility normalisation (NFKC) changes, e.g. fullwidth
         * {@code ｓｅｌｅｃｔ} or the ligature in {@code ﬁle}: it looks like another name.
         */
        LOOKALIKE,
        /** A name mixing scripts that UTS #39 "Highly Restrictive" forbids, e.g. Latin with Cyrillic. */
        MIXED_SCRIPT,
        /**
         * An invisible or unusual character outside strings and comments: a format character
         * (zero-width space, bidi control), a non-ASCII space, a control character other than tab,
         * line feed, carriage return and form feed, or NUL anywhere.
         */
        INVISIBLE_CHARACTER,
        /**
         * A quote character this dialect does not read as a quote, outside strings and comments:
         * a backtick outside MySQL (found by fuzzing: PostgreSQL and the parser disagree on where
         * such a token ends).
         */
        STRAY_QUOTE
    }

    public LexProblem {
        if (rule == null) throw new IllegalArgumentException("LexProblem.rule must not be null");
        if (what == null || what.isBlank()) throw new IllegalArgumentException("LexProblem.what must not be blank");
        if (position < 0) throw new IllegalArgumentException("LexProblem.position must be >= 0");
    }
}
