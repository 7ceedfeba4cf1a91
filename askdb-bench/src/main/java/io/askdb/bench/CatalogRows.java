package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The {@code catalog.<engine>.5000} rows: milliseconds per full catalog read by
 * {@link JdbcCatalogProvider} over a read-only connection, metadata only
 * ({@link CatalogOptions#NO_SAMPLES}) and, in the {@code .samples} row, with value sampling
 * ({@link CatalogOptions#DEFAULT}, whose 10 s sampling budget bounds that row).
 */
final class CatalogRows {
    static final String UNIT = "ms";

    private CatalogRows() {
    }

    /**
     * @param prefix   the row name without suffix, e.g. {@code catalog.sqlite.5000}
     * @param options  the run's options, for row selection
     * @param sampler  whole-catalog sampler
     * @param location the database URL or file path
     * @param credentials driver properties; may be empty
     * @param where    how to name the database in notes
     * @return the selected rows of the two option sets
     */
    static List<BenchRow> measure(String prefix, BenchOptions options, Sampler sampler, String location,
                                  Properties credentials, String where) {
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(location, credentials);
        List<BenchRow> rows = new ArrayList<>();
        if (options.selects(prefix)) {
            rows.add(measure(prefix, sampler, new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES), where + ", metadata only"));
        }
        String sampled = prefix + ".samples";
        if (options.selects(sampled)) {
            rows.add(measure(sampled, sampler, new JdbcCatalogProvider(source, CatalogOptions.DEFAULT), where + ", with value samples"));
        }
        return rows;
    }

    private static BenchRow measure(String name, Sampler sampler, JdbcCatalogProvider provider, String where) {
        Catalog[] last = new Catalog[1];
        double[] ms = sampler.time(k -> last[0] = provider.catalog(), 1_000_000);
        return Percentiles.row(name, UNIT, ms, describe(last[0]) + " (" + where + ")");
    }

    /** @return e.g. "5000 tables, 40000 columns, 6665 foreign keys" */
    static String describe(Catalog catalog) {
        int columns = 0;
        int keys = 0;
        int sampled = 0;
        for (Table t : catalog.tables()) {
            columns += t.columns().size();
            keys += t.foreignKeys().size();
            sampled += (int) t.columns().stream().filter(c -> !c.sampleValues().isEmpty()).count();
        }
        return catalog.tables().size() + " tables, " + columns + " columns, " + keys + " foreign keys"
                + (sampled > 0 ? ", " + sampled + " columns sampled" : "");
    }
}
