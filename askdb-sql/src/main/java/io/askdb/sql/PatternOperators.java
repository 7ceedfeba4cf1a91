package io.askdb.sql;

import io.askdb.dialect.Dialect;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression.KeyWord;

/**
 * Which pattern operators ({@code x ILIKE y}, {@code SIMILAR TO}, {@code REGEXP}, {@code RLIKE}, ...:
 * every {@link LikeExpression} keyword JSqlParser reads) each engine reads, so that the guard does
 * not approve a statement the engine then rejects. Run on the engines (SQLite through sqlite-jdbc
 * 3.54, DuckDB 1.4, H2 2.5) and from the manuals (PostgreSQL "Pattern Matching": LIKE, ILIKE,
 * SIMILAR TO and the {@code ~} operators; MySQL "Regular Expressions": REGEXP and its synonym RLIKE):
 * <ul>
 *   <li>SQLite reads {@code x REGEXP y} as a call of the function {@code regexp(y, x)}, which exists
 *       only when the application registers one ("SQL Language Expressions", The LIKE, GLOB, REGEXP,
 *       MATCH, and extract operators); sqlite-jdbc registers none, so it fails with "no such
 *       function: REGEXP". RLIKE and SIMILAR TO are syntax errors.</li>
 *   <li>DuckDB has ILIKE and SIMILAR TO, no REGEXP or RLIKE; H2 has ILIKE and REGEXP, no RLIKE or
 *       SIMILAR TO; MySQL (and MariaDB) REGEXP and RLIKE only.</li>
 * </ul>
 * GLOB ({@link GlobExpression}) is SQLite's and DuckDB's and is not checked here. {@link Dialect#GENERIC}
 * names no engine, so nothing is refused there.
 */
final class PatternOperators {
    private static final Map<KeyWord, Set<Dialect>> READ_BY = Map.of(
            KeyWord.LIKE, EnumSet.allOf(Dialect.class),
            KeyWord.ILIKE, EnumSet.of(Dialect.POSTGRESQL, Dialect.DUCKDB, Dialect.H2),
            KeyWord.SIMILAR_TO, EnumSet.of(Dialect.POSTGRESQL, Dialect.DUCKDB),
            KeyWord.REGEXP, EnumSet.of(Dialect.MYSQL, Dialect.H2),
            KeyWord.RLIKE, EnumSet.of(Dialect.MYSQL));

    private PatternOperators() {
    }

    /** @return why the engine of {@code dialect} cannot read the operator, or empty when it can */
    static Optional<String> problem(LikeExpression like, Dialect dialect) {
        if (like instanceof GlobExpression || dialect == Dialect.GENERIC) return Optional.empty();
        KeyWord keyword = like.getLikeKeyWord() == null ? KeyWord.LIKE : like.getLikeKeyWord();
        if (READ_BY.getOrDefault(keyword, Set.of()).contains(dialect)) return Optional.empty();
        String name = keyword(keyword);
        if (keyword == KeyWord.ILIKE) {
            return Optional.of("ILIKE is not " + dialect.displayName() + " syntax; use LIKE, which already ignores case for ASCII letters in "
                    + dialect.displayName() + ".");
        }
        String because = dialect == Dialect.SQLITE && keyword == KeyWord.REGEXP
                ? " (SQLite reads it as a call of a regexp() function, and askdb's SQLite connection registers none)" : "";
        return Optional.of(name + " is not " + dialect.displayName() + " syntax" + because + "; " + instead(dialect) + ".");
    }

    /** @return the operator's word as it is written in SQL */
    static String keyword(KeyWord keyword) {
        return keyword == KeyWord.SIMILAR_TO ? "SIMILAR TO" : keyword.name();
    }

    private static String instead(Dialect dialect) {
        return switch (dialect) {
            case SQLITE -> "match patterns with LIKE or GLOB";
            case POSTGRESQL -> "match a regular expression with the ~ operator (~* ignores case), or use LIKE or SIMILAR TO";
            case DUCKDB -> "match a regular expression with regexp_matches(text, pattern), or use LIKE, SIMILAR TO or GLOB";
            case MYSQL -> "match a regular expression with REGEXP, or use LIKE";
            case H2 -> "match a regular expression with REGEXP, or use LIKE";
            case GENERIC -> "use LIKE";
        };
    }
}
