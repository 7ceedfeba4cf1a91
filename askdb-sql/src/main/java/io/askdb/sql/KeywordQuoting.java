package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.TokenKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.Token;

/**
 * Makes a statement that the engine reads but JSqlParser does not readable by quoting names that
 * JSqlParser takes for keywords ({@code sample}, {@code window}, {@code full}, {@code prior}: words of
 * other dialects), and otherwise finds the word that stops JSqlParser, whose own error often points
 * at the start of the statement because of its look-ahead.
 *
 * <p>A word is quoted only when all of these hold: it is one bare word token of askdb's lexer (so
 * strings, comments and quoted names are never touched); JSqlParser's lexer reads it as a keyword;
 * the target engine does not reserve it ({@link ReservedWords}; a dialect without a list gets no
 * quotes); it names a catalogued table or column or an alias or CTE the statement defines
 * ({@code AS word}); no {@code (} follows it (a function call); and quoting it is what lets the
 * parse go on. Words are quoted one at a time, each time the one whose quoting moves JSqlParser's
 * error furthest, so a word JSqlParser reads as a keyword where it stands ({@code FULL JOIN}) stays
 * bare. The quote keeps the engine's reading of the bare word: SQLite backticks (a backticked
 * name never falls back to a string, unlike {@code "..."}), PostgreSQL's lower-case folding, DuckDB's
 * case-insensitive names.
 */
final class KeywordQuoting {
    /** The longest statement searched: each search parses it up to {@link #MAX_PARSES} times. */
    static final int MAX_LENGTH = 20_000;
    private static final int MAX_PARSES = 60;
    private static final int LOOK_BACK = 3;

    /**
     * What the search found.
     *
     * @param text     the statement with the quotes written, or null when it still does not parse
     * @param culprit  the word that stops the parser when nothing could be quoted, or null
     * @param reason   why the culprit was left bare, for the message, or null
     * @param furthest the furthest offset (in the statement as written) at which a parse failed
     */
    record Outcome(String text, SqlToken culprit, String reason, int furthest) {
    }

    private final LexedSql lexed;
    private final Catalog catalog;
    private final Function<String, ParsedQuery> parse;
    private final Set<String> names;
    private int parses;

    /**
     * @param lexed   the statement as written; not null
     * @param catalog the catalog its names come from, or null
     * @param parse   parses a whole raw statement text the way the guard does
     */
    KeywordQuoting(LexedSql lexed, Catalog catalog, Function<String, ParsedQuery> parse) {
        this.lexed = lexed;
        this.catalog = catalog;
        this.parse = parse;
        this.names = names(lexed, catalog);
    }

    /** Searches from a failed parse of the statement as written. */
    Outcome search(ParsedQuery failed) {
        List<SqlToken> code = lexed.codeTokens();
        TreeMap<Integer, SqlToken> quoted = new TreeMap<>();
        int error = failed.errorPosition();
        while (error >= 0 && parses < MAX_PARSES) {
            SqlToken best = null;
            int bestProgress = error;
            String bestText = null;
            int from = from(code, error);
            for (int i = from; i < code.size(); i++) {
                SqlToken t = code.get(i);
                if (quoted.containsKey(t.start()) || !blamable(code, i) || parses >= MAX_PARSES) continue;
                TreeMap<Integer, SqlToken> trial = new TreeMap<>(quoted);
                trial.put(t.start(), t);
                String text = write(trial);
                ParsedQuery p = parse.apply(text);
                parses++;
                int progress = p.parsed() ? Integer.MAX_VALUE : original(trial, p.errorPosition());
                if (progress > bestProgress && progress >= t.end()) {
                    best = t;
                    bestProgress = progress;
                    bestText = text;
                }
                if (p.parsed()) break;
            }
            if (best == null) break;
            String refusal = whyBare(best, code);
            if (refusal != null) return new Outcome(null, best, refusal, error);
            quoted.put(best.start(), best);
            if (bestProgress == Integer.MAX_VALUE) return new Outcome(bestText, null, null, -1);
            error = bestProgress;
        }
        return new Outcome(null, null, null, error);
    }

    /**
     * The first token that can be to blame for an error at {@code error}: a few tokens before it too,
     * as JSqlParser may have taken the word for an operator and failed on what follows
     * ({@code GROUP BY prior ORDER BY x} fails at the second {@code BY}: Oracle's {@code PRIOR}
     * took {@code ORDER} for a name).
     */
    private static int from(List<SqlToken> code, int error) {
        int i = 0;
        while (i < code.size() && code.get(i).end() <= error) i++;
        return Math.max(0, i - LOOK_BACK);
    }

