package io.askdb.critic;

import io.askdb.catalog.Catalog;
import io.askdb.error.AskdbException;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.execution.SqlExecutor;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.SqlGuard;
import io.askdb.policy.Caller;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The probe the pipeline gives the critic for one question: each probe passes the same guard as
 * candidate SQL, for the same caller (policy, row filters), and runs on the read-only executor with
 * at most {@link #TIMEOUT} (or the question's own timeout when shorter) and the row cap the check
 * asks for. At most {@code budget} probes run, so a check cannot turn one question into many slow
 * queries; a refused, failed or cancelled probe is empty. Thread-safe.
 *
 * @since 0.4
 */
public final class GuardedProbe implements ResultProbe {
    /** Probes per critic step in the pipeline. */
    public static final int BUDGET = 8;
    /** The longest a probe may run. */
    public static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final SqlGuard guard;
    private final SqlExecutor executor;
    private final Catalog catalog;
    private final Caller caller;
    private final Duration timeout;
    private final int budget;
    private final BooleanSupplier cancelled;
    private final AtomicInteger used = new AtomicInteger();

    /**
     * @param guard     the guard candidate SQL passes; not null
     * @param executor  the read-only executor; not null
     * @param catalog   the visible catalog; not null
     * @param caller    whose policy applies; null for anonymous
     * @param timeout   the question's timeout; a probe runs at most the shorter of it and {@link #TIMEOUT}
     * @param budget    the most probes that run, 1 or more
     * @param cancelled true once the question is cancelled: no further probe runs; not null
     */
    public GuardedProbe(SqlGuard guard, SqlExecutor executor, Catalog catalog, Caller caller, Duration timeout, int budget,
                        BooleanSupplier cancelled) {
        this.guard = Objects.requireNonNull(guard, "guard");
        this.executor = Objects.requireNonNull(executor, "executor");
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.caller = caller;
        this.timeout = timeout.compareTo(TIMEOUT) < 0 ? timeout : TIMEOUT;
        if (budget < 1) throw new IllegalArgumentException("GuardedProbe.budget must be >= 1, was " + budget);
        this.budget = budget;
        this.cancelled = Objects.requireNonNull(cancelled, "cancelled");
    }

    @Override
    public Optional<ResultTable> run(String sql, int maxRows) {
        if (sql == null || sql.isBlank() || maxRows < 1 || cancelled.getAsBoolean() || used.incrementAndGet() > budget) return Optional.empty();
        try {
            if (!(guard.check(new GuardRequest(sql, catalog.dialect(), catalog, maxRows, caller)) instanceof ApprovedSql approved)) {
                return Optional.empty();
            }
            return Optional.of(executor.run(approved, new ExecutionLimits(timeout, maxRows)));
        } catch (ExecutionException | AskdbException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
