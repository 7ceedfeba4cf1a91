package io.askdb.eval;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Decides execution accuracy (EX) for one question: whether a predicted result matches the gold
 * result under a benchmark's own rule.
 *
 * <p>Cells compare by value as in Python, which both evaluators are written in: numbers across
 * {@link Long}, {@link java.math.BigDecimal} and {@link Double} by value ({@code 1 == 1.0 == 1.00}),
 * booleans as 1 and 0 ({@code True == 1}), text exactly and case-sensitively, null only with null.
 * askdb adds one tolerance the benchmarks do not have: numbers are rounded to 6 decimal places
 * before comparing, so {@code 0.3333333} equals {@code 0.33333334} but {@code 0.33} does not equal
 * {@code 0.34}. Column labels are ignored.
 *
 * @since 0.1
 */
public final class ResultComparator {
    /** ORDER and BY as whole words, any whitespace between them. */
    private static final Pattern ORDER_BY = Pattern.compile("(?<![\\w$])order\\s+by(?![\\w$])", Pattern.CASE_INSENSITIVE);

    private ResultComparator() {
    }

    /**
     * Compares a predicted result with a gold result.
     *
     * <p>{@link Comparison#SPIDER} follows {@code result_eq} of the Spider test-suite evaluator
     * (taoyds/test-suite-sql-eval, {@code exec_eval.py}): both empty is equal (whatever the columns);
     * different row counts or column counts are not; otherwise the results are equal when some
     * column permutation of the predicted rows equals the gold rows, as sequences when
     * {@code orderMatters}, else as multisets (duplicates count). Permutations are pruned by
     * checking, over all rows (Spider samples 20 rows when there are more than 3 columns), that
     * each predicted column's values are a subset of the paired gold column's values; the pruning
     * never drops a permutation that could match, so verdicts are Spider's.
     *
     * <p>{@link Comparison#BIRD} follows BIRD's {@code evaluation.py}
     * (AlibabaResearch/DAMO-ConvAI, {@code bird/llm/src/evaluation.py}):
     * {@code set(predicted_res) == set(ground_truth_res)} on row tuples in the column order
     * returned, so duplicates and row order do not count and column order does;
     * {@code orderMatters} is ignored.
     *
     * @param mode         the benchmark's rule; not null
     * @param gold         the gold result; not null
     * @param predicted    the predicted result; not null
     * @param orderMatters for SPIDER, whether row order counts (see {@link #orderMatters(String)})
     * @return true when the predicted result counts as correct
     */
    public static boolean sameResult(Comparison mode, Rows gold, Rows predicted, boolean orderMatters) {
        Objects.requireNonNull(mode, "mode");
        List<List<Object>> g = CellKeys.of(Objects.requireNonNull(gold, "gold").rows());
        List<List<Object>> p = CellKeys.of(Objects.requireNonNull(predicted, "predicted").rows());
        if (mode == Comparison.BIRD) return new HashSet<>(g).equals(new HashSet<>(p));
        return SpiderResultEquality.equal(g, p, orderMatters);
    }

    /**
     * Whether row order counts when comparing with this gold SQL. Spider's rule
     * ({@code exec_eval.eval_exec_match}) is {@code 'order by' in g_str.lower()}; askdb applies it
     * more robustly: true when ORDER and BY appear as whole words, separated by any whitespace
     * (spaces, tabs, newlines), outside string literals, quoted identifiers and comments. As in
     * Spider, an ORDER BY inside a subquery counts too.
     *
     * @param goldSql the gold SQL; not null
     * @return true when the gold SQL has an ORDER BY
     */
    public static boolean orderMatters(String goldSql) {
        Objects.requireNonNull(goldSql, "goldSql");
        return ORDER_BY.matcher(SqlText.withoutLiterals(goldSql)).find();
    }
}
