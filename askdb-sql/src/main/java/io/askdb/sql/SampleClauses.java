package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.TokenKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Finds DuckDB's sample clauses that JSqlParser 5.4 cannot read (a size in rows, the reservoir
 * method, a clause after WHERE, GROUP BY, HAVING, WINDOW or QUALIFY) and that hold nothing but
 * literals, so the parser may be given the statement without them ({@link #blank}) while the
 * engine runs it with them. The grammar is DuckDB's ({@code tablesample_entry} of its parser,
 * and the "Samples" page of its documentation):
 * <pre>
 *   clause := USING SAMPLE entry | TABLESAMPLE entry
 *   entry  := [method] '(' count ')' [REPEATABLE '(' integer ')']
 *           | count ['(' method [',' integer] ')']
 *   count  := number ('%' | PERCENT) | integer [ROWS]
 *   method := SYSTEM | BERNOULLI | RESERVOIR
 * </pre>
 * where a number is an unsigned decimal literal ({@code 10}, {@code 2.5}, {@code .5}) and an
 * integer one of digits only; words compare without case, and only whitespace or comments may
 * stand between the tokens. A clause that holds anything else (a name, a call, a subquery, a sign,
 * a parameter) is not one of these, stays in the text and fails to parse. {@link SampleAttachment}
 * puts each clause back into the tree at the query or table it samples.
 */
final class SampleClauses {
    private static final Set<String> METHODS = Set.of("SYSTEM", "BERNOULLI", "RESERVOIR");
    private static final Pattern INTEGER = Pattern.compile("[0-9]{1,18}");
    private static final Pattern DECIMAL = Pattern.compile("[0-9]{1,18}(\\.[0-9]{0,18})?|\\.[0-9]{1,18}");

    /**
     * One sample clause.
     *
     * @param start offset of its first token (USING or TABLESAMPLE) in the statement's text
     * @param end   offset just past its last token
     * @param table true for TABLESAMPLE (samples the table before it), false for USING SAMPLE (samples the query's FROM result)
     * @param depth how many parentheses enclose it
     * @param text  its tokens as one line, e.g. {@code USING SAMPLE reservoir (5 ROWS) REPEATABLE (1)}
     */
    record Clause(int start, int end, boolean table, int depth, String text) {
    }

    private SampleClauses() {
    }

    /** @return the literal-only sample clauses of a DuckDB statement, in text order; none for other dialects */
    static List<Clause> find(LexedSql lexed) {
        List<Clause> out = new ArrayList<>();
        if (lexed.dialect() != Dialect.DUCKDB) return out;
        List<SqlToken> code = lexed.codeTokens();
        int depth = 0;
        for (int i = 0; i < code.size(); i++) {
            SqlToken t = code.get(i);
            if (t.isSymbol('(')) depth++;
            else if (t.isSymbol(')')) depth--;
            int entry = t.isWord("TABLESAMPLE") ? i + 1
                    : t.isWord("USING") && i + 1 < code.size() && code.get(i + 1).isWord("SAMPLE") ? i + 2 : -1;
            if (entry < 0) continue;
            int last = entry(code, entry);
            if (last < 0) continue;
            out.add(new Clause(t.start(), code.get(last).end(), t.isWord("TABLESAMPLE"), depth, text(code, i, last)));
            i = last;
        }
        return out;
    }

    /** @return the text with each clause's characters written as spaces (line breaks kept), so every offset and line stays */
    static String blank(String text, List<Clause> clauses) {
        StringBuilder out = new StringBuilder(text);
        for (Clause c : clauses) {
            for (int i = c.start(); i < c.end(); i++) if (out.charAt(i) != '\n' && out.charAt(i) != '\r') out.setCharAt(i, ' ');
        }
        return out.toString();
    }

    /** @return the index of the entry's last token, or -1 when the tokens from {@code i} are not an entry */
    private static int entry(List<SqlToken> code, int i) {
        int open = i < code.size() && method(code.get(i)) ? i + 1 : i;
        if (open < code.size() && code.get(open).isSymbol('(')) {
            int count = count(code, open + 1);
            if (count < 0 || !symbol(code, count + 1, ')')) return -1;
            int last = count + 1;
            if (last + 1 < code.size() && code.get(last + 1).isWord("REPEATABLE")) {
                if (!symbol(code, last + 2, '(') || !integer(code, last + 3) || !symbol(code, last + 4, ')')) return -1;
                last += 4;
            }
            return last;
        }
        if (open != i) return -1;
        int count = count(code, i);
        if (count < 0 || !symbol(code, count + 1, '(')) return count;
        if (count + 2 >= code.size() || !method(code.get(count + 2))) return -1;
        if (symbol(code, count + 3, ')')) return count + 3;
        if (symbol(code, count + 3, ',') && integer(code, count + 4) && symbol(code, count + 5, ')')) return count + 5;
        return -1;
    }

    /** @return the index of the count's last token, or -1 */
    private static int count(List<SqlToken> code, int i) {
        if (i >= code.size() || code.get(i).kind() != TokenKind.NUMBER) return -1;
        String number = code.get(i).text();
        boolean percent = i + 1 < code.size() && (code.get(i + 1).isSymbol('%') || code.get(i + 1).isWord("PERCENT"));
        if (percent) return DECIMAL.matcher(number).matches() ? i + 1 : -1;
        if (!INTEGER.matcher(number).matches()) return -1;
        return i + 1 < code.size() && code.get(i + 1).isWord("ROWS") ? i + 1 : i;
    }

    private static boolean method(SqlToken t) {
        return t.kind() == TokenKind.WORD && METHODS.contains(t.text().toUpperCase(java.util.Locale.ROOT));
    }

    private static boolean integer(List<SqlToken> code, int i) {
        return i < code.size() && code.get(i).kind() == TokenKind.NUMBER && INTEGER.matcher(code.get(i).text()).matches();
    }

    private static boolean symbol(List<SqlToken> code, int i, char c) {
        return i < code.size() && code.get(i).isSymbol(c);
    }

    private static String text(List<SqlToken> code, int from, int last) {
        StringBuilder out = new StringBuilder();
        for (int i = from; i <= last; i++) {
            SqlToken t = code.get(i);
            boolean tight = t.isSymbol(')') || t.isSymbol('%') || t.isSymbol(',') || (i > from && code.get(i - 1).isSymbol('('));
            if (i > from && !tight) out.append(' ');
            out.append(t.text());
        }
        return out.toString();
    }
}
