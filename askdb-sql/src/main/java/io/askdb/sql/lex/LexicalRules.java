package io.askdb.sql.lex;

import io.askdb.dialect.Dialect;

/**
 * The lexical rules of one dialect, decided here rather than from the {@link Dialect} flags so
 * that every rule is checked against the engine's own documentation (and, in the tests, against
 * the engines themselves):
 * <ul>
 *   <li>SQLite, "SQL Comment Syntax" (lang_comment.html): {@code --} to the next line feed,
 *       {@code /* *}{@code /} that do not nest; "SQLite Keywords": identifiers in {@code ""},
 *       {@code ``} and {@code []}; no backslash escapes and no {@code U&amp;} (SQLite reads
 *       {@code U&"x"} as {@code U & "x"}).</li>
 *   <li>PostgreSQL, "Lexical Structure" 4.1: comments nest (4.1.5) and {@code --} ends at CR or LF;
 *       {@code E'...'} strings with backslash escapes (4.1.2.2); {@code U&'...'} and {@code U&"..."}
 *       with {@code \XXXX}, {@code \+XXXXXX} and {@code UESCAPE} (4.1.1, 4.1.2.3); dollar quoting
 *       {@code $tag$...$tag$} (4.1.2.4).</li>
 *   <li>MySQL 8.4 reference, "Comments" 11.7: {@code #} to end of line, {@code --} only when a
 *       whitespace or control character follows, {@code /*!...*}{@code /} and {@code /*+...*}{@code /}
 *       are code or hints, comments do not nest; "String Literals" 11.1.1: '...' and "..." are strings
 *       with backslash escapes unless {@code NO_BACKSLASH_ESCAPES} ("..." is an identifier under
 *       {@code ANSI_QUOTES}); identifiers in backticks.</li>
 *   <li>DuckDB, "Literal Types" and "Keywords and Identifiers" (its scanner is PostgreSQL's):
 *       nested comments, {@code E'...'} and dollar-quoted strings; no {@code U&amp;} (DuckDB reads
 *       {@code U&"x"} as {@code U & "x"}, checked on DuckDB 1.4).</li>
 *   <li>H2 2.x, "Grammar": {@code --} and {@code //} line comments, nested block comments,
 *       {@code $$...$$} strings without tags, {@code U&amp;} strings and identifiers, backtick
 *       identifiers in every mode; no backslash escapes.</li>
 * </ul>
 * Any other database ({@link Dialect#GENERIC}) gets ANSI rules, and constructs whose reading differs
 * between engines (a {@code /*} inside a comment, a {@code U&amp;} escape) are reported as problems.
 */
record LexicalRules(boolean hashComments, boolean slashSlashComments, boolean lineCommentNeedsSpace,
                    boolean nestedComments, boolean nestingUnknown, boolean executableComments,
                    boolean backslashStrings, boolean doubleQuoteIsString, boolean backtickIdentifiers,
                    boolean bracketIdentifiers, boolean escapeStrings, Dollar dollar, Unicode unicode,
                    boolean lineCommentEndsAtCarriageReturn) {

    /** Which dollar-quoted strings a dialect has. */
    enum Dollar { NONE, UNTAGGED, TAGGED }

    /** What a dialect does with {@code U&'...'} and {@code U&"..."}. */
    enum Unicode { NONE, RESOLVED, UNKNOWN }

    static LexicalRules of(Dialect d) {
        if (d == Dialect.SQLITE) {
            return new LexicalRules(false, false, false, false, false, false, false, false, true, true, false,
                    Dollar.NONE, Unicode.NONE, false);
        }
        if (d == Dialect.POSTGRESQL) {
            return new LexicalRules(false, false, false, true, false, false, false, false, false, false, true,
                    Dollar.TAGGED, Unicode.RESOLVED, true);
        }
        if (d == Dialect.MYSQL) {
            return new LexicalRules(true, false, true, false, false, true, true, true, true, false, false,
                    Dollar.NONE, Unicode.NONE, false);
        }
        if (d == Dialect.DUCKDB) {
            return new LexicalRules(false, false, false, true, false, false, false, false, false, false, true,
                    Dollar.TAGGED, Unicode.NONE, true);
        }
        if (d == Dialect.H2) {
            return new LexicalRules(false, true, false, true, false, false, false, false, true, false, false,
                    Dollar.UNTAGGED, Unicode.RESOLVED, false);
        }
        return new LexicalRules(false, false, false, false, true, false, false, false, false, false, false,
                Dollar.NONE, Unicode.UNKNOWN, false);
    }
}
