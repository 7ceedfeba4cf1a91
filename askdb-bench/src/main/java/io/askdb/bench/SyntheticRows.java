package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * Prepares the synthetic SQLite database (generating it when the work directory has no complete
 * one), measures the {@code catalog.sqlite.5000} rows and hands the synthetic catalog on to the
 * index and link rows.
 */
final class SyntheticRows {
    static final String PREFIX = "catalog.sqlite." + Bench.SYNTHETIC_TABLES;

    private final BenchOptions options;
    private final Sampler sampler;
    private final Consumer<String> progress;

    SyntheticRows(BenchOptions options, Sampler sampler, Consumer<String> progress) {
        this.options = options;
        this.sampler = sampler;
        this.progress = progress;
    }

    /**
     * @param rows           where the catalog rows are added
     * @param catalogWanted  whether the index and link rows need the synthetic catalog
     * @return the synthetic catalog (metadata only) when wanted and readable, else null
     */
    Catalog measure(List<BenchRow> rows, boolean catalogWanted) {
        List<String> names = List.of(PREFIX, PREFIX + ".samples").stream().filter(options::selects).toList();
        if (names.isEmpty() && !catalogWanted) return null;
        Path file;
        try {
            long t0 = System.nanoTime();
            file = SyntheticSqlite.ensure(options.workDir(), Bench.SYNTHETIC_TABLES);
            progress.accept("synthetic SQLite database ready in " + (System.nanoTime() - t0) / 1_000_000 + " ms: " + file);
        } catch (RuntimeException e) {
            names.forEach(name -> rows.add(new BenchRow(name, CatalogRows.UNIT, 0, 0, 0, "failed: " + Bench.reason(e))));
            return null;
        }
        if (!names.isEmpty()) {
            progress.accept(PREFIX + ": " + sampler.describe());
            try {
                rows.addAll(CatalogRows.measure(PREFIX, options, sampler, file.toString(), null, "SQLite"));
            } catch (RuntimeException e) {
                names.forEach(name -> rows.add(new BenchRow(name, CatalogRows.UNIT, 0, 0, 0, "failed: " + Bench.reason(e))));
            }
        }
        if (!catalogWanted) return null;
        try {
            return new JdbcCatalogProvider(ReadOnlyConnectionSource.of(file.toString(), null), CatalogOptions.NO_SAMPLES).catalog();
        } catch (RuntimeException e) {
            progress.accept("the synthetic catalog could not be read: " + Bench.reason(e));
            return null;
        }
    }
}
