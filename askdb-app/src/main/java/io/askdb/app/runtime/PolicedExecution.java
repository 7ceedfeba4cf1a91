package io.askdb.app.runtime;

import io.askdb.TextToSql;
import io.askdb.app.config.AskdbConfig;
import io.askdb.catalog.CatalogProvider;
import io.askdb.execution.SqlExecutor;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.EngineCostGuard;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.policy.Policy;
import io.askdb.policy.PolicyLineage;
import io.askdb.sql.MaskingSqlExecutor;
import io.askdb.sql.StandardGuard;
import io.askdb.sql.ViewLineage;

/**
 * The policed half of a pipeline, wired from configuration: the access policy followed through
 * views ({@link ViewLineage}), the standard guard with the policy and the cost bounds
 * ({@code askdb.max-scan-rows}, {@code askdb.max-value-bytes}), the engine's own estimate checked
 * after approval ({@link EngineCostGuard}: {@code askdb.max-cost} for PostgreSQL and MySQL,
 * {@code askdb.max-scan-rows} for DuckDB), and results masked ({@link MaskingSqlExecutor}).
 */
final class PolicedExecution {
    /** One view lineage for the process: it keeps a small cache of followed catalogs. */
    static final PolicyLineage LINEAGE = new ViewLineage();

    private final AskdbConfig config;

    PolicedExecution(AskdbConfig config) {
        this.config = config;
    }

    /** @return the guard every statement passes, without a database or policy */
    SqlGuard guard() {
        return StandardGuard.create(config.limits().costBounds());
    }

    /**
     * Sets the policy, lineage, guard and executor of a pipeline.
     *
     * @param b        the pipeline being built; not null
     * @param policy   the access policy; not null
     * @param full     the unfiltered catalog (a caching provider); not null
     * @param source   the database, for the engine's estimates; not null
     * @param executor the executor to mask; not null
     * @return {@code b}
     */
    TextToSql.Builder apply(TextToSql.Builder b, Policy policy, CatalogProvider full, ReadOnlyConnectionSource source,
                            SqlExecutor executor) {
        SqlGuard guard = new EngineCostGuard(StandardGuard.create(policy, full, config.limits().costBounds()), source,
                source.dialect(), config.timeout(), config.limits().maxCost(), config.limits().maxScanRows());
        return b.policy(policy).lineage(LINEAGE).guard(guard).executor(new MaskingSqlExecutor(executor, policy, full));
    }
}
