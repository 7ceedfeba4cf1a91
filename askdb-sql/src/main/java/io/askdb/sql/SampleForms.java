package io.askdb.sql;

import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.TokenKind;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Writes DuckDB's short sample clauses in the method-first form that both DuckDB and JSqlParser
 * read: {@code USING SAMPLE 10%} becomes {@code USING SAMPLE SYSTEM (10%)}, {@code TABLESAMPLE 10 PERCENT
 * (bernoulli, 42)} becomes {@code TABLESAMPLE BERNOULLI (10 PERCENT) REPEATABLE (42)}. DuckDB's
 * "Samples" page gives the equivalence: a percentage sample without a method uses system sampling,
 * and {@code (method, seed)} after the size is the method and the {@code REPEATABLE} seed.
 *
 * <p>Only a size that is one number literal followed by {@code %} or {@code PERCENT} is rewritten,
 * with the method {@code system} or {@code bernoulli}; a sample given in rows (reservoir sampling,
 * which JSqlParser 5.4 cannot read in any equivalent form) or with an expression as its size is
 * left as written, so it is refused as unparsable.
 */
final class SampleForms {
    private SampleForms() {
    }

    /**
     * @param lexed one cleanly lexed DuckDB statement; not null
     * @return the statement with every such sample clause rewritten, or empty when it has none
     */
    static Optional<String> rewrite(LexedSql lexed) {
        List<SqlToken> code = lexed.codeTokens();
        String sql = lexed.sql();
        StringBuilder out = new StringBuilder(sql.length() + 16);
        int copied = 0;
        for (int i = 0; i < code.size(); i++) {
            int size = sizeAt(code, i);
            if (size < 0) continue;
            SqlToken number = code.get(size);
            SqlToken unit = code.get(size + 1);
            String method = "SYSTEM";
            String seed = null;
            int last = size + 1;
            if (size + 3 < code.size() && code.get(size + 2).isSymbol('(') && code.get(size + 3).kind() == TokenKind.WORD) {
                String word = code.get(size + 3).text().toUpperCase(Locale.ROOT);
                int close = size + 4;
                if (close + 1 < code.size() && code.get(close).isSymbol(',') && code.get(close + 1).kind() == TokenKind.NUMBER) {
                    seed = code.get(close + 1).text();
                    close += 2;
                }
                if (!(word.equals("SYSTEM") || word.equals("BERNOULLI")) || close >= code.size() || !code.get(close).isSymbol(')')) continue;
                method = word;
                last = close;
            }
            out.append(sql, copied, code.get(size).start()).append(method).append(" (").append(number.text())
                    .append(unit.isSymbol('%') ? "%" : " " + unit.text()).append(')');
            if (seed != null) out.append(" REPEATABLE (").append(seed).append(')');
            copied = code.get(last).end();
            i = last;
        }
        if (copied == 0) return Optional.empty();
        return Optional.of(out.append(sql, copied, sql.length()).toString());
    }

    /** @return the index of the size's number when a sample clause's keywords end at {@code i}, else -1 */
    private static int sizeAt(List<SqlToken> code, int i) {
        SqlToken t = code.get(i);
        boolean keyword = t.isWord("TABLESAMPLE") || (t.isWord("SAMPLE") && i > 0 && code.get(i - 1).isWord("USING"));
        if (!keyword || i + 2 >= code.size()) return -1;
        SqlToken number = code.get(i + 1);
        SqlToken unit = code.get(i + 2);
        if (number.kind() != TokenKind.NUMBER || !(unit.isSymbol('%') || unit.isWord("PERCENT"))) return -1;
        return i + 1;
    }
}
