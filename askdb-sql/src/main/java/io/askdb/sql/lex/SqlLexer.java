package io.askdb.sql.lex;

import io.askdb.dialect.Dialect;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A hand-written scanner that splits SQL into tokens with the comment, string, quoted-identifier
 * and statement-separator rules of one engine (see {@code LexicalRules} for the sources). It
 * never throws for bad SQL: an unterminated construct ends the token list and is reported as a
 * {@link LexProblem}.
 *
 * @since 0.1
 */
public final class SqlLexer {
    private final Dialect dialect;
    private final LexicalRules rules;

    /**
     * @param dialect the engine whose rules to apply; not null
     */
    public SqlLexer(Dialect dialect) {
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.rules = LexicalRules.of(dialect);
    }

    /**
     * Splits SQL into tokens.
     *
     * @param sql the text; not null
     * @return the tokens and any problems found
     */
    public LexedSql lex(String sql) {
        return new Scan(sql).run();
    }

    private final class Scan {
        private final String s;
        private final List<SqlToken> tokens = new ArrayList<>();
        private final List<LexProblem> problems = new ArrayList<>();
        private int i;

        Scan(String sql) {
            this.s = Objects.requireNonNull(sql, "sql");
        }

        LexedSql run() {
            while (i < s.length()) {
                int end = next();
                if (end < 0) break;
                i = end;
            }
            checkCharacters();
            problems.sort(java.util.Comparator.comparingInt(LexProblem::position));
            return new LexedSql(s, dialect, tokens, problems);
        }

        /** Reads the token at {@link #i}; returns its end, or -1 when it is unterminated. */
        private int next() {
            char c = s.charAt(i);
            char n = i + 1 < s.length() ? s.charAt(i + 1) : 0;
            if (NameCharacters.isSqlWhitespace(c)) return add(TokenKind.WHITESPACE, whileWhitespace(i));
            if (c == '-' && n == '-' && lineCommentStarts(i + 2)) return add(TokenKind.LINE_COMMENT, lineEnd(i));
            if (c == '/' && n == '/' && rules.slashSlashComments()) return add(TokenKind.LINE_COMMENT, lineEnd(i));
            if (c == '#' && rules.hashComments()) return add(TokenKind.LINE_COMMENT, lineEnd(i));
            if (c == '/' && n == '*') return blockComment();
            if (c == ';') return add(TokenKind.SEMICOLON, i + 1);
            if (c == '\'') return string(i, i, '\'', rules.backslashStrings(), true, "string literal");
            if (c == '"') {
                return rules.doubleQuoteIsString()
                        ? string(i, i, '"', true, true, "string literal")
                        : quoted(TokenKind.QUOTED_IDENTIFIER, i, i, '"', false, "quoted identifier");
            }
            if (c == '`' && rules.backtickIdentifiers()) return quoted(TokenKind.QUOTED_IDENTIFIER, i, i, '`', false, "quoted identifier");
            if (c == '[' && rules.bracketIdentifiers()) return bracketed();
            if ((c == 'U' || c == 'u') && n == '&' && rules.unicode() != LexicalRules.Unicode.NONE
                    && i + 2 < s.length() && (s.charAt(i + 2) == '\'' || s.charAt(i + 2) == '"')) {
                return unicodeQuoted();
            }
            if ((c == 'E' || c == 'e') && n == '\'' && rules.escapeStrings()) {
                return string(i, i + 1, '\'', true, false, "escape string literal");
            }
            if (c == '$' && rules.dollar() != LexicalRules.Dollar.NONE) {
                int tagEnd = dollarTagEnd(i);
                if (tagEnd > 0) return dollarQuoted(tagEnd);
            }
            if (isWordStart(c)) return add(TokenKind.WORD, whileWord(i + 1));
            if (Character.isDigit(c) || (c == '.' && Character.isDigit(n))) return add(TokenKind.NUMBER, number(i));
            if (c == '`') problems.add(new LexProblem(LexProblem.Rule.STRAY_QUOTE, "backtick", i));
            return add(TokenKind.SYMBOL, i + Character.charCount(s.codePointAt(i)));
        }

        private int add(TokenKind kind, int end) {
            tokens.add(new SqlToken(kind, i, end, s.substring(i, end)));
            return end;
        }

        private int unterminated(String what, int at) {
            problems.add(new LexProblem(LexProblem.Rule.UNTERMINATED, what, at));
            return -1;
        }

