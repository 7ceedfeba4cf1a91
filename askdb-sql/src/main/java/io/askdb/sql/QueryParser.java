package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardRequest;
import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlLexer;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.statement.Statement;

/**
 * Lexes and parses a guard request once and shares the result among the layers and the row
 * limiter. The parser reads the lexer's {@linkplain LexedSql#normalized() normalized} text, so
 * comments and dialect string syntax are decided by the engine-exact lexer, not by JSqlParser.
 *
 * <p>JSqlParser is called on the caller's thread (not through {@code CCJSqlParserUtil.parse},
 * which starts a thread and logs at INFO for every statement); the lexical layer bounds length
 * and nesting so that parsing stays fast. Results are kept in a small LRU cache keyed by dialect
 * and text. Thread-safe.
 */
final class QueryParser {
    /** JSqlParser's own default for retrying with complex parsing. */
    private static final int COMPLEX_PARSING_MAX_DEPTH = 10;
    private static final int CACHE_SIZE = 64;

    private final Map<Dialect, SqlLexer> lexers = new EnumMap<>(Dialect.class);
    private final SyntaxTreeWalk walk = new SyntaxTreeWalk();
    private final Map<String, ParsedQuery> cache = new LinkedHashMap<>(CACHE_SIZE, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, ParsedQuery> eldest) {
            return size() > CACHE_SIZE;
        }
    };

    QueryParser() {
        for (Dialect d : Dialect.values()) lexers.put(d, new SqlLexer(d));
    }

    LexedSql lex(GuardRequest request) {
        return lexers.get(request.dialect()).lex(request.sql());
    }

    ParsedQuery parse(GuardRequest request) {
        String key = request.dialect().name() + '\u0000' + request.sql();
        synchronized (cache) {
            ParsedQuery hit = cache.get(key);
            if (hit != null) return hit;
        }
        ParsedQuery parsed = parse(lex(request));
        synchronized (cache) {
            cache.put(key, parsed);
        }
        return parsed;
    }

    /**
     * Parses the SQL as written, string literals included (the guard's parse masks them). For
     * reading values out of SQL that has already been approved, never for deciding safety; falls
     * back to the masked parse when the raw text does not parse. Not cached.
     */
    ParsedQuery parseWithLiterals(GuardRequest request) {
        LexedSql lexed = lex(request);
        ParsedQuery raw = parse(lexed, lexed.sql());
        return raw.parsed() ? raw : parse(request);
    }

    /**
     * Parses the SQL as written, string literals included, without a fallback and without the
     * cache, so the caller may change the tree (the row-filter rewrite). Never for deciding safety.
     */
    ParsedQuery parseRaw(GuardRequest request) {
        LexedSql lexed = lex(request);
        return parse(lexed, lexed.sql());
    }

    private ParsedQuery parse(LexedSql lexed) {
        return parse(lexed, lexed.normalized());
    }

    private ParsedQuery parse(LexedSql lexed, String text) {
        boolean sqlite = lexed.dialect() == Dialect.SQLITE;
        try {
            Statement st;
            try {
                st = parseOnce(text, sqlite, false);
            } catch (ParseException | RuntimeException first) {
                if (ParenDepth.of(lexed) > COMPLEX_PARSING_MAX_DEPTH) throw first;
                st = parseOnce(text, sqlite, true);
            }
            return new ParsedQuery(lexed, st, walk.walk(st, lexed.dialect()), null, -1);
        } catch (ParseException e) {
            return failure(lexed, text, e.currentToken == null ? null : e.currentToken.next, e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return new ParsedQuery(lexed, null, List.of(), firstLine(e.getMessage()), -1);
        }
    }

    private static Statement parseOnce(String text, boolean squareBrackets, boolean complex) throws ParseException {
        CCJSqlParser parser = CCJSqlParserUtil.newParser(text)
                .withSquareBracketQuotation(squareBrackets)
                .withAllowComplexParsing(complex);
        Statement st = parser.Statement();
        Token rest = parser.getNextToken();
        while (rest != null && ";".equals(rest.image)) rest = parser.getNextToken();
        if (rest != null && rest.kind != 0) {
            throw new ParseException("unexpected '" + rest.image + "' after the end of the statement");
        }
        return st;
    }

    private static ParsedQuery failure(LexedSql lexed, String text, Token at, String message) {
        if (at == null || at.beginLine < 1) return new ParsedQuery(lexed, null, List.of(), firstLine(message), -1);
        int position = offset(text, at.beginLine, at.beginColumn);
        String near = at.kind == 0 ? "the end of the statement" : "'" + lexed.sql().substring(position, Math.min(lexed.sql().length(), position + Math.max(1, at.image.length()))) + "'";
        return new ParsedQuery(lexed, null, List.of(),
                "unexpected " + near + " at line " + at.beginLine + ", column " + at.beginColumn, position);
    }

    private static int offset(String text, int line, int column) {
        int pos = 0;
        for (int l = 1; l < line && pos >= 0; l++) pos = text.indexOf('\n', pos) + 1;
        return Math.max(0, Math.min(text.length(), pos + column - 1));
    }

    private static String firstLine(String message) {
        if (message == null || message.isBlank()) return "the parser gave no reason";
        return message.strip().lines().findFirst().orElse(message);
    }
}
