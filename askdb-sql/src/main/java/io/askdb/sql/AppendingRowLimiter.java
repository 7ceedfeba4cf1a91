package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.RowLimiter;
import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.TokenKind;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.Fetch;
import net.sf.jsqlparser.statement.select.Limit;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Writes the row cap into the text the user gave, so quoting, Unicode and dialect syntax stay as
 * written. The statement is cut after its last code token (dropping a trailing comment, which
 * would otherwise swallow an appended clause), then:
 * <ul>
 *   <li>a plain SELECT without a limit gets {@code LIMIT n} ({@code FETCH FIRST n ROWS ONLY} for
 *       {@link Dialect#GENERIC}) appended;</li>
 *   <li>a literal LIMIT or FETCH no larger than the cap is kept; a larger one is lowered to the cap;</li>
 *   <li>{@code SELECT TOP n} becomes {@code LIMIT min(n, cap)} outside {@link Dialect#GENERIC};</li>
 *   <li>everything else (set operations, VALUES, parenthesised queries, non-literal limits) is
 *       wrapped: {@code SELECT * FROM (<sql>) AS askdb_capped LIMIT n}.</li>
 * </ul>
 * Its count statement wraps the same text, without the cap:
 * {@code SELECT COUNT(*) FROM (<sql>) AS askdb_count} ({@code askdb_count} without {@code AS} for
 * {@link Dialect#GENERIC}, as Oracle takes no {@code AS} before a table alias).
 */
final class AppendingRowLimiter implements RowLimiter {
    private final QueryParser parser;

    AppendingRowLimiter(QueryParser parser) {
        this.parser = parser;
    }

    @Override
    public String limit(GuardRequest request, int limit) {
        ParsedQuery parsed = parser.parse(request);
        if (!parsed.parsed()) throw new IllegalStateException("the statement does not parse: " + parsed.error());
        LexedSql lexed = parsed.lexed();
        String core = core(lexed);
        Dialect dialect = request.dialect();
        Statement root = parsed.statement();
        if (!(root instanceof PlainSelect ps)) return wrap(core, dialect, limit);
        List<SqlToken> depthZero = depthZero(lexed);
        if (ps.getTop() != null) return top(ps, core, lexed, dialect, limit);
        Limit existing = ps.getLimit();
        Fetch fetch = ps.getFetch();
        if (existing == null && fetch == null) return core + " " + clause(dialect, limit);
        if (existing != null && fetch == null && !existing.isLimitAll() && !existing.isLimitNull()) {
            return lower(core, literal(existing.getRowCount()), countAfter(depthZero, "LIMIT"), dialect, limit);
        }
        if (fetch != null && existing == null && fetch.getFetchJdbcParameter() == null) {
            Optional<BigInteger> value = fetch.getExpression() == null ? Optional.of(BigInteger.valueOf(fetch.getRowCount()))
                    : literal(fetch.getExpression());
            return lower(core, value, countAfter(depthZero, "FETCH"), dialect, limit);
        }
        return wrap(core, dialect, limit);
    }

    @Override
    public Optional<String> count(GuardRequest request) {
        ParsedQuery parsed = parser.parse(request);
        if (!parsed.parsed()) return Optional.empty();
        String alias = request.dialect() == Dialect.GENERIC ? " askdb_count" : " AS askdb_count";
        return Optional.of("SELECT COUNT(*) FROM (\n" + core(parsed.lexed()) + "\n)" + alias);
    }

    /** The statement up to its last code token: a trailing comment would swallow what is appended. */
    private static String core(LexedSql lexed) {
        return lexed.sql().substring(0, lexed.statements().get(0).end());
    }

    private static String lower(String core, Optional<BigInteger> value, Optional<SqlToken> token, Dialect dialect, int limit) {
        if (value.isEmpty()) return wrap(core, dialect, limit);
        if (value.get().compareTo(BigInteger.valueOf(limit)) <= 0) return core;
        if (token.isEmpty() || !literal(token.get()).equals(value)) return wrap(core, dialect, limit);
        return core.substring(0, token.get().start()) + limit + core.substring(token.get().end());
    }

    private static String top(PlainSelect ps, String core, LexedSql lexed, Dialect dialect, int limit) {
        Optional<BigInteger> n = literal(ps.getTop().getExpression());
        List<SqlToken> code = lexed.codeTokens();
        int at = -1;
        int depth = 0;
        for (int i = 0; i < code.size() && at < 0; i++) {
            if (code.get(i).isSymbol('(')) depth++;
            else if (code.get(i).isSymbol(')')) depth--;
            else if (depth == 0 && code.get(i).isWord("TOP")) at = i;
        }
        int number = at + 1 < code.size() && code.get(at + 1).isSymbol('(') ? at + 2 : at + 1;
        if (n.isEmpty() || at < 0 || number >= code.size() || !literal(code.get(number)).equals(n)) {
            throw new IllegalStateException("TOP is not followed by a plain literal row count");
        }
        if (dialect == Dialect.GENERIC) return lower(core, n, Optional.of(code.get(number)), dialect, limit);
        int last = number + 1 < code.size() && code.get(number + 1).isSymbol(')') && number == at + 2 ? number + 1 : number;
        int cutEnd = last + 1 < code.size() ? code.get(last + 1).start() : core.length();
        String without = core.substring(0, code.get(at).start()) + core.substring(cutEnd);
        return without + " " + clause(dialect, n.get().min(BigInteger.valueOf(limit)).intValueExact());
    }

    private static String clause(Dialect dialect, int limit) {
        return dialect.limitStyle() == Dialect.LimitStyle.FETCH_FIRST ? "FETCH FIRST " + limit + " ROWS ONLY" : "LIMIT " + limit;
    }

    private static String wrap(String core, Dialect dialect, int limit) {
        String alias = dialect == Dialect.GENERIC ? " askdb_capped " : " AS askdb_capped ";
        return "SELECT * FROM (\n" + core + "\n)" + alias + clause(dialect, limit);
    }

    /** The code tokens outside any parentheses. */
    private static List<SqlToken> depthZero(LexedSql lexed) {
        List<SqlToken> out = new ArrayList<>();
        int depth = 0;
        for (SqlToken t : lexed.codeTokens()) {
            if (t.isSymbol('(')) depth++;
            else if (t.isSymbol(')')) depth--;
            else if (depth == 0) out.add(t);
        }
        return out;
    }

    /** The row-count token after the last top-level keyword: LIMIT n, LIMIT offset, n, FETCH FIRST n. */
    private static Optional<SqlToken> countAfter(List<SqlToken> tokens, String keyword) {
        int at = -1;
        for (int i = 0; i < tokens.size(); i++) if (tokens.get(i).isWord(keyword)) at = i;
        if (at < 0) return Optional.empty();
        int i = at + 1;
        if (keyword.equals("FETCH") && i < tokens.size() && (tokens.get(i).isWord("FIRST") || tokens.get(i).isWord("NEXT"))) i++;
        if (i >= tokens.size() || tokens.get(i).kind() != TokenKind.NUMBER) return Optional.empty();
        if (keyword.equals("LIMIT") && i + 2 < tokens.size() && tokens.get(i + 1).isSymbol(',') && tokens.get(i + 2).kind() == TokenKind.NUMBER) {
            return Optional.of(tokens.get(i + 2));
        }
        return Optional.of(tokens.get(i));
    }

    private static Optional<BigInteger> literal(Expression e) {
        return e instanceof LongValue lv ? Optional.of(lv.getBigIntegerValue()) : Optional.empty();
    }

    private static Optional<BigInteger> literal(SqlToken t) {
        try {
            return Optional.of(new BigInteger(t.text()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
