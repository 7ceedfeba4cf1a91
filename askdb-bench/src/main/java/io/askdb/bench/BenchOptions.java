package io.askdb.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What {@link Bench} measures and how often.
 *
 * @param warmup             unmeasured runs before the samples of each per-item row (guard,
 *                           link, planner, agent), at least 0; whole-catalog rows (catalog, index)
 *                           warm up once when this is above 0; the agent rows take at most 25
 * @param repetitions        measured samples of each per-item row, at least 1; runs (warm-up
 *                           and measured) take the items of the row's fixed corpus in turn; the
 *                           agent rows take at most 100 (a question takes tens of milliseconds)
 * @param catalogRepetitions measured samples of each whole-catalog row (a full catalog read or
 *                           index build of 5,000 tables), at least 1
 * @param only               row names or name prefixes to run (e.g. {@code guard},
 *                           {@code catalog}, {@code link.500}); empty runs every row of
 *                           {@link Bench#ROWS}; not null
 * @param postgresUrl        a JDBC URL of a PostgreSQL database to create the synthetic tables in
 *                           (schema {@code askdb_bench}, dropped and recreated, dropped after), with
 *                           credentials as URL parameters; null starts an embedded PostgreSQL
 * @param workDir            where the synthetic SQLite database is generated and kept for reuse,
 *                           and the agent rows' data, empty BEAVER database and schema indexes
 *                           are kept; created when missing; not null
 * @param chinook            the Chinook SQLite file (read only) for the guard, planner and Chinook
 *                           agent rows; not null; when it does not exist those rows are skipped
 * @since 0.1
 */
public record BenchOptions(int warmup, int repetitions, int catalogRepetitions, Set<String> only, String postgresUrl,
                           Path workDir, Path chinook) {
    public BenchOptions {
        List<String> problems = new ArrayList<>();
        if (warmup < 0) problems.add("BenchOptions.warmup must be >= 0, was " + warmup);
        if (repetitions < 1) problems.add("BenchOptions.repetitions must be >= 1, was " + repetitions);
        if (catalogRepetitions < 1) problems.add("BenchOptions.catalogRepetitions must be >= 1, was " + catalogRepetitions);
        only = Set.copyOf(Objects.requireNonNull(only, "BenchOptions.only"));
        for (String name : only) {
            if (Bench.ROWS.stream().noneMatch(row -> selects(name, row))) {
                problems.add("BenchOptions.only names no row: '" + name + "'; rows are " + String.join(", ", Bench.ROWS));
            }
        }
        if (postgresUrl != null && !postgresUrl.startsWith("jdbc:postgresql:")) {
            problems.add("BenchOptions.postgresUrl must start with jdbc:postgresql:, was '" + postgresUrl.replaceAll("password=[^&]*", "password=***") + "'");
        }
        if (workDir == null) problems.add("BenchOptions.workDir must not be null");
        if (chinook == null) problems.add("BenchOptions.chinook must not be null");
        if (!problems.isEmpty()) throw new IllegalArgumentException(String.join("; ", problems));
    }

    /**
     * The defaults of {@code askdb bench}: 200 warm-up runs, 1,000 samples per per-item row, 3 per
     * whole-catalog row, every row, embedded PostgreSQL. A full run takes about 2 minutes on
     * 2 cores.
     *
     * @param workDir where the synthetic database is kept; not null
     * @param chinook the Chinook SQLite file; not null
     * @return the default options
     */
    public static BenchOptions defaults(Path workDir, Path chinook) {
        return new BenchOptions(200, 1000, 3, Set.of(), null, workDir, chinook);
    }

    /** @return a copy running only these rows or prefixes (empty: all) */
    public BenchOptions withOnly(Set<String> names) {
        return new BenchOptions(warmup, repetitions, catalogRepetitions, names, postgresUrl, workDir, chinook);
    }

    /** @return a copy with these counts */
    public BenchOptions withRepetitions(int newWarmup, int newRepetitions, int newCatalogRepetitions) {
        return new BenchOptions(newWarmup, newRepetitions, newCatalogRepetitions, only, postgresUrl, workDir, chinook);
    }

    /** @return a copy using this PostgreSQL database instead of an embedded one (null: embedded) */
    public BenchOptions withPostgresUrl(String url) {
        return new BenchOptions(warmup, repetitions, catalogRepetitions, only, url, workDir, chinook);
    }

    /**
     * @param row a row name of {@link Bench#ROWS}
     * @return whether this run measures it: {@code only} is empty, or names it or a dotted prefix of it
     */
    public boolean selects(String row) {
        return only.isEmpty() || only.stream().anyMatch(name -> selects(name, row));
    }

    private static boolean selects(String name, String row) {
        return row.equals(name) || row.startsWith(name + ".");
    }
}
