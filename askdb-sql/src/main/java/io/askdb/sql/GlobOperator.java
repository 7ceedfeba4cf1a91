package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;

/**
 * Lets JSqlParser 5.4, which has no GLOB operator, read SQLite's and DuckDB's {@code x [NOT] GLOB y}:
 * the parser is given the text with each GLOB keyword (a bare word of askdb's lexer, so never one
 * inside a string, comment or quoted name) and the space after it written {@code RLIKE},
 * a pattern operator neither engine has, with GLOB's operands and precedence (SQLite "SQL Language
 * Expressions", Operators: LIKE, GLOB, REGEXP and MATCH bind alike); the text keeps its length and
 * lines, so every offset stays that of the text as written. Each RLIKE of the tree is then
 * replaced by a {@link GlobExpression}. The statement that runs is the text as written. A
 * statement that already holds the word RLIKE, or a GLOB with no space after it, is given to the
 * parser as written (and fails); a tree that does not hold one RLIKE per GLOB fails to parse.
 */
final class GlobOperator {
    private static final String STAND_IN = "RLIKE";

    private GlobOperator() {
    }

    /** @return the offsets of the GLOB keywords of a dialect that has the operator, in order */
    static Set<Integer> offsets(LexedSql lexed) {
        Set<Integer> out = new TreeSet<>();
        if (lexed.dialect() != Dialect.SQLITE && lexed.dialect() != Dialect.DUCKDB) return out;
        List<SqlToken> code = lexed.codeTokens();
        for (int i = 0; i < code.size(); i++) {
            SqlToken t = code.get(i);
            if (t.isWord(STAND_IN)) return Set.of();
            if (t.isWord("GLOB") && !functionCall(code, i, lexed.dialect())) out.add(t.start());
        }
        return out;
    }

    /**
     * Whether the GLOB at {@code i} calls the function {@code glob(pattern, x)}: a parenthesis follows
     * and no operand ends before it (before its NOT, if it has one).
     */
    private static boolean functionCall(List<SqlToken> code, int i, Dialect dialect) {
        if (i + 1 >= code.size() || !code.get(i + 1).isSymbol('(')) return false;
        int before = i - 1;
        if (before >= 0 && code.get(before).isWord("NOT")) before--;
        return before < 0 || !endsOperand(code.get(before), dialect);
    }

    private static boolean endsOperand(SqlToken t, Dialect dialect) {
        return switch (t.kind()) {
            case NUMBER, STRING, QUOTED_IDENTIFIER -> true;
            case SYMBOL -> t.isSymbol(')') || t.isSymbol(']');
            case WORD -> !ReservedWords.get().reserves(dialect, t.text());
            default -> false;
        };
    }

    /** @return the text with each GLOB at the offsets and the space after it written RLIKE, or the text when one has none */
    static String standIn(String text, Set<Integer> offsets) {
        StringBuilder out = new StringBuilder(text);
        for (int at : offsets) {
            if (at + 4 >= text.length() || text.charAt(at + 4) != ' ') return text;
            out.replace(at, at + 5, STAND_IN);
        }
        return out.toString();
    }

    /**
     * Replaces each RLIKE of the tree by a GLOB.
     *
     * @throws ParseException when the tree holds another number of them than there are offsets
     */
    static void restore(Statement statement, Set<Integer> offsets) throws ParseException {
        int[] replaced = {0};
        TreeRewrite.replace(statement, node -> {
            if (node instanceof LikeExpression like && !(node instanceof GlobExpression) && like.getLikeKeyWord() == LikeExpression.KeyWord.RLIKE) {
                replaced[0]++;
                return new GlobExpression(like);
            }
            return node;
        });
        if (replaced[0] != offsets.size()) {
            throw new ParseException("GLOB at a place where askdb cannot read it; write the condition as x GLOB 'pattern'");
        }
    }
}
