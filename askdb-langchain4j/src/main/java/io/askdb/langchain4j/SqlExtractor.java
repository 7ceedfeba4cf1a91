package io.askdb.langchain4j;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the SQL statements in a model's free-text reply (case C15): inside markdown fences when
 * there are any, otherwise wherever a statement begins a line or follows a colon, so that a bare
 * {@code sql} label, prose before or after the SQL in any language, and trailing semicolons are
 * all left out. Every statement found is returned, so that a caller can refuse to pick one of
 * several alternatives silently; repeats of one statement count once.
 */
final class SqlExtractor {
    private static final Pattern FENCE = Pattern.compile("```[^\\n]*\\n(.*?)(?:```|\\z)", Pattern.DOTALL);
    private static final Pattern CANDIDATE_START = Pattern.compile(
            "(?:^|[:：;])[ \\t]*(?:sql[ \\t]*[:：][ \\t]*)?(?=\\p{L})", Pattern.MULTILINE | Pattern.CASE_INSENSITIVE);
    private static final Pattern TRAILING_COMMENT_LINE = Pattern.compile("\\n[ \\t]*--[^\\n]*\\z");

    /**
     * @param text the model's reply; may be null
     * @return the distinct statements, in order, without trailing semicolons; empty when the text
     *         holds no SQL
     */
    List<String> extract(String text) {
        if (text == null || text.isBlank()) return List.of();
        String s = text.replace("\r\n", "\n");
        Map<String, String> found = new LinkedHashMap<>();
        Matcher fence = FENCE.matcher(s);
        boolean fenced = false;
        while (fence.find()) {
            fenced = true;
            scan(fence.group(1), true, found);
        }
        if (!fenced || found.isEmpty()) scan(fenced ? FENCE.matcher(s).replaceAll("\n") : s, false, found);
        return List.copyOf(found.values());
    }

    private static void scan(String s, boolean fenced, Map<String, String> found) {
        Matcher m = CANDIDATE_START.matcher(s);
        int from = 0;
        while (from < s.length() && m.find(from)) {
            int start = m.end();
            if (!StatementScanner.startsStatement(s.substring(start))) {
                from = Math.max(start, m.start() + 1);
                continue;
            }
            int end = StatementScanner.statementEnd(s, start, fenced);
            String statement = clean(s.substring(start, end));
            if (!statement.isEmpty() && !StatementScanner.isProse(firstLine(statement))) {
                found.putIfAbsent(statement.replaceAll("\\s+", " "), statement);
                from = end;
            } else {
                from = start + 1;
            }
        }
    }

    private static String clean(String statement) {
        String s = statement.strip();
        String before;
        do {
            before = s;
            s = TRAILING_COMMENT_LINE.matcher(s).replaceAll("").strip();
            while (s.endsWith(";")) s = s.substring(0, s.length() - 1).strip();
        } while (!s.equals(before));
        return s;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
