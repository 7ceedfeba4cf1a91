package io.askdb.sql.lex;

/**
 * What one lexical token of SQL text is.
 *
 * @since 0.1
 */
public enum TokenKind {
    /** A keyword or unquoted identifier, e.g. {@code SELECT} or {@code 公司名}. */
    WORD,
    /** A quoted identifier: {@code "a b"}, {@code `a b`}, {@code [a b]} or {@code U&"a b"}. */
    QUOTED_IDENTIFIER,
    /** A string literal: {@code '...'}, {@code E'...'}, {@code $tag$...$tag$}, or MySQL {@code "..."}. */
    STRING,
    /** A numeric literal. */
    NUMBER,
    /** An operator or punctuation character other than a semicolon, e.g. {@code (} or {@code -}. */
    SYMBOL,
    /** A statement separator. */
    SEMICOLON,
    /** A {@code --} or {@code #} comment up to the end of its line. */
    LINE_COMMENT,
    /** A {@code /* ... *}{@code /} comment. */
    BLOCK_COMMENT,
    /** A MySQL comment the server runs as code or as hints: {@code /*! *}{@code /}, {@code /*M! *}{@code /}, {@code /*+ *}{@code /}. */
    EXECUTABLE_COMMENT,
    /** Spaces, tabs and line breaks. */
    WHITESPACE;

    /** @return true for comments and whitespace, which the engine skips */
    public boolean isTrivia() {
        return this == LINE_COMMENT || this == BLOCK_COMMENT || this == WHITESPACE;
    }
}
