package io.askdb.sql.lex;

import io.askdb.dialect.Dialect;

/**
 * The lexical rules of one dialect, beyond the flags {@link Dialect} declares.
 *
 * <p>Sources: SQLite "SQL Comments", "SQLite Keywords" (quoting with "", ``, [] and '');
 * PostgreSQL "Lexical Structure" 4.1.1-4.1.5 (E'' escapes, U&amp;, dollar quoting, nested
 * comments, comments ending at CR or LF); MySQL "Comments" 11.7 ({@code #}, {@code -- } with a
 * following whitespace or control character, {@code /*! *}{@code /}) and "String Literals" 11.1.1
 * ("..." is a string unless ANSI_QUOTES; backslash escapes unless NO_BACKSLASH_ESCAPES); DuckDB
 * keeps PostgreSQL's scanner for E'' strings and comments. Where a rule is not certain for an
 * engine, the rules choose the reading that makes the lexer see more code, never less.
 */
record LexicalRules(boolean hashComments, boolean lineCommentNeedsSpace, boolean nestedComments,
                    boolean executableComments, boolean backslashStrings, boolean doubleQuoteIsString,
                    boolean backtickIdentifiers, boolean bracketIdentifiers, boolean escapeStrings,
                    boolean dollarQuotes, boolean lineCommentEndsAtCarriageReturn, boolean nestingUnknown) {

    static LexicalRules of(Dialect d) {
        boolean mysql = d == Dialect.MYSQL;
        boolean pgScanner = d == Dialect.POSTGRESQL || d == Dialect.DUCKDB;
        return new LexicalRules(
                mysql,
                d.lineCommentNeedsSpace(),
                d.nestedBlockComments(),
                d.executableComments(),
                d.backslashEscapesInStrings(),
                mysql,
                mysql || d == Dialect.SQLITE,
                d == Dialect.SQLITE,
                pgScanner,
                d.dollarQuotedStrings(),
                pgScanner,
                d == Dialect.GENERIC);
    }
}
