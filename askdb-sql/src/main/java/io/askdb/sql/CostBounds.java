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
     * 100,000,000 rows and 1,000,000 characters. Measured on 2 cores: 100 million rows built by a
     * cross join on SQLite take about 4-8 s, near the 10 s statement timeout, so a larger statement
     * would hold a database slot until the timeout and fail anyway.
     */
    public static final CostBounds DEFAULTS = new CostBounds(100_000_000L, 1_000_000L);

    public CostBounds {
        if (maxScanRows < 1) throw new IllegalArgumentException("CostBounds.maxScanRows must be >= 1, was " + maxScanRows);
        if (maxValueBytes < 1) throw new IllegalArgumentException("CostBounds.maxValueBytes must be >= 1, was " + maxValueBytes);
    }
}
