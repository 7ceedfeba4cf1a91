package io.askdb.linking;

import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.DistinctValueOptions;
import io.askdb.jdbc.DistinctValueReader;
import io.askdb.jdbc.DistinctValues;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

/** The Chinook demo database (read-only) as a catalog and a value source counting its reads, for value-index tests. */
final class ChinookValues {
    static final ReadOnlyConnectionSource SOURCE = ReadOnlyConnectionSource.of(Path.of("../data/chinook/chinook.sqlite").toString(), null);
    private static Catalog catalog;

    private ChinookValues() {
    }

    /** @return the catalog without samples, so only the value index can link values */
    static synchronized Catalog catalog() {
        if (catalog == null) catalog = new JdbcCatalogProvider(SOURCE, CatalogOptions.NO_SAMPLES).catalog();
        return catalog;
    }

    /** @return a source reading through askdb-jdbc's reader, adding the tables it reads to the counter */
    static ValueSource source(AtomicInteger tablesRead) {
        DistinctValueReader reader = new DistinctValueReader(SOURCE, DistinctValueOptions.DEFAULT);
        return tables -> {
            tablesRead.addAndGet(tables.size());
            DistinctValues d = reader.read(tables);
            return new ValueBatch(d.columns().stream().map(c -> new StoredColumn(c.table(), c.column(), c.values())).toList(),
                    d.notReached());
        };
    }
}