        /** MySQL 11.7: "--" starts a comment only when a whitespace or control character follows (ASCII, read strictly). */
        private boolean lineCommentStarts(int after) {
            if (!rules.lineCommentNeedsSpace() || after >= s.length()) return true;
            return s.charAt(after) <= ' ';
        }

        /** The end of a line comment; a lone carriage return inside it is reported, as engines disagree on it. */
        private int lineEnd(int from) {
            int j = from;
            while (j < s.length() && s.charAt(j) != '\n') {
                if (s.charAt(j) == '\r' && (j + 1 >= s.length() || s.charAt(j + 1) != '\n')) {
                    problems.add(new LexProblem(LexProblem.Rule.AMBIGUOUS_COMMENT, "line comment", from));
                    if (rules.lineCommentEndsAtCarriageReturn()) return j;
                }
                j++;
            }
            return j;
        }

        private int blockComment() {
            char third = i + 2 < s.length() ? s.charAt(i + 2) : 0;
            boolean executable = rules.executableComments()
                    && (third == '!' || third == '+' || s.startsWith("/*M!", i));
            int depth = 1;
            int j = i + 2;
            while (j < s.length()) {
                if (s.startsWith("*/", j)) {
                    depth--;
                    j += 2;
                    if (depth == 0) return add(executable ? TokenKind.EXECUTABLE_COMMENT : TokenKind.BLOCK_COMMENT, j);
                } else if (s.startsWith("/*", j)) {
                    if (rules.nestedComments()) depth++;
                    if (rules.nestingUnknown()) problems.add(new LexProblem(LexProblem.Rule.AMBIGUOUS_COMMENT, "block comment", j));
                    j += 2;
                } else {
                    j++;
                }
            }
            return unterminated(executable ? "executable comment" : "block comment", i);
        }

        /**
         * Reads a string literal; with {@code settingDependent}, also reads it the other way (with
         * backslash escapes when the dialect has none, without when it has them) and reports the
         * string when the two readings end at different places.
         */
        private int string(int start, int open, char quote, boolean backslash, boolean settingDependent, String what) {
            int end = endOf(open, quote, backslash);
            if (end < 0) return unterminated(what, start);
            if (settingDependent && endOf(open, quote, !backslash) != end) {
                problems.add(new LexProblem(LexProblem.Rule.AMBIGUOUS_ESCAPE, what, start));
            }
            return add(TokenKind.STRING, end);
        }

        /** Reads a quoted identifier, which never has backslash escapes. */
        private int quoted(TokenKind kind, int start, int open, char quote, boolean backslash, String what) {
            int end = endOf(open, quote, backslash);
            return end < 0 ? unterminated(what, start) : add(kind, end);
        }

        /**
         * @return the offset just past the undoubled {@code quote} that closes the literal opened at
         *         {@code open}, or -1; with {@code backslash}, a backslash escapes the next character
         */
        private int endOf(int open, char quote, boolean backslash) {
            int j = open + 1;
            while (j < s.length()) {
                char c = s.charAt(j);
                if (backslash && c == '\\') {
                    j += 2;
                } else if (c == quote) {
                    if (j + 1 < s.length() && s.charAt(j + 1) == quote) j += 2;
                    else return j + 1;
                } else {
                    j++;
                }
            }
            return -1;
        }

        private int bracketed() {
            int close = s.indexOf(']', i + 1);
            return close < 0 ? unterminated("bracketed identifier", i) : add(TokenKind.QUOTED_IDENTIFIER, close + 1);
        }

        /** Reads {@code U&"..."} or {@code U&'...'} with an optional {@code UESCAPE 'c'} clause as one token. */
        private int unicodeQuoted() {
            char quote = s.charAt(i + 2);
            boolean identifier = quote == '"';
            String what = identifier ? "Unicode identifier" : "Unicode string literal";
            int end = endOf(i + 2, quote, false);
            if (end < 0) return unterminated(what, i);
            int clauseEnd = uescapeClauseEnd(end);
            boolean hasEscapes = s.substring(i, end).indexOf('\\') >= 0 || clauseEnd > 0;
            int tokenEnd = clauseEnd > 0 ? clauseEnd : end;
            UnicodeEscapes.Parts parts = UnicodeEscapes.parts(s.substring(i, tokenEnd));
            boolean valid = UnicodeEscapes.validEscapeCharacter(parts.escape())
                    && UnicodeEscapes.decode(parts.body(), parts.escape()).isPresent();
            if (hasEscapes && (rules.unicode() == LexicalRules.Unicode.UNKNOWN || !valid)) {
                problems.add(new LexProblem(LexProblem.Rule.UNICODE_ESCAPE, what, i));
            }
            return add(identifier ? TokenKind.QUOTED_IDENTIFIER : TokenKind.STRING, tokenEnd);
        }

