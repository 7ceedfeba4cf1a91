package io.askdb.eval;

/**
 * SQL text with string literals, quoted identifiers and comments blanked out, so that keyword
 * searches see only the statement's own words.
 */
final class SqlText {
    private SqlText() {
    }

    /**
     * Replaces with spaces: {@code '...'}, {@code "..."}, {@code `...`} and {@code [...]} (a
     * doubled quote inside stays inside), line comments from {@code --} to the end of the line,
     * and block comments from slash-star to star-slash; an unterminated one runs to the end. The length is kept.
     *
     * @param sql the SQL; not null
     * @return the SQL with those spans blanked
     */
    static String withoutLiterals(String sql) {
        StringBuilder out = new StringBuilder(sql.length());
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            int end;
            if (c == '\'' || c == '"' || c == '`') {
                end = closingQuote(sql, i + 1, c);
            } else if (c == '[') {
                end = closingQuote(sql, i + 1, ']');
            } else if (sql.startsWith("--", i)) {
                int newline = sql.indexOf('\n', i);
                end = newline < 0 ? sql.length() : newline;
            } else if (sql.startsWith("/*", i)) {
                int close = sql.indexOf("*/", i + 2);
                end = close < 0 ? sql.length() : close + 2;
            } else {
                out.append(c);
                i++;
                continue;
            }
            out.append(" ".repeat(end - i));
            i = end;
        }
        return out.toString();
    }

    /** @return the index just past the closing quote, or the text's length when there is none */
    private static int closingQuote(String sql, int from, char quote) {
        int i = from;
        while (i < sql.length()) {
            if (sql.charAt(i) == quote) {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return sql.length();
    }
}
