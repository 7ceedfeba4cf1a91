package io.askdb.sql;

import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.TokenKind;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Writes one DuckDB FROM-first query ({@code FROM t SELECT a WHERE ...}, or a bare {@code FROM t})
 * SELECT-first, which JSqlParser reads. DuckDB documents the two as the same query ("FROM-First
 * Syntax": {@code FROM tbl SELECT ...} is {@code SELECT ... FROM tbl}, and {@code FROM tbl} alone is
 * {@code SELECT * FROM tbl}); its grammar reads a FROM-first query as {@code FROM from_list
 * [SELECT target_list] [WHERE ...] [GROUP BY ...] ...}, so the rewrite moves the select list, as
 * written, in front of the FROM clause and changes nothing else.
 *
 * <p>A FROM starts a query only where a query may start: at the start of the statement, after a
 * CTE's {@code AS (...)}, after a set operator, or right after a parenthesis that opens a subquery
 * (not one that opens a function's arguments, as in {@code trim(FROM x)}). The clause ends at the
 * next keyword of the enclosing query at the same depth ({@link #CLAUSE_ENDS}, all reserved in
 * DuckDB). A clause between the FROM list and SELECT (which DuckDB does not allow) is left where it
 * stands, so such text still fails to parse and is refused.
 */
final class FromFirst {
    /** Words that end a FROM list or a select list of the enclosing query; all reserved in DuckDB. */
    private static final Set<String> CLAUSE_ENDS = Set.of("SELECT", "FROM", "WHERE", "GROUP", "HAVING", "WINDOW",
            "QUALIFY", "ORDER", "LIMIT", "OFFSET", "FETCH", "UNION", "INTERSECT", "EXCEPT");
    /** Words after which a parenthesis opens a subquery rather than a function's arguments. */
    private static final Set<String> SUBQUERY_BEFORE = Set.of("FROM", "JOIN", "IN", "EXISTS", "ANY", "SOME", "ALL", "AS",
            "LATERAL", "SELECT", "WHERE", "ON", "AND", "OR", "NOT", "WHEN", "THEN", "ELSE", "HAVING", "UNION", "INTERSECT",
            "EXCEPT", "MATERIALIZED", "ARRAY", "DISTINCT");
    private static final Set<String> SET_OPERATORS = Set.of("UNION", "INTERSECT", "EXCEPT");

    private FromFirst() {
    }

    /**
     * @param lexed one cleanly lexed DuckDB statement; not null
     * @return the statement with its first FROM-first query written SELECT-first, or empty when it has none
     */
    static Optional<String> rewriteFirst(LexedSql lexed) {
        List<SqlToken> code = lexed.codeTokens();
        for (int i = 0; i < code.size(); i++) {
            if (code.get(i).isWord("FROM") && startsQuery(code, i)) return Optional.of(rewrite(lexed.sql(), code, i));
        }
        return Optional.empty();
    }

    private static String rewrite(String sql, List<SqlToken> code, int from) {
        int fromEnd = clauseEnd(code, from + 1);
        SqlToken first = code.get(from);
        SqlToken lastOfFrom = code.get(fromEnd - 1);
        String prefix = sql.substring(0, first.start());
        if (fromEnd >= code.size() || !code.get(fromEnd).isWord("SELECT")) {
            return prefix + "SELECT * " + sql.substring(first.start());
        }
        int selectEnd = clauseEnd(code, fromEnd + 1);
        SqlToken select = code.get(fromEnd);
        SqlToken lastOfSelect = code.get(selectEnd - 1);
        String between = sql.substring(lastOfFrom.end(), select.start());
        return prefix + sql.substring(select.start(), lastOfSelect.end()) + (between.isBlank() ? " " : " " + between)
                + sql.substring(first.start(), lastOfFrom.end()) + sql.substring(lastOfSelect.end());
    }

    /** @return the index of the first token from {@code i} on that ends the clause (or the code's size) */
    private static int clauseEnd(List<SqlToken> code, int i) {
        int depth = 0;
        for (; i < code.size(); i++) {
            SqlToken t = code.get(i);
            if (opens(t)) depth++;
            else if (closes(t) && --depth < 0) return i;
            else if (depth == 0 && (t.kind() == TokenKind.SEMICOLON || ends(code, i))) return i;
        }
        return i;
    }

    private static boolean ends(List<SqlToken> code, int i) {
        SqlToken t = code.get(i);
        if (t.kind() != TokenKind.WORD) return false;
        if (t.isWord("USING")) return i + 1 < code.size() && code.get(i + 1).isWord("SAMPLE");
        return CLAUSE_ENDS.contains(t.text().toUpperCase(Locale.ROOT));
    }

    /** Whether the FROM at {@code i} starts a query rather than continuing one or a function's arguments. */
    static boolean startsQuery(List<SqlToken> code, int i) {
        if (i == 0) return true;
        SqlToken prev = code.get(i - 1);
        if (prev.kind() == TokenKind.WORD) {
            String word = prev.text().toUpperCase(Locale.ROOT);
            if (SET_OPERATORS.contains(word)) return true;
            return (word.equals("ALL") || word.equals("DISTINCT")) && i >= 2 && code.get(i - 2).kind() == TokenKind.WORD
                    && SET_OPERATORS.contains(code.get(i - 2).text().toUpperCase(Locale.ROOT));
        }
        if (prev.isSymbol('(')) return i < 2 || opensSubquery(code.get(i - 2));
        if (prev.isSymbol(')')) {
            int open = matchingOpen(code, i - 1);
            return open > 0 && (code.get(open - 1).isWord("AS") || code.get(open - 1).isWord("MATERIALIZED"));
        }
        return false;
    }

    private static boolean opensSubquery(SqlToken beforeParen) {
        if (beforeParen.kind() == TokenKind.WORD) return SUBQUERY_BEFORE.contains(beforeParen.text().toUpperCase(Locale.ROOT));
        return beforeParen.kind() == TokenKind.SYMBOL && !beforeParen.isSymbol(')') && !beforeParen.isSymbol(']');
    }

    private static int matchingOpen(List<SqlToken> code, int close) {
        int depth = 0;
        for (int j = close; j >= 0; j--) {
            if (closes(code.get(j))) depth++;
            else if (opens(code.get(j)) && --depth == 0) return j;
        }
        return -1;
    }

    private static boolean opens(SqlToken t) {
        return t.isSymbol('(') || t.isSymbol('[') || t.isSymbol('{');
    }

    private static boolean closes(SqlToken t) {
        return t.isSymbol(')') || t.isSymbol(']') || t.isSymbol('}');
    }
}
