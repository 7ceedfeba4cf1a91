package io.askdb.jdbc;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits of a {@link JdbcSqlExecutor} beyond the per-statement {@link io.askdb.execution.ExecutionLimits}.
 *
 * @param maxResultBytes most bytes of cell data one result may hold (estimated as UTF-8 text for
 *                       strings, 8 per number, the decoded size for bytes), at least 1,024; rows
 *                       past it are dropped and the result is marked truncated by
 *                       {@link io.askdb.execution.Truncation#BYTE_CAP}, its total unknown
 * @param maxConcurrent  most statements running at once on this executor's database, at least 1
 * @param busyWait       how long a statement waits for a free slot before failing as busy; not negative
 * @since 0.1
 */
public record ExecutorOptions(long maxResultBytes, int maxConcurrent, Duration busyWait) {
    /** 10,000,000 bytes, 4 statements at once, 10 s wait for a slot. */
    public static final ExecutorOptions DEFAULTS = new ExecutorOptions(10_000_000, 4, Duration.ofSeconds(10));

    public ExecutorOptions {
        if (maxResultBytes < 1_024) {
            throw new IllegalArgumentException("ExecutorOptions.maxResultBytes must be >= 1024, was " + maxResultBytes);
        }
        if (maxConcurrent < 1) throw new IllegalArgumentException("ExecutorOptions.maxConcurrent must be >= 1, was " + maxConcurrent);
        Objects.requireNonNull(busyWait, "ExecutorOptions.busyWait");
        if (busyWait.isNegative()) throw new IllegalArgumentException("ExecutorOptions.busyWait must not be negative, was " + busyWait);
    }
}
