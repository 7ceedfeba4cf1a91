package io.askdb.eval;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.Select;

/**
 * Spider's hardness level of a gold SQL query: easy, medium, hard or extra, by the rules of
 * Spider's evaluator ({@code Evaluator.eval_hardness} in taoyds/spider {@code evaluation.py},
 * Yu et al., EMNLP 2018), applied to counts taken from the query's JSqlParser tree by
 * {@link SpiderSqlCounts}:
 *
 * <ul>
 *   <li>easy: component1 &le; 1, others = 0, component2 = 0;</li>
 *   <li>medium: (others &le; 2, component1 &le; 1, component2 = 0) or (component1 &le; 2, others &lt; 2, component2 = 0);</li>
 *   <li>hard: (others &gt; 2, component1 &le; 2, component2 = 0) or (2 &lt; component1 &le; 3, others &le; 2,
 *       component2 = 0) or (component1 &le; 1, others = 0, component2 &le; 1);</li>
 *   <li>extra: anything else.</li>
 * </ul>
 *
 * A query JSqlParser cannot parse, or that is no SELECT, is {@value #UNKNOWN}.
 *
 * @since 0.7
 */
public final class SpiderHardness {
    /** The levels, easiest first, as Spider names them. */
    public static final List<String> LEVELS = List.of("easy", "medium", "hard", "extra");
    /** The level of a query that does not parse. */
    public static final String UNKNOWN = "unknown";

    private SpiderHardness() {
    }

    /**
     * @param sql one SQL query, a trailing semicolon allowed; not null
     * @return "easy", "medium", "hard", "extra", or {@value #UNKNOWN} when it does not parse as a SELECT
     */
    public static String of(String sql) {
        Objects.requireNonNull(sql, "sql");
        String text = sql.strip();
        while (text.endsWith(";")) text = text.substring(0, text.length() - 1).strip();
        Optional<SpiderSqlCounts> counts = parse(text).flatMap(SpiderSqlCounts::of);
        return counts.map(SpiderHardness::level).orElse(UNKNOWN);
    }

    /** The rules of {@code eval_hardness}, in its order. */
    static String level(SpiderSqlCounts c) {
        int c1 = c.component1();
        int c2 = c.component2();
        int others = c.others();
        if (c1 <= 1 && others == 0 && c2 == 0) return "easy";
        if ((others <= 2 && c1 <= 1 && c2 == 0) || (c1 <= 2 && others < 2 && c2 == 0)) return "medium";
        if ((others > 2 && c1 <= 2 && c2 == 0) || (c1 > 2 && c1 <= 3 && others <= 2 && c2 == 0)
                || (c1 <= 1 && others == 0 && c2 <= 1)) {
            return "hard";
        }
        return "extra";
    }

    private static Optional<Select> parse(String sql) {
        for (boolean complex : new boolean[] {false, true}) {
            try {
                CCJSqlParser parser = CCJSqlParserUtil.newParser(sql).withSquareBracketQuotation(true).withAllowComplexParsing(complex);
                Statement statement = parser.Statement();
                return statement instanceof Select s ? Optional.of(s) : Optional.empty();
            } catch (ParseException | RuntimeException | StackOverflowError e) {
                // fall through: retry with complex parsing, then give up
            }
        }
        return Optional.empty();
    }
}
