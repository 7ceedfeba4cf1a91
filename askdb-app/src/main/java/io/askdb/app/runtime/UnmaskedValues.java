package io.askdb.app.runtime;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.DistinctValueOptions;
import io.askdb.jdbc.DistinctValueReader;
import io.askdb.jdbc.DistinctValues;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.StoredColumn;
import io.askdb.linking.ValueBatch;
import io.askdb.linking.ValueSource;
import io.askdb.policy.Policy;
import io.askdb.policy.PolicyLineage;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The distinct values of a database's text columns, read by askdb-jdbc's reader with
 * {@link DistinctValueOptions#DEFAULT}, without the columns the access policy hides or masks and
 * without any table restricted to the caller's rows ({@link Policy#filteredThroughKeys}, computed
 * over the full catalog, whose foreign keys include those over hidden columns): their values never
 * enter a value index or a prompt. A restricted table's values are read over all its rows, so
 * they would show other callers' values. When views are among the tables, the policy is first
 * followed through them ({@link PolicyLineage}), so a view column that shows a masked column is
 * skipped too. The full catalog is read fresh (without samples) only when row filters or views
 * need it.
 */
final class UnmaskedValues implements ValueSource {
    private final DistinctValueReader reader;
    private final Policy policy;
    private final PolicyLineage lineage;
    private final CatalogProvider full;

    UnmaskedValues(ReadOnlyConnectionSource source, Policy policy, PolicyLineage lineage) {
        this.reader = new DistinctValueReader(source, DistinctValueOptions.DEFAULT);
        this.policy = policy;
        this.lineage = lineage;
        this.full = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES);
    }

    @Override
    public ValueBatch read(List<Table> tables) {
        DistinctValues read = reader.read(unmasked(tables));
        List<StoredColumn> columns = read.columns().stream().map(c -> new StoredColumn(c.table(), c.column(), c.values())).toList();
        return new ValueBatch(columns, read.notReached());
    }

    private List<Table> unmasked(List<Table> tables) {
        if (policy.isOpen()) return tables;
        boolean views = tables.stream().anyMatch(Table::derived);
        Set<TableId> filtered = new HashSet<>();
        Policy effective = policy;
        if (views || !policy.rowFilters().isEmpty()) {
            Catalog catalog = full.catalog();
            if (views) effective = lineage.effective(policy, catalog);
            if (!policy.rowFilters().isEmpty()) {
                filtered.addAll(policy.filteredThroughKeys(catalog).keySet());
                filtered.addAll(policy.filteredThroughKeys(new Catalog(catalog.dialect(), catalog.defaultSchema(), tables)).keySet());
            }
        }
        Policy p = effective;
        return tables.stream().filter(t -> !p.hidesTable(t.id()) && !filtered.contains(t.id())).map(t -> t.withColumns(
                t.columns().stream().filter(c -> !p.hidesColumn(t.id(), c.name()) && p.masking(t.id(), c.name()).isEmpty())
                        .toList())).toList();
    }
}
