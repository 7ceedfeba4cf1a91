package io.askdb.sql;

import io.askdb.guard.GuardLayer;
import io.askdb.guard.LayeredSqlGuard;
import io.askdb.guard.SqlGuard;
import java.util.List;

/**
 * askdb's standard guard: a {@link LayeredSqlGuard} with every layer of this module, cheapest
 * first, and a row limiter that writes the cap in the dialect's syntax:
 * <ol>
 *   <li>lexical: engine-exact comments, strings and quoted identifiers (per-dialect rules in
 *       {@code io.askdb.sql.lex}); one statement only; no MySQL executable comments; no string whose
 *       end depends on backslash handling; {@code U&} escapes resolved before any name check; no
 *       look-alike (NFKC), mixed-script or invisible characters in names;</li>
 *   <li>statement kind: only SELECT, WITH, VALUES or TABLE may start the statement (PRAGMA,
 *       ATTACH, COPY, SET, ... are refused);</li>
 *   <li>query shape (JSqlParser): the whole tree is read-only: no data-modifying CTE (even an
 *       unused one), no SELECT ... INTO, no locking clause;</li>
 *   <li>functions: every call is on the dialect's allow-list of pure functions;</li>
 *   <li>tables: every reference is a CTE or a catalog table; no files (string or path-like
 *       table names), table functions or system catalogs;</li>
 *   <li>cost ({@link CostBoundLayer}, settings {@link CostBounds}): no series, cross join or built
 *       value past its bound; a recursive CTE only when its recursion is bounded, with a row cap
 *       written into it ({@link RecursionCap}) where its rows depend on the data.</li>
 * </ol>
 * The layers read the statement as the engine reads it, and the approved SQL is that text: a
 * name the engine accepts bare but JSqlParser takes for a keyword of another dialect (case N06:
 * {@code sample}, {@code window}, {@code full}, {@code prior}) is quoted when it names a catalogued
 * table or column or an alias ({@code KeywordQuoting}), and an unqualified table that only a
 * non-default schema holds gets its schema written in ({@code SchemaQualifier}); DuckDB FROM-first
 * queries are written SELECT-first ({@code FromFirst}) and its short sample clauses method-first
 * ({@code SampleForms}); its other literal-only sample clauses (rows, reservoir, after WHERE) are taken
 * out for the parse and put back where they stand ({@code SampleClauses}), and GLOB is read through a
 * stand-in operator ({@code GlobOperator}); every layer then
 * checks the rewritten text, and again with the row cap. A statement that still does not parse is
 * refused naming the word and its line and column.
 * Refusal rules: {@code unparsable}, {@code empty}, {@code empty-statement}, {@code too-complex},
 * {@code executable-comment}, {@code multiple-statements}, {@code ambiguous-escape},
 * {@code unicode-escape}, {@code nested-comment}, {@code ambiguous-comment}, {@code look-alike-characters},
 * {@code mixed-script}, {@code invisible-character}, {@code not-a-query}, {@code data-modifying-cte},
 * {@code recursive-cte},
 * {@code select-into}, {@code locking-clause}, {@code settings-clause}, {@code top-not-supported},
 * {@code function-not-allowed}, {@code unknown-function}, {@code dialect-syntax},
 * {@code table-function}, {@code file-as-table}, {@code system-catalog}, {@code unknown-table}, {@code unreadable-table},
 * {@code ambiguous-table}, {@code cost-bound}.
 *
 * @since 0.1
 */
public final class StandardGuard {
    private StandardGuard() {
    }

    /**
     * Builds the guard. The result is thread-safe and meant to be shared; it keeps a small cache
     * of parsed statements.
     *
     * @return a guard for every {@link io.askdb.dialect.Dialect}
     * @throws IllegalStateException if the function lists are missing from the class path
     */
    public static SqlGuard create() {
        return create(CostBounds.DEFAULTS);
    }

    /**
     * Builds the guard with other cost bounds.
     *
     * @param bounds the cost layer's ceilings; not null
     * @return a guard for every {@link io.askdb.dialect.Dialect}
     * @since 0.7
     */
    public static SqlGuard create(CostBounds bounds) {
        java.util.Objects.requireNonNull(bounds, "bounds");
        QueryParser parser = new QueryParser();
        FunctionRules rules = FunctionRules.load();
        List<GuardLayer> layers = List.of(
                new LexicalLayer(parser),
                new StatementKindLayer(parser),
                new QueryShapeLayer(parser),
                new FunctionLayer(parser, rules),
                new TableReferenceLayer(parser, rules),
                new CostBoundLayer(parser, bounds));
        return new LayeredSqlGuard(layers, new RecursionCap(parser, bounds, new AppendingRowLimiter(parser)));
    }

    /**
     * Builds the guard with a datasource's access policy: the standard layers with the policy
     * layer before the table layer (so a hidden table is refused as hidden, not unknown), and
     * the policy's row filters (its own and those tables inherit through foreign keys,
     * {@link io.askdb.policy.Policy#filteredThroughKeys}) written into approved SQL before the row cap. Rules added:
     * {@code policy-hidden-table}, {@code policy-hidden-column}, {@code policy-star},
     * {@code policy-masked-column}, {@code policy-star-expression}, {@code policy-whole-row}, {@code policy-natural-join},
     * {@code policy-row-filter},
     * {@code policy-dialect}. The policy is applied as it follows views ({@link ViewLineage}): a
     * view column from a hidden column is hidden, one from a masked column masked, and a view that
     * cannot be followed over protected data is hidden.
     *
     * @param policy      the access policy; not null
     * @param fullCatalog the unfiltered catalog, read on each check (give a caching provider); its
     *                    dialect must be the requests' dialect; not null
     * @return a guard for that datasource; requests carry the visible catalog and the caller
     */
    public static SqlGuard create(io.askdb.policy.Policy policy, io.askdb.catalog.CatalogProvider fullCatalog) {
        return create(policy, fullCatalog, CostBounds.DEFAULTS);
    }

    /**
     * As {@link #create(io.askdb.policy.Policy, io.askdb.catalog.CatalogProvider)}, with other cost bounds.
     *
     * @param policy the access policy; not null
     * @param fullCatalog the unfiltered catalog; not null
     * @param bounds the cost layer's ceilings; not null
     * @return a guard for that datasource
     * @since 0.7
     */
    public static SqlGuard create(io.askdb.policy.Policy policy, io.askdb.catalog.CatalogProvider fullCatalog, CostBounds bounds) {
        java.util.Objects.requireNonNull(bounds, "bounds");
        java.util.Objects.requireNonNull(policy, "policy");
        java.util.Objects.requireNonNull(fullCatalog, "fullCatalog");
        QueryParser parser = new QueryParser();
        FunctionRules rules = FunctionRules.load();
        TableFilters filters = new TableFilters(policy);
        List<GuardLayer> layers = List.of(
                new LexicalLayer(parser),
                new StatementKindLayer(parser),
                new QueryShapeLayer(parser),
                new FunctionLayer(parser, rules),
                new PolicyLayer(parser, new EffectivePolicy(policy, new ViewLineage()), fullCatalog, filters),
                new TableReferenceLayer(parser, rules),
                new CostBoundLayer(parser, bounds, fullCatalog));
        return new LayeredSqlGuard(layers, new RecursionCap(parser, bounds,
                new RowFilterLimiter(parser, policy, fullCatalog, filters, new AppendingRowLimiter(parser))));
    }
}
