package io.askdb.pipeline;

import io.askdb.catalog.Catalog;
import io.askdb.critic.ResultProbe;
import io.askdb.error.AskdbException;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.policy.Caller;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The critic's probe for one question: each probe passes the same guard as candidate SQL, for the
 * same caller, and runs on the read-only executor with at most {@link #TIMEOUT} and the row cap the
 * check asks for. At most {@link #BUDGET} probes run per critic step, so a check cannot turn one
 * question into many slow queries.
 */
final class GuardedProbe implements ResultProbe {
    static final int BUDGET = 8;
    static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final AgentSetup setup;
    private final Catalog catalog;
    private final Caller caller;
    private final AskState state;
    private final AtomicInteger used = new AtomicInteger();

    GuardedProbe(AgentSetup setup, Catalog catalog, AskState state) {
        this.setup = setup;
        this.catalog = catalog;
        this.caller = state.question().caller();
        this.state = state;
    }

    @Override
    public Optional<ResultTable> run(String sql, int maxRows) {
        if (sql == null || sql.isBlank() || maxRows < 1 || state.cancelled() || used.incrementAndGet() > BUDGET) return Optional.empty();
        try {
            if (!(setup.guard().check(new GuardRequest(sql, catalog.dialect(), catalog, maxRows, caller)) instanceof ApprovedSql approved)) {
                return Optional.empty();
            }
            Duration timeout = setup.limits().timeout().compareTo(TIMEOUT) < 0 ? setup.limits().timeout() : TIMEOUT;
            return Optional.of(setup.executor().run(approved, new ExecutionLimits(timeout, maxRows)));
        } catch (ExecutionException | AskdbException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
