package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.critic.CriticRequest;
import io.askdb.critic.CriticVerdict;
import io.askdb.error.AskdbException;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.validation.QueryShape;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One real database for critic tests: its catalog (with samples), the read-only executor, and a
 * probe that works as the pipeline's does (the same guard, a short timeout, the row cap asked
 * for), recording the probes it ran.
 */
final class CriticEngine {
    private static final ResultCritic CRITIC = new ResultCritic();
    final Catalog catalog;
    final JdbcSqlExecutor executor;
    final List<String> probes = new ArrayList<>();

    CriticEngine(String location) {
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(location, null);
        this.catalog = new JdbcCatalogProvider(source, CatalogOptions.DEFAULT).catalog();
        this.executor = new JdbcSqlExecutor(source);
    }

    ResultTable run(String sql, int maxRows) {
        ApprovedSql approved = Fixtures.approved(Fixtures.GUARD.check(new GuardRequest(sql, catalog.dialect(), catalog, maxRows)));
        return executor.run(approved, new ExecutionLimits(Duration.ofSeconds(5), maxRows));
    }

    private Optional<ResultTable> probe(String sql, int maxRows) {
        probes.add(sql);
        try {
            if (!(Fixtures.GUARD.check(new GuardRequest(sql, catalog.dialect(), catalog, maxRows)) instanceof ApprovedSql a)) {
                return Optional.empty();
            }
            return Optional.of(executor.run(a, new ExecutionLimits(Duration.ofSeconds(5), maxRows)));
        } catch (ExecutionException | AskdbException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Guards, runs and reviews the SQL as the agent would, with a working probe. */
    CriticVerdict review(String question, String sql) {
        ResultTable result = run(sql, 100);
        return CRITIC.review(new CriticRequest(question, sql, result, QueryShape.UNKNOWN, catalog, this::probe));
    }

    /** @return the rows the SQL returns, as text, for asserting what a fix gives */
    String rows(String sql) {
        return run(sql, 100).rows().toString();
    }

    static CriticVerdict.Rejected rejected(CriticVerdict verdict) {
        if (verdict instanceof CriticVerdict.Rejected r) return r;
        throw new AssertionError("expected a rejection but the critic accepted: " + verdict);
    }
}
