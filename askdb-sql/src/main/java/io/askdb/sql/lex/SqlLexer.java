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
            return new LexedSql(s, dialect, tokens, problems);
        }

        /** Reads the token at {@link #i}; returns its end, or -1 when it is unterminated. */
        private int next() {
            char c = s.charAt(i);
            char n = i + 1 < s.length() ? s.charAt(i + 1) : 0;
            if (Character.isWhitespace(c)) return add(TokenKind.WHITESPACE, whileWhitespace(i));
            if (c == '-' && n == '-' && lineCommentStarts(i + 2)) return add(TokenKind.LINE_COMMENT, lineEnd(i));
            if (c == '#' && rules.hashComments()) return add(TokenKind.LINE_COMMENT, lineEnd(i));
            if (c == '/' && n == '*') return blockComment();
            if (c == ';') return add(TokenKind.SEMICOLON, i + 1);
            if (c == '\'') return quoted(TokenKind.STRING, i, i, '\'', rules.backslashStrings(), "string literal");
            if (c == '"') {
                return rules.doubleQuoteIsString()
                        ? quoted(TokenKind.STRING, i, i, '"', true, "string literal")
                        : quoted(TokenKind.QUOTED_IDENTIFIER, i, i, '"', false, "quoted identifier");
            }
            if (c == '`' && rules.backtickIdentifiers()) return quoted(TokenKind.QUOTED_IDENTIFIER, i, i, '`', false, "quoted identifier");
            if (c == '[' && rules.bracketIdentifiers()) return bracketed();
            if ((c == 'U' || c == 'u') && n == '&' && !rules.backslashStrings() && i + 2 < s.length() && (s.charAt(i + 2) == '\'' || s.charAt(i + 2) == '"')) {
                return unicodeQuoted();
            }
            if ((c == 'E' || c == 'e') && n == '\'' && rules.escapeStrings()) {
                return quoted(TokenKind.STRING, i, i + 1, '\'', true, "escape string literal");
            }
            if (c == '$' && rules.dollarQuotes()) {
                int tagEnd = dollarTagEnd(i);
                if (tagEnd > 0) return dollarQuoted(tagEnd);
            }
            if (isWordStart(c)) return add(TokenKind.WORD, whileWord(i + 1));
            if (Character.isDigit(c) || (c == '.' && Character.isDigit(n))) return add(TokenKind.NUMBER, number(i));
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

        private boolean lineCommentStarts(int after) {
            if (!rules.lineCommentNeedsSpace() || after >= s.length()) return true;
            char c = s.charAt(after);
            return c <= ' ' || Character.isWhitespace(c) || Character.isISOControl(c);
        }

        private int lineEnd(int from) {
            int j = from;
            while (j < s.length() && s.charAt(j) != '\n' && !(rules.lineCommentEndsAtCarriageReturn() && s.charAt(j) == '\r')) j++;
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
         * Reads a literal from {@code open} (the quote) that ends at an undoubled {@code quote};
         * with {@code backslash}, a backslash escapes the next character.
         */
        private int quoted(TokenKind kind, int start, int open, char quote, boolean backslash, String what) {
            int j = open + 1;
            while (j < s.length()) {
                char c = s.charAt(j);
                if (backslash && c == '\\') {
                    j += 2;
                } else if (c == quote) {
                    if (j + 1 < s.length() && s.charAt(j + 1) == quote) {
                        j += 2;
                    } else {
                        if (kind == TokenKind.STRING && !backslash) checkBackslashQuote(open, j, quote);
                        return add(kind, j + 1);
                    }
                } else {
                    j++;
                }
            }
            return unterminated(what, start);
        }

        private void checkBackslashQuote(int open, int close, char quote) {
            for (int j = open + 1; j < close; j++) {
                if (s.charAt(j) == '\\' && s.charAt(j + 1) == quote) {
                    problems.add(new LexProblem(LexProblem.Rule.AMBIGUOUS_ESCAPE, "string literal", j));
                    return;
                }
            }
        }

        private int bracketed() {
            int close = s.indexOf(']', i + 1);
            return close < 0 ? unterminated("bracketed identifier", i) : add(TokenKind.QUOTED_IDENTIFIER, close + 1);
        }

        private int unicodeQuoted() {
            char quote = s.charAt(i + 2);
            boolean identifier = quote == '"' && !rules.doubleQuoteIsString();
            int end = quoted(identifier ? TokenKind.QUOTED_IDENTIFIER : TokenKind.STRING, i, i + 2, quote, false,
                    identifier ? "Unicode identifier" : "Unicode string literal");
            if (end > 0 && (s.substring(i, end).indexOf('\\') >= 0 || nextWordIs(end, "UESCAPE"))) {
                problems.add(new LexProblem(LexProblem.Rule.UNICODE_ESCAPE, identifier ? "Unicode identifier" : "Unicode string literal", i));
            }
            return end;
        }

        private boolean nextWordIs(int from, String word) {
            int j = whileWhitespace(from);
            return s.regionMatches(true, j, word, 0, word.length());
        }

        /** Returns the end of a {@code $tag$} opening delimiter at {@code at}, or -1 (PostgreSQL 4.1.2.4). */
        private int dollarTagEnd(int at) {
            if (at > 0 && isWordPart(s.charAt(at - 1))) return -1;
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
            while (j < s.length() && Character.isWhitespace(s.charAt(j))) j++;
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
                if (Character.isLetterOrDigit(c) || c == '.' || c == '_' || exponentSign) j++;
                else break;
            }
            return j;
        }
    }

    /** Letters, underscore and every non-ASCII non-space character start a word (SQLite, PostgreSQL, MySQL). */
    static boolean isWordStart(char c) {
        return Character.isLetter(c) || c == '_' || (c >= 0x80 && !Character.isWhitespace(c));
    }

    static boolean isWordPart(char c) {
        return isWordStart(c) || Character.isDigit(c) || c == '$';
    }
}
