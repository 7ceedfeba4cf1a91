package io.askdb.eval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Spider test-suite evaluator's result equality ({@code result_eq} in
 * taoyds/test-suite-sql-eval, {@code exec_eval.py}), written again over {@link CellKeys}.
 *
 * <p>The steps are Spider's: both empty is equal; different row counts or column counts are not;
 * a quick rejection compares the rows with their cells unordered ({@code quick_rej}); then every
 * viable column permutation of the predicted rows is tried, and one that makes the rows equal (as
 * sequences when order matters, else as multisets, {@code multiset_eq}) makes the results equal.
 *
 * <p>Pruning ({@code get_constraint_permutation}): Spider keeps every permutation for up to 3
 * columns and, for more, drops a pairing of predicted column j with gold column i when a predicted
 * value of column j, in 20 randomly sampled rows, is missing from gold column i's values. askdb
 * checks all rows for any column count, which is deterministic; it drops only pairings that could
 * never match, as Spider's sample does, so the verdicts are the same. askdb also skips a predicted
 * column whose values equal, row for row, a column already tried at the same position, since the
 * permuted rows would be the same.
 */
final class SpiderResultEquality {
    private final List<List<Object>> gold;
    private final List<List<Object>> predicted;
    private final boolean orderMatters;
    private final int columns;
    private final List<List<Integer>> candidates = new ArrayList<>();
    private final List<List<Object>> predictedColumns = new ArrayList<>();

    private SpiderResultEquality(List<List<Object>> gold, List<List<Object>> predicted, boolean orderMatters) {
        this.gold = gold;
        this.predicted = predicted;
        this.orderMatters = orderMatters;
        this.columns = gold.get(0).size();
    }

    /** Rows are lists of {@link CellKeys} keys; gold is Spider's {@code result1}, predicted its {@code result2}. */
    static boolean equal(List<List<Object>> gold, List<List<Object>> predicted, boolean orderMatters) {
        if (gold.isEmpty() && predicted.isEmpty()) return true;
        if (gold.size() != predicted.size()) return false;
        if (predicted.get(0).size() != gold.get(0).size()) return false;
        if (!sameUnorderedRows(gold, predicted, orderMatters)) return false;
        return new SpiderResultEquality(gold, predicted, orderMatters).anyPermutationMatches();
    }

    /** Spider's {@code quick_rej}: each row as a bag of cells; sequences when order matters, else sets. */
    private static boolean sameUnorderedRows(List<List<Object>> gold, List<List<Object>> predicted, boolean orderMatters) {
        List<Map<Object, Integer>> g = gold.stream().map(SpiderResultEquality::bag).toList();
        List<Map<Object, Integer>> p = predicted.stream().map(SpiderResultEquality::bag).toList();
        return orderMatters ? g.equals(p) : new HashSet<>(g).equals(new HashSet<>(p));
    }

    private boolean anyPermutationMatches() {
        for (int j = 0; j < columns; j++) predictedColumns.add(column(predicted, j));
        for (int i = 0; i < columns; i++) {
            Set<Object> goldValues = new HashSet<>(column(gold, i));
            List<Integer> viable = new ArrayList<>();
            for (int j = 0; j < columns; j++) {
                if (goldValues.containsAll(predictedColumns.get(j))) viable.add(j);
            }
            candidates.add(viable);
        }
        return search(new int[columns], new boolean[columns], 0);
    }

    /** Depth-first over permutations: position i of the permuted row takes predicted column perm[i]. */
    private boolean search(int[] perm, boolean[] used, int position) {
        if (position == columns) return matches(perm);
        Set<List<Object>> tried = new HashSet<>();
        for (int j : candidates.get(position)) {
            if (used[j] || !tried.add(predictedColumns.get(j))) continue;
            used[j] = true;
            perm[position] = j;
            boolean found = search(perm, used, position + 1);
            used[j] = false;
            if (found) return true;
        }
        return false;
    }

    private boolean matches(int[] perm) {
        List<List<Object>> permuted = new ArrayList<>(predicted.size());
        for (List<Object> row : predicted) {
            List<Object> p = new ArrayList<>(columns);
            for (int j : perm) p.add(row.get(j));
            permuted.add(p);
        }
        return orderMatters ? gold.equals(permuted) : bag(gold).equals(bag(permuted));
    }

    private static List<Object> column(List<List<Object>> rows, int index) {
        List<Object> values = new ArrayList<>(rows.size());
        for (List<Object> row : rows) values.add(row.get(index));
        return values;
    }

    private static <T> Map<T, Integer> bag(List<T> items) {
        Map<T, Integer> counts = new HashMap<>();
        for (T item : items) counts.merge(item, 1, Integer::sum);
        return counts;
    }
}
