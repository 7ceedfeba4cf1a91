package io.askdb.eval;

/**
 * How a predicted result is compared with the gold result for execution accuracy (EX).
 *
 * @since 0.1
 */
public enum Comparison {
    /**
     * The Spider test-suite evaluator's rule (taoyds/test-suite-sql-eval, {@code exec_eval.result_eq}):
     * the same number of rows and columns; rows compared as multisets, or as sequences when the
     * gold SQL has ORDER BY; columns may be in any order (every permutation is tried).
     */
    SPIDER,
    /**
     * The BIRD evaluator's rule (bird-bench, {@code evaluation.py}): the predicted and gold rows
     * compared as sets, so duplicates and order do not count, and column order does.
     */
    BIRD
}
