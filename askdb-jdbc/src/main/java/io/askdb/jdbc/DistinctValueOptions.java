package io.askdb.jdbc;

import java.time.Duration;
import java.util.Objects;

/**
 * How {@link DistinctValueReader} reads the distinct values of text columns for the value index.
 * Values are data, not instructions: they are only ever compared with question words.
 *
 * @param maxValues per column, the most distinct values kept, 1 to 1,000,000; a column with more
 *                  is read up to this many and marked {@link ColumnValues#truncated()}
 * @param maxLength the longest value kept, in characters (code points), 1 to 1,000; longer
 *                  values are dropped, not cut, since a cut value matches no question
 * @param budget    wall-clock budget for one {@link DistinctValueReader#read} call over all its
 *                  tables, at least 1 second; columns not reached in time are reported
 * @since 0.2
 */
public record DistinctValueOptions(int maxValues, int maxLength, Duration budget) {
    /** 20,000 values of at most 100 characters per column, 30 seconds for the whole database. */
    public static final DistinctValueOptions DEFAULT = new DistinctValueOptions(20_000, 100, Duration.ofSeconds(30));

    public DistinctValueOptions {
        if (maxValues < 1 || maxValues > 1_000_000) {
            throw new IllegalArgumentException("DistinctValueOptions.maxValues must be 1 to 1,000,000, was " + maxValues);
        }
        if (maxLength < 1 || maxLength > 1_000) {
            throw new IllegalArgumentException("DistinctValueOptions.maxLength must be 1 to 1,000, was " + maxLength);
        }
        Objects.requireNonNull(budget, "DistinctValueOptions.budget");
        if (budget.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("DistinctValueOptions.budget must be at least 1 second, was " + budget);
        }
    }
}
