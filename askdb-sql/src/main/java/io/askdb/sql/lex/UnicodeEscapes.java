package io.askdb.sql.lex;

import java.util.Optional;

/**
 * Resolves the escapes of PostgreSQL and H2 {@code U&'...'} strings and {@code U&"..."}
 * identifiers, so that names are checked as the engine will read them.
 *
 * <p>Source: PostgreSQL "Lexical Structure" 4.1.1 (Unicode identifiers) and 4.1.2.3 (Unicode
 * strings): the escape character (backslash unless {@code UESCAPE 'c'} names another) is followed
 * by four hex digits, or by {@code +} and six hex digits, or by itself for a literal escape
 * character; anything else is an error. H2 "Grammar" (Unicode string, quoted name) follows the same
 * rules.
 */
final class UnicodeEscapes {
    private UnicodeEscapes() {
    }

    /**
     * The parts of a {@code U&} token: its body between the quotes (doubled quotes undone) and its
     * escape character.
     *
     * @param body   the text between the quotes
     * @param escape the escape character
     */
    record Parts(String body, char escape) {
    }

    /**
     * Splits a token such as {@code U&"d!0061t" UESCAPE '!'}.
     *
     * @param token the whole token text, starting with {@code U&} or {@code u&}
     * @return its parts
     */
    static Parts parts(String token) {
        char quote = token.charAt(2);
        int j = 3;
        StringBuilder body = new StringBuilder();
        while (j < token.length()) {
            char c = token.charAt(j);
            if (c == quote && j + 1 < token.length() && token.charAt(j + 1) == quote) {
                body.append(c);
                j += 2;
            } else if (c == quote) {
                break;
            } else {
                body.append(c);
                j++;
            }
        }
        String rest = token.substring(Math.min(token.length(), j + 1));
        int q = rest.indexOf('\'');
        char escape = q >= 0 && q + 1 < rest.length() ? rest.charAt(q + 1) : '\\';
        return new Parts(body.toString(), escape);
    }

    /**
     * Resolves the escapes of a body.
     *
     * @param body   the text between the quotes, doubled quotes undone
     * @param escape the escape character
     * @return the text the engine reads, or empty when an escape is invalid (the engine would
     *         refuse the statement)
     */
    static Optional<String> decode(String body, char escape) {
        StringBuilder out = new StringBuilder(body.length());
        int j = 0;
        while (j < body.length()) {
            char c = body.charAt(j);
            if (c != escape) {
                out.append(c);
                j++;
                continue;
            }
            if (j + 1 < body.length() && body.charAt(j + 1) == escape) {
                out.append(escape);
                j += 2;
                continue;
            }
            boolean plus = j + 1 < body.length() && body.charAt(j + 1) == '+';
            int digits = plus ? 6 : 4;
            int from = j + (plus ? 2 : 1);
            if (from + digits > body.length()) return Optional.empty();
            String hex = body.substring(from, from + digits);
            if (!hex.chars().allMatch(h -> Character.digit(h, 16) >= 0)) return Optional.empty();
            int cp = Integer.parseInt(hex, 16);
            if (cp == 0 || cp > Character.MAX_CODE_POINT) return Optional.empty();
            out.appendCodePoint(cp);
            j = from + digits;
        }
        return Optional.of(out.toString());
    }

    /** @return true when PostgreSQL accepts the character as an escape character (4.1.1) */
    static boolean validEscapeCharacter(char c) {
        return Character.digit(c, 16) < 0 && c != '+' && c != '\'' && c != '"' && c > ' ' && c < 0x7f;
    }
}