    /** A bare word JSqlParser reads as a keyword, not a function name, and one the engine may read as a name. */
    private boolean blamable(List<SqlToken> code, int i) {
        SqlToken t = code.get(i);
        if (t.kind() != TokenKind.WORD || !parserKeyword(t.text())) return false;
        if (i + 1 < code.size() && code.get(i + 1).isSymbol('(')) return false;
        ReservedWords reserved = ReservedWords.get();
        return names.contains(t.text().toLowerCase(Locale.ROOT))
                || (reserved.known(lexed.dialect()) && !reserved.reserves(lexed.dialect(), t.text()));
    }

    /** @return why the word may not be quoted, or null when it may */
    private String whyBare(SqlToken t, List<SqlToken> code) {
        Dialect d = lexed.dialect();
        ReservedWords reserved = ReservedWords.get();
        if (!reserved.known(d)) return "askdb does not quote names for " + d.displayName();
        if (reserved.reserves(d, t.text())) return d.displayName() + " reserves the word " + t.text();
        if (!names.contains(t.text().toLowerCase(Locale.ROOT))) return t.text() + " names no table, column or alias askdb knows";
        return null;
    }

    /** The raw text with the given word tokens quoted. */
    private String write(TreeMap<Integer, SqlToken> quoted) {
        StringBuilder out = new StringBuilder(lexed.sql().length() + 4 * quoted.size());
        int at = 0;
        for (SqlToken t : quoted.values()) {
            out.append(lexed.sql(), at, t.start()).append(quote(t.text()));
            at = t.end();
        }
        return out.append(lexed.sql(), at, lexed.sql().length()).toString();
    }

    /** An offset of the written text mapped back to the statement as written. */
    private int original(TreeMap<Integer, SqlToken> quoted, int position) {
        if (position < 0) return -1;
        int shift = 0;
        for (SqlToken t : quoted.values()) {
            int start = t.start() + shift;
            int length = quote(t.text()).length();
            if (position < start) break;
            if (position < start + length) return t.start();
            shift += length - t.text().length();
        }
        return position - shift;
    }

    /** @return the word quoted so that the engine reads it exactly as it read the bare word */
    String quote(String word) {
        switch (lexed.dialect()) {
            case SQLITE:
                return "`" + word + "`";
            case POSTGRESQL:
                return "\"" + word.toLowerCase(Locale.ROOT) + "\"";
            default:
                return "\"" + word + "\"";
        }
    }

    /** JSqlParser's lexer reads the whole word as one token that is not a plain identifier. */
    static boolean parserKeyword(String word) {
        Token t = CCJSqlParserUtil.newParser(word).getNextToken();
        return t != null && t.image != null && t.image.length() == word.length() && t.kind != CCJSqlParserConstants.S_IDENTIFIER;
    }

    /** Lower-case names of catalogued tables and columns, and aliases and CTEs the statement defines. */
    private static Set<String> names(LexedSql lexed, Catalog catalog) {
        Set<String> out = new HashSet<>();
        if (catalog != null) {
            for (Table t : catalog.tables()) {
                out.add(t.id().name().toLowerCase(Locale.ROOT));
                for (Column c : t.columns()) out.add(c.name().toLowerCase(Locale.ROOT));
            }
        }
        List<SqlToken> code = lexed.codeTokens();
        List<Boolean> inCast = new ArrayList<>();
        for (int i = 0; i < code.size(); i++) {
            SqlToken t = code.get(i);
            if (t.isSymbol('(')) inCast.add(i > 0 && (code.get(i - 1).isWord("CAST") || code.get(i - 1).isWord("TRY_CAST")));
            else if (t.isSymbol(')') && !inCast.isEmpty()) inCast.remove(inCast.size() - 1);
            boolean casting = !inCast.isEmpty() && inCast.get(inCast.size() - 1);
            if (t.kind() != TokenKind.WORD) continue;
            boolean alias = i > 0 && code.get(i - 1).isWord("AS") && !casting;
            boolean cte = i + 2 < code.size() && code.get(i + 1).isWord("AS") && code.get(i + 2).isSymbol('(');
            if (alias || cte) out.add(t.text().toLowerCase(Locale.ROOT));
        }
        return out;
    }
}
