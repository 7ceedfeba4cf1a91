package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardRequest;
import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlLexer;
import io.askdb.sql.lex.SqlToken;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
 * text and catalog. Thread-safe.
 *
 * <p>A DuckDB statement JSqlParser cannot read is read again without its literal-only sample
 * clauses ({@link SampleClauses}: row counts, reservoir, a clause after WHERE or GROUP BY), which
 * are then put back on the table or query they sample ({@link SampleAttachment}); every layer thus
 * sees every name of the statement, and the approved text keeps the clauses as written.
 */
final class QueryParser {
    /** JSqlParser's own default for retrying with complex parsing. */
    private static final int COMPLEX_PARSING_MAX_DEPTH = 10;
    private static final int CACHE_SIZE = 64;
    /** The most FROM-first queries one statement may hold; a statement with more is parsed as written. */
    private static final int MAX_FROM_FIRST = 32;

    private final Map<Dialect, SqlLexer> lexers = new EnumMap<>(Dialect.class);
    private final SyntaxTreeWalk walk = new SyntaxTreeWalk();
    private final Map<Key, ParsedQuery> cache = new LinkedHashMap<>(CACHE_SIZE, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, ParsedQuery> eldest) {
            return size() > CACHE_SIZE;
        }
    };

    QueryParser() {
        for (Dialect d : Dialect.values()) lexers.put(d, new SqlLexer(d));
    }

    LexedSql lex(GuardRequest request) {
        return lexers.get(request.dialect()).lex(request.sql());
    }

    /**
     * Parses the statement as the engine reads it: when the text as written does not parse, with
     * the names JSqlParser takes for keywords quoted ({@link KeywordQuoting}); then with the schema
     * written in front of tables the catalog places outside the default schema ({@link SchemaQualifier}).
     * The result's {@linkplain ParsedQuery#lexed() lexed text} is that engine text, which the row
     * limiter writes into the approved SQL (so the guard's second pass checks it as written).
     */
    ParsedQuery parse(GuardRequest request) {
        Key key = new Key(request.dialect(), request.sql(), request.catalog());
        synchronized (cache) {
            ParsedQuery hit = cache.get(key);
            if (hit != null) return hit;
        }
        ParsedQuery parsed = engineParse(lex(request), request.catalog());
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
        LexedSql lexed = lex(engineRequest(request));
        ParsedQuery raw = parse(lexed, lexed.sql());
        return raw.parsed() ? raw : parse(request);
    }

    /**
     * Parses the engine text of {@link #parse(GuardRequest)} with string literals included, without
     * a fallback and without the cache, so the caller may change the tree (the row-filter rewrite).
     * Never for deciding safety.
     */
    ParsedQuery parseRaw(GuardRequest request) {
        LexedSql lexed = lex(engineRequest(request));
        return parse(lexed, lexed.sql());
    }

    private GuardRequest engineRequest(GuardRequest request) {
        ParsedQuery parsed = parse(request);
        return parsed.parsed() ? request.withSql(parsed.lexed().sql()) : request;
    }

    private ParsedQuery engineParse(LexedSql lexed, Catalog catalog) {
        LexedSql written = equivalentForms(lexed);
        ParsedQuery parsed = quotedIfNeeded(written, catalog);
        if (!parsed.parsed() && written != lexed) parsed = quotedIfNeeded(lexed, catalog);
        if (parsed.parsed() && catalog != null && rewritable(parsed.lexed())) {
            Optional<String> qualified = SchemaQualifier.qualify(parsed, catalog);
            if (qualified.isPresent()) {
                ParsedQuery again = parse(lexers.get(lexed.dialect()).lex(qualified.get()));
                if (again.parsed()) parsed = again;
            }
        }
        return parsed;
    }

    private ParsedQuery quotedIfNeeded(LexedSql lexed, Catalog catalog) {
        ParsedQuery parsed = parse(lexed);
        if (!parsed.parsed() && rewritable(lexed) && lexed.sql().length() <= KeywordQuoting.MAX_LENGTH) {
            parsed = quoted(lexed, catalog, parsed);
        }
        return parsed;
    }

    /**
     * The statement in forms JSqlParser reads that the engine reads as the same query: DuckDB's
     * FROM-first queries written SELECT-first ({@link FromFirst}) and its short sample clauses
     * written method-first ({@link SampleForms}). Other dialects, and anything but one cleanly
     * lexed statement, are returned as they are.
     */
    private LexedSql equivalentForms(LexedSql lexed) {
        if (lexed.dialect() != Dialect.DUCKDB || !rewritable(lexed)) return lexed;
        SqlLexer lexer = lexers.get(lexed.dialect());
        LexedSql out = lexed;
        for (int i = 0; i < MAX_FROM_FIRST; i++) {
            Optional<String> next = FromFirst.rewriteFirst(out);
            if (next.isEmpty()) break;
            out = lexer.lex(next.get());
            if (!rewritable(out)) return lexed;
        }
        Optional<String> sampled = SampleForms.rewrite(out);
        if (sampled.isPresent()) out = lexer.lex(sampled.get());
        return rewritable(out) ? out : lexed;
    }

    /** Only one cleanly lexed statement is rewritten; anything else is the lexical layer's to refuse. */
    private static boolean rewritable(LexedSql lexed) {
        return lexed.problems().isEmpty() && lexed.statements().size() == 1 && lexed.sql().length() <= LexicalLayer.MAX_LENGTH;
    }

    private ParsedQuery quoted(LexedSql lexed, Catalog catalog, ParsedQuery failed) {
        SqlLexer lexer = lexers.get(lexed.dialect());
        KeywordQuoting quoting = new KeywordQuoting(lexed, catalog, text -> parse(lexer.lex(text)));
        KeywordQuoting.Outcome outcome = quoting.search(failed);
        if (outcome.text() != null) {
            ParsedQuery p = parse(lexer.lex(outcome.text()));
            if (p.parsed()) return p;
        }
        if (outcome.culprit() == null) {
            int at = outcome.furthest();
            if (at <= failed.errorPosition()) return failed;
            SqlToken token = lexed.codeTokens().stream().filter(t -> t.start() == at).findFirst().orElse(null);
            String near = token == null ? "the end of the statement" : "'" + token.text() + "'";
            return new ParsedQuery(lexed, null, List.of(), "unexpected " + near + " at " + lineColumn(lexed.sql(), at), at);
        }
        SqlToken word = outcome.culprit();
        return new ParsedQuery(lexed, null, List.of(), "near '" + word.text() + "' at " + lineColumn(lexed.sql(), word.start())
                + ", which askdb's SQL parser reads as a keyword (" + outcome.reason() + "); if it names a column, table or alias,"
                + " write it quoted as " + quoting.quote(word.text()), word.start());
    }

    private ParsedQuery parse(LexedSql lexed) {
        return parse(lexed, lexed.normalized());
    }

    private ParsedQuery parse(LexedSql lexed, String text) {
        boolean sqlite = lexed.dialect() == Dialect.SQLITE;
        try {
            Set<Integer> globs = GlobOperator.offsets(lexed);
            String read = globs.isEmpty() ? text : GlobOperator.standIn(text, globs);
            List<SampleClauses.Clause> samples = List.of();
            Statement st;
            try {
                st = parseText(read, lexed, sqlite);
            } catch (ParseException | RuntimeException first) {
                samples = SampleClauses.find(lexed);
                if (samples.isEmpty()) throw first;
                st = parseText(SampleClauses.blank(read, samples), lexed, sqlite);
            }
            if (!globs.isEmpty()) GlobOperator.restore(st, globs);
            if (!samples.isEmpty()) st = SampleAttachment.attach(st, walk.walk(st, lexed.dialect()), samples, lexed);
            return new ParsedQuery(lexed, st, walk.walk(st, lexed.dialect()), null, -1);
        } catch (ParseException e) {
            return failure(lexed, text, e.currentToken == null ? null : e.currentToken.next, e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return new ParsedQuery(lexed, null, List.of(), firstLine(e.getMessage()), -1);
        }
    }

    /** Parses once, then with complex parsing when the nesting is shallow enough for it to stay fast. */
    private static Statement parseText(String read, LexedSql lexed, boolean squareBrackets) throws ParseException {
        try {
            return parseOnce(read, squareBrackets, false);
        } catch (ParseException | RuntimeException first) {
            if (ParenDepth.of(lexed) > COMPLEX_PARSING_MAX_DEPTH) throw first;
            return parseOnce(read, squareBrackets, true);
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
        int position = SchemaQualifier.offset(text, at.beginLine, at.beginColumn);
        String near = at.kind == 0 ? "the end of the statement" : "'" + lexed.sql().substring(position, Math.min(lexed.sql().length(), position + Math.max(1, at.image.length()))) + "'";
        return new ParsedQuery(lexed, null, List.of(),
                "unexpected " + near + " at line " + at.beginLine + ", column " + at.beginColumn, position);
    }

    /** @return "line L, column C" of an offset, both 1-based, as JSqlParser counts them */
    private static String lineColumn(String text, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return "line " + line + ", column " + (offset - lineStart + 1);
    }

    /** A cache key: the dialect, the text and the very catalog (compared by identity, as catalogs are large). */
    private static final class Key {
        private final Dialect dialect;
        private final String sql;
        private final Catalog catalog;

        Key(Dialect dialect, String sql, Catalog catalog) {
            this.dialect = dialect;
            this.sql = sql;
            this.catalog = catalog;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.dialect == dialect && k.catalog == catalog && k.sql.equals(sql);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * dialect.hashCode() + sql.hashCode()) + System.identityHashCode(catalog);
        }
    }

    private static String firstLine(String message) {
        if (message == null || message.isBlank()) return "the parser gave no reason";
        return message.strip().lines().findFirst().orElse(message);
    }
}
