package io.askdb.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The {@code catalog.postgres.5000} rows: creates the synthetic tables in PostgreSQL (the
 * caller's, or an embedded one), measures, and drops them or stops the server. When PostgreSQL
 * cannot start or be prepared, the rows are skipped with the reason.
 */
final class PostgresRows {
    static final String PREFIX = "catalog.postgres." + Bench.SYNTHETIC_TABLES;

    private final BenchOptions options;
    private final Sampler sampler;
    private final Consumer<String> progress;

    PostgresRows(BenchOptions options, Sampler sampler, Consumer<String> progress) {
        this.options = options;
        this.sampler = sampler;
        this.progress = progress;
    }

    /** @return the selected PostgreSQL rows, measured, skipped or failed */
    List<BenchRow> measure() {
        List<String> names = List.of(PREFIX, PREFIX + ".samples").stream().filter(options::selects).toList();
        List<BenchRow> rows = new ArrayList<>();
        if (names.isEmpty()) return rows;
        String target = options.postgresUrl() == null ? "embedded PostgreSQL" : "the given PostgreSQL";
        long t0 = System.nanoTime();
        SyntheticPostgres db;
        try {
            progress.accept("creating " + Bench.SYNTHETIC_TABLES + " tables in " + target);
            db = SyntheticPostgres.create(options.postgresUrl(), Bench.SYNTHETIC_TABLES);
        } catch (Exception e) {
            String reason = target + " could not be prepared: " + Bench.reason(e);
            names.forEach(name -> rows.add(BenchRow.skipped(name, CatalogRows.UNIT, reason)));
            return rows;
        }
        progress.accept(target + " ready in " + (System.nanoTime() - t0) / 1_000_000 + " ms; " + PREFIX + ": " + sampler.describe());
        try (db) {
            rows.addAll(CatalogRows.measure(PREFIX, options, sampler, db.url(), db.credentials(), db.description()));
        } catch (RuntimeException e) {
            names.forEach(name -> rows.add(new BenchRow(name, CatalogRows.UNIT, 0, 0, 0, "failed: " + Bench.reason(e))));
        } catch (Exception e) {
            progress.accept("could not clean up " + target + ": " + Bench.reason(e));
        }
        return rows;
    }
}
