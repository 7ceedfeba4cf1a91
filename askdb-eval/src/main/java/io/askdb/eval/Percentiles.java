package io.askdb.eval;

import java.util.Arrays;

/**
 * The median and 95th percentile of a time measured per question, in milliseconds.
 *
 * <p>Both use the nearest-rank method: the p-th percentile of n sorted values is the value at
 * rank {@code ceil(p / 100 * n)} (1-based), always one of the measured values; so the median of
 * an even count is the lower of the two middle values, not their mean. Both are 0 when there are
 * no values.
 *
 * @param median the 50th percentile, at least 0
 * @param p95    the 95th percentile, at least 0
 * @since 0.1
 */
public record Percentiles(long median, long p95) {
    public Percentiles {
        if (median < 0) throw new IllegalArgumentException("Percentiles.median must be >= 0, was " + median);
        if (p95 < 0) throw new IllegalArgumentException("Percentiles.p95 must be >= 0, was " + p95);
    }

    /**
     * @param millis the measured values, each at least 0; not changed
     * @return their nearest-rank median and 95th percentile
     */
    static Percentiles of(long[] millis) {
        long[] sorted = millis.clone();
        Arrays.sort(sorted);
        return new Percentiles(nearestRank(sorted, 50), nearestRank(sorted, 95));
    }

    private static long nearestRank(long[] sorted, int percent) {
        if (sorted.length == 0) return 0;
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(1, rank) - 1];
    }
}
