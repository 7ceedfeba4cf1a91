package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.SqlGuard;
import io.askdb.sql.StandardGuard;
import java.util.EnumMap;
import java.util.Map;

/**
 * The {@code guard} row: microseconds per statement of {@link StandardGuard} (every layer,
 * table validation against the Chinook catalog, the row limiter) over {@link GuardCorpus}. Each
 * run appends a block comment with its run number to the statement, so the guard's parse cache
 * never answers, as with real generated SQL.
 */
final class GuardRow {
    static final String NAME = "guard";
    static final String UNIT = "us";

    private final SqlGuard guard = StandardGuard.create();
    private final Map<Dialect, Catalog> catalogs = new EnumMap<>(Dialect.class);

    /** @param chinook the Chinook catalog; re-labelled for each dialect of the corpus */
    GuardRow(Catalog chinook) {
        for (GuardCorpus.Case c : GuardCorpus.CASES) {
            catalogs.computeIfAbsent(c.dialect(), d -> new Catalog(d, null, chinook.tables()));
        }
    }

    /** @return whether the guard approves the case, with the run suffix that defeats the cache */
    boolean check(GuardCorpus.Case c, int run) {
        String sql = c.sql() + " /* run " + run + " */";
        return guard.check(new GuardRequest(sql, c.dialect(), catalogs.get(c.dialect()), 1000)) instanceof ApprovedSql;
    }

    BenchRow measure(Sampler sampler) {
        int size = GuardCorpus.CASES.size();
        double[] us = sampler.time(k -> check(GuardCorpus.CASES.get(k % size), k), 1_000);
        long dialects = GuardCorpus.CASES.stream().map(GuardCorpus.Case::dialect).distinct().count();
        return Percentiles.row(NAME, UNIT, us, size + " statements (" + GuardCorpus.approvedCount() + " approved, "
                + (size - GuardCorpus.approvedCount()) + " refused) in " + dialects + " dialects on Chinook");
    }
}
