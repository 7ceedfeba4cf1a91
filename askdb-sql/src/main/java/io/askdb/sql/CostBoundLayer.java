package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardLayer;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.Refusal;
import io.askdb.sql.lex.LexedSql;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Guard layer 5, "Limits" (shared/design.md), its static part: refuses before anything runs what
 * the SQL alone makes too large, with a message naming the bound, the estimate and the setting.
 * Rule {@code cost-bound}:
 * <ul>
 *   <li>a series ({@link SeriesSize}) larger than {@link CostBounds#maxScanRows()};</li>
 *   <li>a SELECT whose FROM clause multiplies groups of relations with no equality between them
 *       (a cross join, {@link FromProduct}: the product of the catalog's row estimates) into more
 *       rows than that bound or the statement's largest table, whichever is larger; a FROM clause
 *       of one group (equi-joins, a union in a subquery) reads its relations and is not bounded here;</li>
 *   <li>a text or blob wider than {@link CostBounds#maxValueBytes()} ({@link ValueWidth}).</li>
 * </ul>
 * Rule {@code recursive-cte}: a recursive CTE (RECURSIVE and reading its own name; in SQLite its
 * own name suffices) passes only when {@link RecursiveCte} proves a bound on its iterations no
 * larger than {@link CostBounds#maxScanRows()}, and its rows are bounded too: by that proof alone
 * when its recursive query reads only the CTE (anchor rows times iterations), otherwise by the cap
 * {@link RecursionCap} writes into the approved SQL, on the engines where askdb checked one works
 * (SQLite, PostgreSQL, DuckDB, H2); on MySQL and unknown databases it is refused. Mutually
 * recursive CTEs are refused.
 */
final class CostBoundLayer implements GuardLayer {
    static final String RULE = "cost-bound";
    static final Set<Dialect> CAPPED = Set.of(Dialect.SQLITE, Dialect.POSTGRESQL, Dialect.DUCKDB, Dialect.H2);
    private final QueryParser parser;
    private final CostBounds bounds;
    private final io.askdb.catalog.CatalogProvider full;

    CostBoundLayer(QueryParser parser, CostBounds bounds) {
        this(parser, bounds, null);
    }

    /**
     * @param full the unfiltered catalog, whose row estimates bound the tables the access policy restricts (the
     *             visible catalog carries none for them, {@link io.askdb.policy.Policy#visible}); null to use the request's
     */
    CostBoundLayer(QueryParser parser, CostBounds bounds, io.askdb.catalog.CatalogProvider full) {
        this.parser = parser;
        this.bounds = bounds;
        this.full = full;
    }

    @Override
    public Optional<Refusal> inspect(GuardRequest request) {
        ParsedQuery parsed = parser.parseWithLiterals(request);
        if (!parsed.parsed()) return Optional.empty();
        LexedSql lexed = parsed.lexed();
        Dialect dialect = request.dialect();
        Map<String, BigDecimal> ctes = new HashMap<>();
        FromProduct product = new FromProduct(request.catalog(), full == null || request.catalog() == null ? null : full.catalog(), ctes);
        BigDecimal scan = BigDecimal.valueOf(bounds.maxScanRows());
        for (TreeNode node : parsed.nodes()) {
            Object v = node.value();
            if (v instanceof Select s && s.getWithItemsList() != null) {
                Optional<Refusal> r = withItems(s.getWithItemsList(), dialect, product, ctes, lexed);
                if (r.isPresent()) return r;
            }
            if (v instanceof Function f && SeriesSize.isSeries(f)) {
                Optional<BigDecimal> size = SeriesSize.of(f);
                if (size.isPresent() && size.get().compareTo(scan) > 0) {
                    return refuse(SeriesSize.name(f) + "(...) makes " + fmt(size.get()) + " rows", scanSetting(), lexed, SeriesSize.name(f));
                }
            }
            if (v instanceof Function f && ValueWidth.builder(f).isPresent()) {
                BigDecimal width = ValueWidth.of(f);
                if (width.compareTo(BigDecimal.valueOf(bounds.maxValueBytes())) > 0) {
                    return refuse(ValueWidth.builder(f).get() + "(...) builds a value of about " + fmt(width) + " characters",
                            "askdb.max-value-bytes = " + bounds.maxValueBytes() + " (ASKDB_MAX_VALUE_BYTES, --max-value-bytes)", lexed,
                            SeriesSize.name(f));
                }
            }
        }
        for (TreeNode node : parsed.nodes()) {
            if (node.value() instanceof PlainSelect ps) {
                FromProduct.Built built = product.built(ps);
                BigDecimal allowed = scan.max(product.largestTable());
                if (built.groups() > 1 && built.rows().compareTo(allowed) > 0) {
                    String rows = product.usedHidden() ? "more rows than the bound allows" : "about " + fmt(built.rows()) + " rows";
                    return refuse("the FROM clause joins relations without an equality between them and builds " + rows
                            + " (the product of their row estimates)", scanSetting(), lexed, "FROM");
                }
            }
        }
        return Optional.empty();
    }

    private Optional<Refusal> withItems(List<WithItem<?>> items, Dialect dialect, FromProduct product, Map<String, BigDecimal> ctes,
                                        LexedSql lexed) {
        boolean recursiveList = items.stream().anyMatch(WithItem::isRecursive) || dialect == Dialect.SQLITE || dialect == Dialect.GENERIC;
        for (WithItem<?> item : items) {
            String name = SyntaxTreeWalk.cteName(item);
            if (item.getSelect() == null) continue;
            boolean recursive = recursiveList && RecursiveCte.selfReferencing(item, dialect);
            if (!recursive) {
                if (recursiveList && mutual(item, items, dialect)) {
                    return recursiveRefusal(name, "it and another WITH clause read each other (mutual recursion)", lexed);
                }
                product.cte(name, item, product.rows(item.getSelect()));
                continue;
            }
            RecursiveCte cte = RecursiveCte.of(item, dialect);
            if (cte.unbounded() != null) return recursiveRefusal(name, cte.unbounded(), lexed);
            BigDecimal anchorRows = BigDecimal.ZERO;
            for (Select a : cte.anchors()) anchorRows = anchorRows.add(product.rows(a));
            BigDecimal iterations = BigDecimal.valueOf(cte.iterations());
            BigDecimal scan = BigDecimal.valueOf(bounds.maxScanRows());
            if (iterations.compareTo(scan) > 0) {
                return refuse("the recursive WITH clause '" + name + "' may iterate " + fmt(iterations) + " times", scanSetting(), lexed, name);
            }
            if (cte.readsOnlySelf()) {
                BigDecimal rows = anchorRows.multiply(iterations.add(BigDecimal.ONE));
                if (rows.compareTo(scan) > 0) {
                    return refuse("the recursive WITH clause '" + name + "' may make " + fmt(rows) + " rows (" + fmt(anchorRows)
                            + " anchor rows times " + fmt(iterations.add(BigDecimal.ONE)) + " levels)", scanSetting(), lexed, name);
                }
                product.cte(name, item, rows);
            } else if (!CAPPED.contains(dialect)) {
                return recursiveRefusal(name, "its recursive query joins other relations, so its rows per step depend on the data,"
                        + " and askdb has no row cap it has verified on " + dialect.displayName() + " (MySQL's LIMIT in a recursive"
                        + " query and cte_max_recursion_depth are not checked by askdb)", lexed);
            } else {
                product.cte(name, item, scan.min(anchorRows.add(scan)));
            }
        }
        return Optional.empty();
    }

    /** True when the item reads a later CTE of the list that reads it back (neither reads itself). */
    private static boolean mutual(WithItem<?> item, List<WithItem<?>> items, Dialect dialect) {
        String name = SyntaxTreeWalk.cteName(item);
        for (WithItem<?> other : items) {
            if (other == item || other.getSelect() == null) continue;
            String o = SyntaxTreeWalk.cteName(other);
            if (RecursiveCte.reads(item.getSelect(), o, dialect) && RecursiveCte.reads(other.getSelect(), name, dialect)) return true;
        }
        return false;
    }

    /** The per-step cap {@link RecursionCap} writes: iterations times the cap stay within the scan bound. */
    static long stepCap(long maxScanRows, long iterations) {
        return Math.max(1, maxScanRows / Math.max(1, iterations));
    }

    private String scanSetting() {
        return "askdb.max-scan-rows = " + bounds.maxScanRows() + " (ASKDB_MAX_SCAN_ROWS, --max-scan-rows)";
    }

    private static Optional<Refusal> recursiveRefusal(String name, String why, LexedSql lexed) {
        return Optional.of(new Refusal("recursive-cte", Refusal.Kind.VALIDITY, "The WITH clause '" + name + "' is recursive and askdb"
                + " cannot bound it: " + why + ". Bound the recursion with a counter (anchor: SELECT 1 AS depth ...; recursive"
                + " query: SELECT depth + 1 ... WHERE depth < 10), or rewrite it with joins over a fixed number of levels.",
                TokenPositions.of(lexed, name)));
    }

    private static Optional<Refusal> refuse(String what, String setting, LexedSql lexed, String at) {
        return Optional.of(new Refusal(RULE, Refusal.Kind.VALIDITY, "The statement is too large to run: " + what + ", over the bound "
                + setting + ". Narrow it (filter, join on a key, aggregate, smaller numbers) or raise the setting.",
                TokenPositions.of(lexed, at)));
    }

    static String fmt(BigDecimal v) {
        if (v.compareTo(BigDecimal.valueOf(1_000_000_000_000L)) >= 0) return String.format(java.util.Locale.ROOT, "%.3g", v.doubleValue());
        return String.format(java.util.Locale.ROOT, "%,d", v.setScale(0, java.math.RoundingMode.HALF_UP).longValue());
    }
}
