package io.askdb.bench;

import java.util.Objects;

/**
 * One measurement of a bench run.
 *
 * @param name    the row name, e.g. {@code guard} or {@code link.500} (see {@link Bench#ROWS}); not blank
 * @param unit    the unit of {@code median} and {@code p95}: {@code us}, {@code ms}, {@code tables/s}
 *                or {@code MB}; not blank
 * @param samples how many measured samples (warm-up excluded); 0 when the row was skipped or failed
 * @param median  the nearest-rank 50th percentile (for an even count, the lower of the two middle
 *                samples); 0 when {@code samples} is 0
 * @param p95     the nearest-rank 95th percentile, the slow tail: for a rate unit
 *                ({@code tables/s}) it is the rate of the 95th-percentile duration, so it is at
 *                most the median; 0 when {@code samples} is 0
 * @param note    what was measured, or why the row was skipped ({@code "skipped: ..."}) or failed
 *                ({@code "failed: ..."}); not null
 * @since 0.1
 */
public record BenchRow(String name, String unit, int samples, double median, double p95, String note) {
    public BenchRow {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("BenchRow.name must not be blank");
        if (unit == null || unit.isBlank()) throw new IllegalArgumentException("BenchRow.unit must not be blank");
        if (samples < 0) throw new IllegalArgumentException("BenchRow.samples must be >= 0, was " + samples);
        if (Double.isNaN(median) || Double.isNaN(p95)) {
            throw new IllegalArgumentException("BenchRow.median and BenchRow.p95 must be numbers");
        }
        Objects.requireNonNull(note, "BenchRow.note");
    }

    /**
     * @param name   the row name; not blank
     * @param unit   the unit the row would have had; not blank
     * @param reason why it was not measured, e.g. "no schema index builder given"; not null
     * @return a row with no samples and the note {@code "skipped: " + reason}
     */
    public static BenchRow skipped(String name, String unit, String reason) {
        return new BenchRow(name, unit, 0, 0, 0, "skipped: " + reason);
    }

    /** @return true when nothing was measured (skipped or failed) */
    public boolean measured() {
        return samples > 0;
    }
}
