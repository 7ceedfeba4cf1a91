package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs {@code askdb bench}: each selected row of {@link #ROWS} is measured after a warm-up and
 * reported as nearest-rank median and p95 (see {@link BenchRow}). A row that cannot run (no
 * Chinook file, no index builder, PostgreSQL that will not start) is reported as skipped, and a
 * row whose measurement throws is reported as failed; neither stops the rest of the run.
 *
 * <p>Rows, in run order: {@code guard}; {@code catalog.sqlite.5000} and {@code .samples} on a
 * synthetic SQLite database of {@value #SYNTHETIC_TABLES} tables (see {@link SyntheticSchema},
 * generated once into the work directory); the same two on PostgreSQL
 * ({@code catalog.postgres.5000}); {@code index.build}; {@code link.50}, {@code link.500},
 * {@code link.5000}; {@code mcp.catalog.2000} and {@code mcp.search_schema.500}, {@code .2000},
 * {@code .5000} (see {@link CatalogToolRows}: the MCP catalog tools' largest output at 2,000
 * tables, and search_schema's time per call); {@code planner.chinook}; the agent rows {@code agent.chinook},
 * {@code agent.tokens.chinook}, {@code agent.tokens.chinook.whole}, {@code agent.beaver},
 * {@code agent.tokens.beaver}, {@code agent.tokens.beaver.whole}, and the same three for
 * {@code beaver.neutron}, BEAVER's schema with the most tables (see {@link AgentRows}: the full
 * agent with a scripted model on Chinook and on BEAVER's largest schema, askdb's own time and
 * prompt tokens against a whole-schema prompt); {@code memory}. With the defaults a full run
 * takes about 2 minutes on 2 cores, most of it creating and reading the PostgreSQL tables; the
 * agent rows take about 30 s of it (the first run also builds BEAVER's schema index, about 10 s).
 *
 * @since 0.1
 */
public final class Bench {
    /** Every row name, in run order. */
    public static final List<String> ROWS = rows();
    /** Tables in the synthetic catalog. */
    public static final int SYNTHETIC_TABLES = 5000;

    private final BenchOptions options;
    private final IndexBuilder indexBuilder;

    private static List<String> rows() {
        List<String> out = new ArrayList<>(List.of(GuardRow.NAME, "catalog.sqlite.5000", "catalog.sqlite.5000.samples",
                "catalog.postgres.5000", "catalog.postgres.5000.samples", LinkRows.INDEX, "link.50", "link.500", "link.5000"));
        out.addAll(catalogToolNames());
        out.add(PlannerRow.NAME);
        out.addAll(AgentRows.names());
        out.add(HeapPeak.NAME);
        return List.copyOf(out);
    }

    /** @return the catalog tool rows: {@code mcp.catalog.2000}, then {@code mcp.search_schema.<n>} */
    private static List<String> catalogToolNames() {
        List<String> out = new ArrayList<>(List.of(CatalogToolRows.LARGEST));
        CatalogToolRows.SEARCH_SIZES.forEach(n -> out.add(CatalogToolRows.searchName(n)));
        return out;
    }

    /**
     * @param options      what to measure; not null
     * @param indexBuilder builds the schema index for the index and link rows; null skips those rows
     */
    public Bench(BenchOptions options, IndexBuilder indexBuilder) {
        this.options = Objects.requireNonNull(options, "options");
        this.indexBuilder = indexBuilder;
    }

    /**
     * Measures every selected row, one after another on the calling thread.
     *
     * @param progress receives one line per step (what runs now, generation times); not null
     * @return the rows in {@link #ROWS} order, with the run's start, duration and environment
     */
    public BenchReport run(Consumer<String> progress) {
        Objects.requireNonNull(progress, "progress");
        Instant started = Instant.now();
        long t0 = System.nanoTime();
        HeapPeak.reset();
        Sampler perItem = new Sampler(options.warmup(), options.repetitions());
        Sampler wholeCatalog = new Sampler(options.warmup() > 0 ? 1 : 0, options.catalogRepetitions());
        List<BenchRow> rows = new ArrayList<>();
        boolean chinook = Files.isRegularFile(options.chinook());
        String noChinook = "Chinook database not found at " + options.chinook() + "; pass the path of chinook.sqlite";
        if (options.selects(GuardRow.NAME)) {
            progress.accept("guard: " + GuardCorpus.CASES.size() + " statements, " + perItem.describe());
            rows.add(!chinook ? BenchRow.skipped(GuardRow.NAME, GuardRow.UNIT, noChinook)
                    : attempt(GuardRow.NAME, GuardRow.UNIT, () -> new GuardRow(chinookCatalog()).measure(perItem)));
        }
        boolean linking = indexBuilder != null
                && (options.selects(LinkRows.INDEX) || LinkRows.SIZES.stream().anyMatch(n -> options.selects(LinkRows.name(n)))
                || catalogToolNames().stream().anyMatch(options::selects));
        Catalog synthetic = new SyntheticRows(options, wholeCatalog, progress).measure(rows, linking);
        rows.addAll(new PostgresRows(options, wholeCatalog, progress).measure());
        linking(rows, synthetic, perItem, wholeCatalog, progress);
        catalogTools(rows, synthetic, perItem, progress);
        if (options.selects(PlannerRow.NAME)) {
            progress.accept("planner.chinook: " + PlannerRow.QUESTIONS.size() + " questions, " + perItem.describe());
            rows.add(!chinook ? BenchRow.skipped(PlannerRow.NAME, PlannerRow.UNIT, noChinook)
                    : attempt(PlannerRow.NAME, PlannerRow.UNIT, () -> new PlannerRow(options.chinook()).measure(perItem)));
        }
        rows.addAll(new AgentRows(options, perItem, progress).measure(chinook ? null : noChinook));
        if (options.selects(HeapPeak.NAME)) rows.add(HeapPeak.row());
        long elapsedMs = (System.nanoTime() - t0) / 1_000_000;
        return new BenchReport(rows, started, elapsedMs, environment());
    }

    private void linking(List<BenchRow> rows, Catalog synthetic, Sampler perItem, Sampler wholeCatalog, Consumer<String> progress) {
        List<String> names = new ArrayList<>(List.of(LinkRows.INDEX));
        LinkRows.SIZES.forEach(size -> names.add(LinkRows.name(size)));
        names.removeIf(name -> !options.selects(name));
        LinkRows link = indexBuilder == null ? null : new LinkRows(indexBuilder, perItem, wholeCatalog);
        for (String name : names) {
            String unit = name.equals(LinkRows.INDEX) ? LinkRows.INDEX_UNIT : LinkRows.LINK_UNIT;
            if (indexBuilder == null) {
                rows.add(BenchRow.skipped(name, unit, "no schema index builder given (askdb-linking is not wired in)"));
            } else if (synthetic == null) {
                rows.add(BenchRow.skipped(name, unit, "the synthetic catalog could not be read"));
            } else {
                progress.accept(name + ": " + (name.equals(LinkRows.INDEX) ? wholeCatalog : perItem).describe());
                rows.add(attempt(name, unit, () -> name.equals(LinkRows.INDEX) ? link.index(synthetic)
                        : link.link(synthetic, Integer.parseInt(name.substring(name.indexOf('.') + 1)))));
            }
        }
    }

    private void catalogTools(List<BenchRow> rows, Catalog synthetic, Sampler perItem, Consumer<String> progress) {
        for (String name : catalogToolNames()) {
            if (!options.selects(name)) continue;
            String unit = name.equals(CatalogToolRows.LARGEST) ? CatalogToolRows.CHARS : LinkRows.LINK_UNIT;
            if (indexBuilder == null) {
                rows.add(BenchRow.skipped(name, unit, "no schema index builder given (askdb-linking is not wired in)"));
            } else if (synthetic == null) {
                rows.add(BenchRow.skipped(name, unit, "the synthetic catalog could not be read"));
            } else {
                CatalogToolRows tools = new CatalogToolRows(indexBuilder, SyntheticSqlite.ensure(options.workDir(), SYNTHETIC_TABLES));
                progress.accept(name + ": " + (unit.equals(CatalogToolRows.CHARS) ? "one call of each tool" : perItem.describe()));
                rows.add(attempt(name, unit, () -> name.equals(CatalogToolRows.LARGEST) ? tools.largest(synthetic)
                        : tools.search(synthetic, Integer.parseInt(name.substring(name.lastIndexOf('.') + 1)), perItem)));
            }
        }
    }

    private Catalog chinookCatalog() {
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(options.chinook().toString(), null);
        return new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
    }

    /** @return the row the measurement gives, or a failed row naming the exception */
    static BenchRow attempt(String name, String unit, Supplier<BenchRow> measurement) {
        try {
            return measurement.get();
        } catch (RuntimeException e) {
            return new BenchRow(name, unit, 0, 0, 0, "failed: " + reason(e));
        }
    }

    /** @return the rows the measurement gives, or one failed row per name naming the exception */
    static List<BenchRow> attemptAll(List<String> names, String unit, Supplier<List<BenchRow>> measurement) {
        try {
            return measurement.get();
        } catch (RuntimeException e) {
            return names.stream().map(name -> new BenchRow(name, unit, 0, 0, 0, "failed: " + reason(e))).toList();
        }
    }

    static String reason(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static String environment() {
        Runtime rt = Runtime.getRuntime();
        return String.format(Locale.ROOT, "Java %s, %s %s, %d CPUs, max heap %d MB", System.getProperty("java.version"),
                System.getProperty("os.name"), System.getProperty("os.arch"), rt.availableProcessors(), rt.maxMemory() >> 20);
    }
}
