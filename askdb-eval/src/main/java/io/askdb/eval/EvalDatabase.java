package io.askdb.eval;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.jdbc.ReferenceQueryRunner;
import java.util.Properties;

/**
 * One database of an evaluation: its read-only connection source, its catalog (read once and
 * shared by every question on it), the executor for predictions and the runner for gold SQL.
 */
final class EvalDatabase implements CatalogProvider {
    final String id;
    final ReadOnlyConnectionSource source;
    final JdbcSqlExecutor executor;
    final ReferenceQueryRunner reference;
    private final CatalogProvider provider;
    private Catalog catalog;

    EvalDatabase(String id, String url, Properties credentials) {
        this.id = id;
        this.source = ReadOnlyConnectionSource.of(url, credentials);
        this.executor = new JdbcSqlExecutor(source);
        this.reference = new ReferenceQueryRunner(source);
        this.provider = new JdbcCatalogProvider(source, CatalogOptions.DEFAULT);
    }

    @Override
    public synchronized Catalog catalog() {
        if (catalog == null) catalog = provider.catalog();
        return catalog;
    }
}
