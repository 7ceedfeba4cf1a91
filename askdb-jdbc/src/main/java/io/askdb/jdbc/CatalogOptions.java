package io.askdb.jdbc;

import java.time.Duration;
import java.util.Objects;

/**
 * How {@link JdbcCatalogProvider} samples column values for value linking. Sample values are
 * data and may carry prompt injection, so they are few and short.
 *
 * @param sampleValues    whether to sample text columns at all
 * @param sampleBudget    wall-clock budget for all sampling of one catalog read; columns not
 *                        reached in time get no samples; at least 1 second
 * @param maxValues       distinct values kept per column, 1 to 20
 * @param maxDistinct     a column is sampled only when it has at most this many distinct values
 *                        among the scanned rows, at least {@code maxValues}
 * @param scanRows        rows scanned per column to count distinct values, at least 1
 * @param maxValueLength  characters kept of each value, 1 to 200
 * @since 0.1
 */
public record CatalogOptions(boolean sampleValues, Duration sampleBudget, int maxValues, int maxDistinct,
                             int scanRows, int maxValueLength) {
    /** Sampling on: 5 values of at most 60 characters from columns with at most 50 distinct values in the first 10,000 rows, within 10 seconds. */
    public static final CatalogOptions DEFAULT = new CatalogOptions(true, Duration.ofSeconds(10), 5, 50, 10_000, 60);

    /** No sampling: metadata only. */
    public static final CatalogOptions NO_SAMPLES = new CatalogOptions(false, Duration.ofSeconds(10), 5, 50, 10_000, 60);

    public CatalogOptions {
        Objects.requireNonNull(sampleBudget, "CatalogOptions.sampleBudget");
        if (sampleBudget.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("CatalogOptions.sampleBudget must be at least 1 second, was " + sampleBudget);
        }
        if (maxValues < 1 || maxValues > 20) {
            throw new IllegalArgumentException("CatalogOptions.maxValues must be 1 to 20, was " + maxValues);
        }
        if (maxDistinct < maxValues) {
            throw new IllegalArgumentException("CatalogOptions.maxDistinct must be >= maxValues (" + maxValues + "), was " + maxDistinct);
        }
        if (scanRows < 1) throw new IllegalArgumentException("CatalogOptions.scanRows must be >= 1, was " + scanRows);
        if (maxValueLength < 1 || maxValueLength > 200) {
            throw new IllegalArgumentException("CatalogOptions.maxValueLength must be 1 to 200, was " + maxValueLength);
        }
    }
}
