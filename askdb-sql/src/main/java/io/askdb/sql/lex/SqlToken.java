package io.askdb.sql.lex;

import java.util.Locale;

/**
 * One token of SQL text.
 *
 * @param kind  what the token is; not null
 * @param start 0-based offset of its first character in the SQL
 * @param end   0-based offset just past its last character
 * @param text  the token exactly as written; not null
 * @since 0.1
 */
public record SqlToken(TokenKind kind, int start, int end, String text) {
    public SqlToken {
        if (kind == null) throw new IllegalArgumentException("SqlToken.kind must not be null");
        if (text == null) throw new IllegalArgumentException("SqlToken.text must not be null");
        if (start < 0 || end < start) throw new IllegalArgumentException("SqlToken.start/end out of order: " + start + ".." + end);
    }

    /** @return true when this is a {@link TokenKind#WORD} equal to the keyword, ignoring case */
    public boolean isWord(String keyword) {
        return kind == TokenKind.WORD && text.equalsIgnoreCase(keyword);
    }

    /** @return true when this is the given single-character symbol */
    public boolean isSymbol(char symbol) {
        return kind == TokenKind.SYMBOL && text.length() == 1 && text.charAt(0) == symbol;
    }

    /**
     * The name a word or quoted identifier stands for: quotes removed and doubled quotes undone,
     * and the escapes of a {@code U&"..."} identifier resolved as PostgreSQL and H2 read them
     * (an invalid escape, which the lexer reports, leaves the body as written); words are
     * returned as written.
     *
     * @return the identifier's name, or the text itself for other kinds
     */
    public String identifier() {
        if (kind != TokenKind.QUOTED_IDENTIFIER) return text;
        if (isUnicodeQuoted()) {
            UnicodeEscapes.Parts parts = UnicodeEscapes.parts(text);
            return UnicodeEscapes.decode(parts.body(), parts.escape()).orElse(parts.body());
        }
        String body = text;
        char open = body.charAt(0);
        char close = open == '[' ? ']' : open;
        String inner = body.substring(1, body.length() - 1);
        return open == '[' ? inner : inner.replace("" + close + close, "" + close);
    }

    /** @return true for a {@code U&"..."} identifier or {@code U&'...'} string */
    public boolean isUnicodeQuoted() {
        return text.length() > 2 && (text.charAt(0) == 'U' || text.charAt(0) == 'u') && text.charAt(1) == '&'
                && (kind == TokenKind.QUOTED_IDENTIFIER || kind == TokenKind.STRING);
    }

    /** @return the identifier name in lower case, for case-insensitive comparison */
    public String lowerIdentifier() {
        return identifier().toLowerCase(Locale.ROOT);
    }
}
