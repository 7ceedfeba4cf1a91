package io.askdb.langchain4j;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Character-level rules for {@link SqlExtractor}: where a statement starts, where it ends (a
 * semicolon outside strings, quoted names and comments; outside fences also a blank line or a
 * line of prose; or a new statement at the top level once the current one has its query), and
 * what counts as a line of prose rather than SQL.
 */
final class StatementScanner {
    private static final Pattern START = Pattern.compile("(?is)(?:"
            + "SELECT\\b"
            + "|WITH\\s+(?:RECURSIVE\\s+)?(?:\"[^\"]+\"|`[^`]+`|[\\p{L}_][\\w$]*)\\s*(?:\\([^)]*\\))?\\s*AS\\s*(?:NOT\\s+)?(?:MATERIALIZED\\s+)?\\("
            + "|(?:INSERT|REPLACE|MERGE)\\s+INTO\\b|UPDATE\\s+\\S+\\s+SET\\b|DELETE\\s+FROM\\b"
            + "|(?:CREATE|DROP|ALTER)\\s+(?:OR\\s+REPLACE\\s+)?(?:TEMP\\w*\\s+|UNIQUE\\s+)?(?:TABLE|VIEW|INDEX|SCHEMA|DATABASE|TRIGGER|FUNCTION|PROCEDURE|SEQUENCE|MATERIALIZED|USER|ROLE)\\b"
            + "|TRUNCATE\\s+\\w|PRAGMA\\s+\\w|VALUES\\s*\\(|EXPLAIN\\s+\\w|ATTACH\\s+|GRANT\\s+\\w|REVOKE\\s+\\w|COPY\\s+\\w"
            + ").*");
    /** Tokens after which a SELECT at the start of a line continues the statement (set operations, subqueries). */
    private static final Set<String> CONTINUES = Set.of("UNION", "ALL", "INTERSECT", "EXCEPT", "MINUS", "DISTINCT",
            "AS", "(", ",", "=", "IN", "EXISTS", "FROM", "JOIN", "AND", "OR", "NOT", "THEN", "ELSE", "WHERE", "ON");
    private static final Set<String> SQL_WORDS = Set.of("select", "from", "where", "and", "or", "as", "on", "join",
            "by", "group", "order", "having", "limit", "in", "not", "null", "is", "like", "between", "case", "when",
            "then", "else", "end", "desc", "asc", "union", "all", "distinct", "left", "inner", "outer", "right",
            "cross", "with", "over", "partition", "count", "sum", "avg", "min", "max", "set", "into", "values");
    private static final Pattern QUOTED = Pattern.compile("'(?:[^']|'')*'|\"[^\"]*\"|`[^`]*`");

    private StatementScanner() {
    }

    /** @return true when the text begins with a statement keyword in statement shape */
    static boolean startsStatement(String text) {
        return START.matcher(text.length() > 400 ? text.substring(0, 400) : text).matches();
    }

    /**
     * @param s      the text
     * @param start  where the statement begins
     * @param fenced true inside a markdown fence, where blank lines and prose do not end a statement
     * @return the index just past the statement's last character (at its semicolon, if any)
     */
    static int statementEnd(String s, int start, boolean fenced) {
        int depth = 0;
        boolean sawQuery = false;
        String last = "";
        int i = start;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            char next = i + 1 < n ? s.charAt(i + 1) : '\0';
            if (c == '\'' || c == '"' || c == '`') {
                i = closing(s, i, c);
                last = "'";
            } else if (c == '-' && next == '-') {
                int nl = s.indexOf('\n', i);
                i = nl < 0 ? n : nl;
            } else if (c == '/' && next == '*') {
                int close = s.indexOf("*/", i + 2);
                i = close < 0 ? n : close + 2;
            } else if (c == ';') {
                return i;
            } else if (c == '\n') {
                if (endsBeforeLine(s, i + 1, fenced, depth, sawQuery, last)) return i;
                i++;
            } else if (Character.isLetterOrDigit(c) || c == '_') {
                int w = i;
                while (w < n && (Character.isLetterOrDigit(s.charAt(w)) || s.charAt(w) == '_' || s.charAt(w) == '$')) w++;
                last = s.substring(i, w).toUpperCase(Locale.ROOT);
                if (depth == 0 && last.equals("SELECT")) sawQuery = true;
                i = w;
            } else {
                if (c == '(') depth++;
                if (c == ')') depth--;
                if (!Character.isWhitespace(c)) last = String.valueOf(c);
                i++;
            }
        }
        return n;
    }

    private static boolean endsBeforeLine(String s, int lineStart, boolean fenced, int depth, boolean sawQuery, String last) {
        int nl = s.indexOf('\n', lineStart);
        String line = s.substring(lineStart, nl < 0 ? s.length() : nl);
        if (!fenced && (line.isBlank() || isProse(line))) return true;
        return depth <= 0 && sawQuery && !CONTINUES.contains(last) && startsStatement(s.substring(lineStart).stripLeading());
    }

    private static int closing(String s, int open, char quote) {
        int i = open + 1;
        while (i < s.length()) {
            if (s.charAt(i) == quote) {
                if (i + 1 < s.length() && s.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return s.length();
    }

    /**
     * A line is prose when, outside quoted text and comments, it ends like a sentence
     * ({@code . ! ? :} or their full-width forms), starts with a non-ASCII letter (as Chinese or
     * Russian text does), or reads as an English sentence: a capitalised word followed by three or
     * more lower-case words that are not SQL keywords.
     */
    static boolean isProse(String line) {
        String bare = QUOTED.matcher(line).replaceAll("''").replaceAll("--.*$", "").strip();
        if (bare.isEmpty()) return false;
        char first = bare.charAt(0);
        char lastChar = bare.charAt(bare.length() - 1);
        if (".!?:。！？：".indexOf(lastChar) >= 0) return true;
        if (Character.isLetter(first) && first > 127) return true;
        String[] words = bare.split("\\s+");
        if (words.length < 4 || !words[0].matches("[A-Z][a-z]+(?:'[a-z]+)?,?")) return false;
        if (SQL_WORDS.contains(words[0].toLowerCase(Locale.ROOT))) return false;
        int plain = 0;
        for (int k = 1; k < words.length; k++) {
            if (words[k].matches("[a-z]+[,.]?") && !SQL_WORDS.contains(words[k].replaceAll("[,.]", ""))) plain++;
        }
        return plain >= 3;
    }
}