        /** @return the end of {@code UESCAPE 'c'} after {@code from}, or -1 when none follows */
        private int uescapeClauseEnd(int from) {
            int j = whileWhitespace(from);
            if (!s.regionMatches(true, j, "UESCAPE", 0, 7)) return -1;
            int k = whileWhitespace(j + 7);
            if (k + 2 < s.length() && s.charAt(k) == '\'' && s.charAt(k + 2) == '\'') return k + 3;
            problems.add(new LexProblem(LexProblem.Rule.UNICODE_ESCAPE, "UESCAPE clause", j));
            return -1;
        }

        /**
         * Returns the end of a {@code $tag$} opening delimiter at {@code at}, or -1 (PostgreSQL
         * 4.1.2.4; H2 has only {@code $$}).
         */
        private int dollarTagEnd(int at) {
            if (at > 0 && isWordPart(s.charAt(at - 1))) return -1;
            if (rules.dollar() == LexicalRules.Dollar.UNTAGGED) return s.startsWith("$$", at) ? at + 2 : -1;
            int j = at + 1;
            if (j < s.length() && s.charAt(j) != '$' && !isWordStart(s.charAt(j))) return -1;
            while (j < s.length() && s.charAt(j) != '$') {
                char c = s.charAt(j);
                if (!isWordStart(c) && !Character.isDigit(c)) return -1;
                j++;
            }
            return j < s.length() ? j + 1 : -1;
        }

        private int dollarQuoted(int tagEnd) {
            String tag = s.substring(i, tagEnd);
            int close = s.indexOf(tag, tagEnd);
            return close < 0 ? unterminated("dollar-quoted string " + tag, i) : add(TokenKind.STRING, close + tag.length());
        }

        private int whileWhitespace(int from) {
            int j = from;
            while (j < s.length() && NameCharacters.isSqlWhitespace(s.charAt(j))) j++;
            return j;
        }

        private int whileWord(int from) {
            int j = from;
            while (j < s.length() && isWordPart(s.charAt(j))) j++;
            return j;
        }

        private int number(int from) {
            int j = from;
            while (j < s.length()) {
                char c = s.charAt(j);
                boolean exponentSign = (c == '+' || c == '-') && (s.charAt(j - 1) == 'e' || s.charAt(j - 1) == 'E')
                        && !s.startsWith("0x", from) && !s.startsWith("0X", from);
                if (isAsciiLetterOrDigit(c) || c == '.' || c == '_' || exponentSign) j++;
                else break;
            }
            return j;
        }

        /** Reports invisible characters, look-alike names and mixed scripts in code, and NUL anywhere. */
        private void checkCharacters() {
            int nul = s.indexOf('\0');
            if (nul >= 0) problems.add(new LexProblem(LexProblem.Rule.INVISIBLE_CHARACTER, "NUL character", nul));
            for (SqlToken t : tokens) {
                boolean name = t.kind() == TokenKind.WORD || t.kind() == TokenKind.QUOTED_IDENTIFIER;
                if (!name && t.kind() != TokenKind.SYMBOL && t.kind() != TokenKind.NUMBER) continue;
                String checked = name ? t.identifier() : "";
                NameCharacters.problem(t.text(), checked)
                        .ifPresent(rule -> problems.add(new LexProblem(rule, (name ? "name " : "symbol ") + describe(t.text()), t.start())));
            }
        }
    }

    /** @return the text quoted, with invisible and non-ASCII characters shown as U+XXXX */
    static String describe(String text) {
        StringBuilder out = new StringBuilder("'");
        text.codePoints().limit(60).forEach(cp -> {
            if (cp >= 0x20 && cp < 0x7f) out.appendCodePoint(cp);
            else out.append(String.format("<U+%04X>", cp));
        });
        return out.append('\'').toString();
    }

    private static boolean isAsciiLetterOrDigit(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    /**
     * ASCII letters, underscore and every non-ASCII character start a word, as in PostgreSQL
     * ("Lexical Structure" 4.1.1: letters and any byte of 0x80 and above), SQLite and MySQL
     * (identifiers may hold U+0080 and above). Non-ASCII spaces and format characters thus land
     * inside a word, where the character check reports them.
     */
    static boolean isWordStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
    }

    static boolean isWordPart(char c) {
        return isWordStart(c) || (c >= '0' && c <= '9') || c == '$';
    }
}
