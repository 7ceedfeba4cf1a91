package io.askdb.planner.render;

import io.askdb.dialect.Dialect;
import java.util.EnumMap;
import java.util.Map;
import org.jooq.DSLContext;
import org.jooq.Query;
import org.jooq.SQLDialect;
import org.jooq.conf.ParamType;
import org.jooq.conf.RenderKeywordCase;
import org.jooq.conf.RenderNameCase;
import org.jooq.conf.RenderOptionalKeyword;
import org.jooq.conf.RenderQuotedNames;
import org.jooq.conf.Settings;
import org.jooq.impl.DSL;

/**
 * askdb's {@link Dialect} mapped to jOOQ's {@link SQLDialect} (OSS edition 3.19), and the one
 * place that decides how the planner's SQL is printed: every name quoted
 * ({@link RenderQuotedNames#ALWAYS}), keywords and built-in function names upper case, values
 * inlined ({@link ParamType#INLINED}: the SQL is shown to the user and checked by the guard as
 * text), one clause per line with jOOQ's formatting, {@code AS} before column aliases, none before
 * table aliases, and plain {@code JOIN} / {@code LEFT JOIN}.
 *
 * <p>The mapping: SQLITE to DUCKDB (see below), POSTGRESQL to POSTGRES, MYSQL to MYSQL, H2 to H2, DUCKDB to
 * DUCKDB (in the OSS edition since jOOQ 3.17). GENERIC ("any other JDBC database") maps to H2
 * rather than jOOQ's DEFAULT: DEFAULT writes {@code LIMIT n}, which Oracle and DB2-style engines
 * reject, while askdb's GENERIC promises SQL:2008 {@code FETCH NEXT n ROWS ONLY}; for every
 * construct the planner emits (double-quoted names, {@code DATE '...'} literals, CAST, EXTRACT,
 * COUNT(DISTINCT), NOT EXISTS, FETCH) jOOQ's H2 output is the SQL standard's. Date functions are
 * chosen per askdb dialect in {@link TimeBuckets}, never left to this mapping.
 *
 * <p>SQLite is rendered by jOOQ's DUCKDB renderer, not its SQLITE one: jOOQ 3.19 ignores
 * {@code ALWAYS} for SQLite, even for {@code DSL.quotedName}, and leaves a name bare unless SQLite
 * itself would reject it (jOOQ issue 16494; changed in 3.20, which needs Java 21). A bare name
 * that SQLite accepts can still be a reserved word for the guard's SQL parser, which reads this
 * SQL as text, and a bare name reads differently from askdb's {@link Dialect#quote}. For every
 * construct the planner emits (double-quoted names, inlined strings with quotes doubled and
 * backslashes kept, plain numbers, LIMIT n, AS before column aliases, COUNT(DISTINCT), NOT
 * EXISTS, derived tables) DuckDB's output is also SQLite syntax; SQLite's date functions and date
 * literals are chosen per askdb dialect in {@link TimeBuckets} and {@link ConditionSql}, never by
 * jOOQ. The planner's tests run this SQL on the real Chinook SQLite database.
 *
 * <p>jOOQ's start-up logo and tips are switched off ({@code org.jooq.no-logo},
 * {@code org.jooq.no-tips}) before jOOQ loads, unless the user set them, so the CLI prints
 * nothing extra.
 */
public final class JooqDialects {
    static {
        if (System.getProperty("org.jooq.no-logo") == null) System.setProperty("org.jooq.no-logo", "true");
        if (System.getProperty("org.jooq.no-tips") == null) System.setProperty("org.jooq.no-tips", "true");
    }

    private static final Map<Dialect, SQLDialect> MAPPING = new EnumMap<>(Map.of(
            Dialect.SQLITE, SQLDialect.DUCKDB,
            Dialect.POSTGRESQL, SQLDialect.POSTGRES,
            Dialect.MYSQL, SQLDialect.MYSQL,
            Dialect.H2, SQLDialect.H2,
            Dialect.DUCKDB, SQLDialect.DUCKDB,
            Dialect.GENERIC, SQLDialect.H2));

    private static final Map<Dialect, DSLContext> CONTEXTS = new EnumMap<>(Dialect.class);

    static {
        for (Dialect d : Dialect.values()) CONTEXTS.put(d, DSL.using(jooq(d), settings()));
    }

    private JooqDialects() {
    }

    /** @return jOOQ's dialect for askdb's; never null (every askdb dialect is mapped) */
    public static SQLDialect jooq(Dialect dialect) {
        SQLDialect d = MAPPING.get(dialect);
        if (d == null) throw new IllegalArgumentException("no jOOQ dialect for askdb dialect " + dialect);
        return d;
    }

    /** @return the query as SQL text for the dialect, values inlined, one clause per line */
    public static String render(Query query, Dialect dialect) {
        return CONTEXTS.get(dialect).renderInlined(query);
    }

    private static Settings settings() {
        return new Settings()
                .withRenderQuotedNames(RenderQuotedNames.ALWAYS)
                .withRenderKeywordCase(RenderKeywordCase.UPPER)
                .withRenderNameCase(RenderNameCase.UPPER_IF_UNQUOTED)
                .withParamType(ParamType.INLINED)
                .withRenderFormatted(true)
                .withRenderOptionalAsKeywordForFieldAliases(RenderOptionalKeyword.ON)
                .withRenderOptionalAsKeywordForTableAliases(RenderOptionalKeyword.OFF)
                .withRenderOptionalInnerKeyword(RenderOptionalKeyword.OFF)
                .withRenderOptionalOuterKeyword(RenderOptionalKeyword.OFF);
    }
}
