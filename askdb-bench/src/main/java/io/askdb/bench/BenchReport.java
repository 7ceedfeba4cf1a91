package io.askdb.bench;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The result of one {@link Bench#run}.
 *
 * @param rows        the rows in run order; not null
 * @param startedAt   when the run started; not null
 * @param elapsedMs   wall-clock milliseconds of the whole run, generation and setup included, at least 0
 * @param environment Java version, OS, CPU count and max heap of the measuring JVM; not null
 * @since 0.1
 */
public record BenchReport(List<BenchRow> rows, Instant startedAt, long elapsedMs, String environment) {
    public BenchReport {
        rows = List.copyOf(Objects.requireNonNull(rows, "BenchReport.rows"));
        Objects.requireNonNull(startedAt, "BenchReport.startedAt");
        if (elapsedMs < 0) throw new IllegalArgumentException("BenchReport.elapsedMs must be >= 0, was " + elapsedMs);
        Objects.requireNonNull(environment, "BenchReport.environment");
    }

    /**
     * @param name a row name of {@link Bench#ROWS}
     * @return the row of that name, or null when it was not selected
     */
    public BenchRow row(String name) {
        return rows.stream().filter(r -> r.name().equals(name)).findFirst().orElse(null);
    }

    /**
     * Renders the rows as a plain-text table with aligned columns (name, unit, samples, median,
     * p95, note), then a line with the environment and run time. Numbers show three decimals
     * below 1, two below 100 and one from 100 up; skipped and failed rows show dashes.
     *
     * @return the table, lines separated by {@code \n}, ending with a newline
     */
    public String toText() {
        int nameWidth = "row".length();
        int unitWidth = "unit".length();
        for (BenchRow r : rows) {
            nameWidth = Math.max(nameWidth, r.name().length());
            unitWidth = Math.max(unitWidth, r.unit().length());
        }
        String format = "%-" + nameWidth + "s  %-" + unitWidth + "s  %7s  %10s  %10s  %s%n";
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, format, "row", "unit", "samples", "median", "p95", "note"));
        for (BenchRow r : rows) {
            out.append(String.format(Locale.ROOT, format, r.name(), r.unit(), r.samples(),
                    r.measured() ? number(r.median()) : "-", r.measured() ? number(r.p95()) : "-", r.note()));
        }
        out.append(String.format(Locale.ROOT, "%s; run took %.1f s%n", environment, elapsedMs / 1000.0));
        return out.toString().replace("\r\n", "\n");
    }

    private static String number(double v) {
        double abs = Math.abs(v);
        return String.format(Locale.ROOT, abs < 1 ? "%.3f" : abs < 100 ? "%.2f" : "%.1f", v);
    }
}
