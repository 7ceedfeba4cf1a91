package io.askdb.execution;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits on one execution.
 *
 * @param timeout the statement timeout, at least 1 second (JDBC timeouts are in whole seconds)
 * @param maxRows the row cap: the most rows a result may hold, at least 1
 * @since 0.1
 */
public record ExecutionLimits(Duration timeout, int maxRows) {
    /** The defaults: 10 seconds and 1,000 rows. */
    public static final ExecutionLimits DEFAULT = new ExecutionLimits(Duration.ofSeconds(10), 1000);

    public ExecutionLimits {
        Objects.requireNonNull(timeout, "ExecutionLimits.timeout");
        if (timeout.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("ExecutionLimits.timeout must be at least 1 second, was " + timeout);
        }
        if (maxRows < 1) throw new IllegalArgumentException("ExecutionLimits.maxRows must be >= 1, was " + maxRows);
    }
}
