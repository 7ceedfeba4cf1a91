package io.askdb.sql;

/**
 * The static cost ceilings of the guard's cost layer (shared/design.md, guard layer 5 "Limits"):
 * what a statement may build beyond the rows it reads from its largest table, checked before it
 * runs.
 *
 * @param maxScanRows   the most rows a statement may build: the product of the catalog row
 *                      estimates of FROM items joined without an equality predicate, a series
 *                      ({@code generate_series}, {@code range}), and a recursive CTE's iterations
 *                      times its rows per iteration; a statement may still read every row of its
 *                      largest table. At least 1 ({@code askdb.max-scan-rows})
 * @param maxValueBytes the widest text or blob one function call may build, in characters or
 *                      bytes: printf/format widths and precisions, {@code repeat}, {@code lpad},
 *                      {@code rpad}, {@code space}, {@code replace}, {@code zeroblob}, ...; at least 1
 *                      ({@code askdb.max-value-bytes})
 * @since 0.7
 */
public record CostBounds(long maxScanRows, long maxValueBytes) {
    /**
     * 20,000,000 rows and 100,000 characters. Measured with {@code io.askdb.bench.CostCeiling} (2
     * shared cores): at 100,000,000 rows a SQLite counter CTE ran 18.4 s, a PostgreSQL cross join
     * 10.6 s and generate_series 10.6 s, past the 10 s statement timeout; a fifth of that stays
     * under about 4 s. A 1,000,000-character value built for each of 10,000 rows took 5-18 s; a
     * tenth of that width, under 2 s.
     */
    public static final CostBounds DEFAULTS = new CostBounds(20_000_000L, 100_000L);

    public CostBounds {
        if (maxScanRows < 1) throw new IllegalArgumentException("CostBounds.maxScanRows must be >= 1, was " + maxScanRows);
        if (maxValueBytes < 1) throw new IllegalArgumentException("CostBounds.maxValueBytes must be >= 1, was " + maxValueBytes);
    }
}
