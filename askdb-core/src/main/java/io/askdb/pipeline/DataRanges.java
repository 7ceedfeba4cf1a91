package io.askdb.pipeline;

import io.askdb.catalog.Catalog;
import io.askdb.critic.GuardedProbe;
import io.askdb.execution.ResultTable;
import io.askdb.explanation.DataRange;
import io.askdb.explanation.DataRangeReader;
import io.askdb.policy.Caller;
import java.util.function.BooleanSupplier;

/**
 * Step 10's look at the data for an answer that found nothing: the setup's {@link DataRangeReader}
 * with a probe that passes the same guard, for the same caller, as the answer's own SQL, and may run
 * at most {@value #BUDGET} queries. Used for questions and for the user's own SQL.
 */
public final class DataRanges {
    /** Probes one reading may run: one MIN/MAX query. */
    static final int BUDGET = 1;

    private DataRanges() {
    }

    /**
     * @param setup     the agent's parts (guard, executor, limits, reader); not null
     * @param catalog   the visible catalog; not null
     * @param caller    whose policy applies; null for anonymous
     * @param sql       the SQL that ran; not blank
     * @param result    its result; not null
     * @param cancelled true once the question is cancelled; not null
     * @return the range, or null when the result found something or no range was read
     */
    public static DataRange read(AgentSetup setup, Catalog catalog, Caller caller, String sql, ResultTable result, BooleanSupplier cancelled) {
        if (setup.dataRanges() == DataRangeReader.NONE || !DataRangeReader.nothingFound(result)) return null;
        GuardedProbe probe = new GuardedProbe(setup.guard(), setup.executor(), catalog, caller, setup.limits().timeout(), BUDGET, cancelled);
        return setup.dataRanges().read(sql, result, catalog, probe).orElse(null);
    }
}
