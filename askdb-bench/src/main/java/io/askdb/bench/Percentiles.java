package io.askdb.bench;

import java.util.Arrays;

/**
 * Nearest-rank percentiles: the {@code p}-th percentile of {@code n} sorted samples is the sample
 * at 1-based rank {@code ceil(p / 100 * n)} (at least 1). It is always one of the samples, never
 * an interpolation, so the median of an even count is the lower of the two middle samples.
 */
final class Percentiles {
    private Percentiles() {
    }

    /**
     * @param samples the samples, any order, at least one; not modified
     * @param p       the percentile, above 0 and at most 100
     * @return the nearest-rank percentile
     * @throws IllegalArgumentException when there are no samples or {@code p} is out of range
     */
    static double nearestRank(double[] samples, double p) {
        if (samples.length == 0) throw new IllegalArgumentException("samples must not be empty");
        if (!(p > 0 && p <= 100)) throw new IllegalArgumentException("p must be above 0 and at most 100, was " + p);
        double[] sorted = samples.clone();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(1, Math.min(rank, sorted.length)) - 1];
    }

    /**
     * @param name    the row name
     * @param unit    the unit of the samples
     * @param samples the measured samples, at least one
     * @param note    what was measured
     * @return a row with the median and p95 of the samples
     */
    static BenchRow row(String name, String unit, double[] samples, String note) {
        return new BenchRow(name, unit, samples.length, nearestRank(samples, 50), nearestRank(samples, 95), note);
    }
}
