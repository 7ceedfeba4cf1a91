package io.askdb.semantic;

import java.util.ArrayList;
import java.util.List;

/**
 * The column references in a short SQL expression or predicate: bare and quoted identifiers that
 * are neither keywords nor function names, with their qualifier when written {@code T.col}.
 * String literals, numbers, comments and operators are skipped. This is an identifier scan, not
 * a parser: it is enough to check that an expression names only its table's columns.
 */
final class ColumnScan {
    /**
     * One column reference.
     *
     * @param qualifier the table written before it ({@code Invoice} or {@code s.Invoice}), or null
     * @param column    the column name, unquoted
     * @param start     offset of the reference's first character (its qualifier's, if any)
     * @param end       offset just past the reference
     */
    record Reference(String qualifier, String column, int start, int end) {
    }

    private ColumnScan() {
    }

    static List<Reference> references(String sql) {
        List<Reference> out = new ArrayList<>();
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'') {
                i = skipQuoted(sql, i, '\'');
            } else if (c == '-' && sql.startsWith("--", i)) {
                int eol = sql.indexOf('\n', i);
                i = eol < 0 ? sql.length() : eol;
            } else if (Character.isDigit(c)) {
                i = skipNumber(sql, i);
            } else if (startsName(c)) {
                i = readReference(sql, i, out);
            } else {
                i++;
            }
        }
        return out;
    }

    /** Reads {@code a}, {@code a.b} or {@code a.b.c} (parts bare or quoted) and records it unless it is a keyword or call. */
    private static int readReference(String sql, int start, List<Reference> out) {
        List<String> parts = new ArrayList<>();
        List<Boolean> quoted = new ArrayList<>();
        int i = start;
        while (true) {
            int partEnd = endOfName(sql, i);
            quoted.add(sql.charAt(i) == '"' || sql.charAt(i) == '`' || sql.charAt(i) == '[');
            parts.add(unquote(sql.substring(i, partEnd)));
            i = partEnd;
            if (i + 1 < sql.length() && sql.charAt(i) == '.' && startsName(sql.charAt(i + 1))) {
                i++;
            } else {
                break;
            }
        }
        int next = i;
        while (next < sql.length() && Character.isWhitespace(sql.charAt(next))) next++;
        boolean call = next < sql.length() && sql.charAt(next) == '(';
        boolean keyword = parts.size() == 1 && !quoted.get(0) && SqlWords.isKeyword(parts.get(0));
        if (!call && !keyword) {
            String column = parts.get(parts.size() - 1);
            String qualifier = parts.size() == 1 ? null : String.join(".", parts.subList(0, parts.size() - 1));
            out.add(new Reference(qualifier, column, start, i));
        }
        return i;
    }

    private static boolean startsName(char c) {
        return Character.isLetter(c) || c == '_' || c == '"' || c == '`' || c == '[';
    }

    private static int endOfName(String sql, int i) {
        char c = sql.charAt(i);
        if (c == '"' || c == '`') return skipQuoted(sql, i, c);
        if (c == '[') {
            int close = sql.indexOf(']', i);
            return close < 0 ? sql.length() : close + 1;
        }
        int j = i;
        while (j < sql.length() && (Character.isLetterOrDigit(sql.charAt(j)) || sql.charAt(j) == '_' || sql.charAt(j) == '$')) j++;
        return j;
    }

    private static String unquote(String name) {
        if (name.length() >= 2 && "\"`[".indexOf(name.charAt(0)) >= 0) {
            String inner = name.substring(1, name.length() - 1);
            return name.charAt(0) == '"' ? inner.replace("\"\"", "\"") : inner;
        }
        return name;
    }

    /** @return the offset just past the closing quote; a doubled quote inside is an escaped quote */
    private static int skipQuoted(String sql, int open, char quote) {
        int i = open + 1;
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

    private static int skipNumber(String sql, int i) {
        int j = i;
        while (j < sql.length() && (Character.isLetterOrDigit(sql.charAt(j)) || sql.charAt(j) == '.')) j++;
        return j;
    }
}
